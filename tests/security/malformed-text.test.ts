import { describe, expect, it } from 'vitest';
import type { BlogSummary, ContactMessage, Country, Counts } from '../../shared/api-types.ts';
import { type ApiRoute, apiRoutes } from '../../shared/routes.ts';
import { messages } from '../../shared/validation.ts';
import { stackWithSignedInAdmin } from '../api/stack-with-admin.ts';
import { ApiClient, concretePath, type TestStack } from '../api/test-stack.ts';
import { sampleBodies, samplePathValues, unknownId } from './sample-bodies.ts';

/**
 * Issue 23, N1: text that is not well-formed UTF-16 (a lone surrogate, which JSON carries
 * as `\ud800`) is refused in every text field of every route that takes a body, with the
 * one clear message, and nothing is stored. A stored `"\ud800@x.yz"` used to break the
 * dashboard's whole contact screen (`encodeURIComponent` throws on it).
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

/** Fields whose value must be one of a list: the list's own message answers, still a 400. */
const choiceFields = new Set(['status', 'contentType', 'kind']);
const lone = ['\ud800', '\udfff', 'a\udc00b', '\ud83d'];

const cases = (apiRoutes as readonly ApiRoute[]).flatMap((route) =>
  Object.entries(sampleBodies[route.handler] ?? {})
    .filter(([, value]) => typeof value === 'string')
    .map(([field], index) => [`${route.method} ${route.path} ${field}`, route, field, index] as const),
);

let visitors = 0;
async function storedData(): Promise<{ counts: Counts; blogs: number; contacts: number; places: string }> {
  const [counts, blogs, contacts, hierarchy] = await Promise.all([
    admin.counts(),
    admin.request<BlogSummary[]>('GET', '/api/blogs'),
    admin.request<ContactMessage[]>('GET', '/api/cnt/contact'),
    admin.request<Country[]>('GET', '/countries/hierarchy'),
  ]);
  return { counts, blogs: blogs.body.length, contacts: contacts.body.length, places: hierarchy.text };
}

describe('a lone surrogate in any text field is a 400 and stores nothing', () => {
  it('covers every route that takes text in its body', () => {
    const routesWithBodies = new Set(cases.map(([, route]) => route.handler));
    const withText = Object.values(sampleBodies).filter((body) =>
      Object.values(body).some((value) => typeof value === 'string'),
    );
    expect(routesWithBodies.size).toBe(withText.length);
    // The restores' bodies hold only a version number (sample-bodies.ts), and the editor's copy
    // (autosave-put) holds its text inside `value`, where no top-level field of it is text.
    expect(withText.length).toBe(Object.keys(sampleBodies).length - 4);
  });

  it.each(cases)('%s', async (_name, route, field, index) => {
    const before = await storedData();
    const sample = sampleBodies[route.handler];
    const broken = lone[index % lone.length];
    const body = { ...sample, [field]: `${String(sample[field])}${broken}`, fillMs: 10_000 };
    const client = route.access === 'admin' ? admin : new ApiClient(stack.url);
    const response = await client.request<{ message: string }>(
      route.method,
      concretePath(route.path, samplePathValues[route.handler] ?? unknownId),
      {
        body: route.handler === 'contact-create' ? body : { ...sample, [field]: body[field] },
        from: route.access === 'public' ? `127.0.23.${++visitors}` : undefined,
      },
    );
    expect(response.status, response.text).toBe(400);
    if (!choiceFields.has(field)) expect(response.body.message).toBe(messages.malformedText);
    expect(await storedData()).toEqual(before);
  });

  it('the audit\'s own request: "\\ud800@x.yz" as a contact email', async () => {
    const response = await new ApiClient(stack.url).request<{ message: string }>('POST', '/api/cnt/contact', {
      // Written out, so the JSON on the wire is exactly the audit's.
      body: `{"name":"Meera","contact":"9876543210","email":"\\ud800@x.yz","message":"Hello","fillMs":10000}`,
      headers: { 'content-type': 'application/json' },
      from: '127.0.23.250',
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.malformedText);
    expect((await admin.request<ContactMessage[]>('GET', '/api/cnt/contact')).body).toEqual([]);
  });
});
