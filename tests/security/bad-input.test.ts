import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { BlogSummary, ContactMessage, Country, Counts } from '../../shared/api-types.ts';
import { type ApiRoute, apiRoutes, isStateChanging } from '../../shared/routes.ts';
import { stackWithSignedInAdmin } from '../api/stack-with-admin.ts';
import { ApiClient, type TestStack } from '../api/test-stack.ts';
import { type RawRequest, sendRaw } from './raw-request.ts';
import { sampleBodies, unknownId } from './sample-bodies.ts';

/**
 * Property: whatever a client sends to any route of shared/routes.ts (random or malformed
 * body, any content type, odd headers, any path id, any query), the answer is never a 5xx;
 * a 4xx is JSON `{ message: string }` and leaves the data exactly as it was. Admin routes
 * get a live session and the CSRF header, so the requests reach the handlers.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

// --- Arbitraries -------------------------------------------------------------------------

const oddIds = [
  '..',
  '.',
  '../..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  '%00',
  '%',
  '%E0%A4%A',
  '%ff%fe',
  '%u0041',
  'a'.repeat(4000),
  unknownId,
  '__proto__',
  'constructor',
  'null',
  '-1',
  '1e999',
  '#frag',
  '?x=1',
];
const pathId = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.stringMatching(/^[0-9A-Z]{26}$/),
  fc.constantFrom(...oddIds),
);
/** Node refuses request paths with bytes outside 0x21-0xff: those are percent-encoded, the rest is sent raw. */
const rawPathSegment = (id: string) =>
  [...id].map((char) => (/^[\u0021-\u007e]$/.test(char) ? char : encodeURIComponent(char))).join('');
const pathFor = (route: ApiRoute) =>
  fc
    .tuple(pathId, fc.boolean())
    .map(([id, encode]) =>
      route.path.replace(/\{[^}]+\}/g, () => (encode ? encodeURIComponent(id) : rawPathSegment(id))),
    );

const queryValue = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.constantFrom('0', '-1', '501', '1.5', '1e3', 'NaN', '', '%', '%zz'),
  fc.json().map((json) => Buffer.from(json).toString('base64url')),
  fc.stringMatching(/^[0-9A-Z]{26}$/).map((id) => Buffer.from(id).toString('base64url')),
);
const query = fc.option(
  fc.dictionary(fc.constantFrom('limit', 'cursor', 'id', '__proto__', 'x'), queryValue, { maxKeys: 3 }).map(
    (entries) =>
      `?${Object.entries(entries)
        .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
        .join('&')}`,
  ),
  { nil: '' },
);

const contentTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=utf-16',
  'application/JSON',
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'multipart/form-data; boundary=',
  'application/octet-stream',
  'image/png',
  'application/vnd.api+json',
  '*/*',
  ';;;',
];

/** Any JSON value, including ones that are not what a field wants. */
const jsonValue = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom('', ' ', '\u0000', 'x'.repeat(70_000), -0, 1e308, { __proto__: { admin: true } }),
);
/** The route's sample with one field changed, removed or added (prototype keys included). */
const mutatedSample = (sample: Record<string, unknown>) =>
  fc.oneof(
    fc
      .tuple(fc.constantFrom(...Object.keys(sample)), jsonValue)
      .map(([key, value]) => ({ ...sample, [key]: value })),
    fc.constantFrom(...Object.keys(sample)).map((key) => {
      const { [key]: _removed, ...rest } = sample;
      return rest;
    }),
    fc
      .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'PK', 'id', '_id', 'GSI1PK'), jsonValue)
      .map(([key, value]) => JSON.parse(`{${JSON.stringify(key)}:${JSON.stringify(value)}}`))
      .map((extra) => ({ ...sample, ...extra })),
  );

const deepNesting = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
const multipartGarbage = (sample: Record<string, unknown>) =>
  fc
    .string({ maxLength: 200 })
    .map((tail) =>
      [
        '------fuzz',
        'Content-Disposition: form-data; name="title"',
        '',
        String(sample.title ?? 'x'),
        '------fuzz',
        'Content-Disposition: form-data; name="image"; filename="a.png"',
        'Content-Type: image/png',
        '',
        tail,
      ].join('\r\n'),
    );

const bodyFor = (route: ApiRoute) => {
  const sample = sampleBodies[route.handler] ?? {};
  // Routes without a body still get one; the extra key gives the mutators something to change there.
  const mutated = mutatedSample({ ...sample, extra: 1 }).map((value) => JSON.stringify(value));
  const text = fc.oneof(
    { arbitrary: mutated, weight: 4 },
    fc.json({ maxDepth: 4 }),
    fc.string({ maxLength: 200 }),
    fc.nat(200).map((cut) => JSON.stringify(sample).slice(0, cut)),
    fc.constantFrom(deepNesting, '', 'null', '[]', '"x"', '{"a":1}{"b":2}', '\uFEFF{}'),
    multipartGarbage(sample),
    fc.constant(new URLSearchParams(sample as Record<string, string>).toString()),
  );
  const bytes = fc.uint8Array({ maxLength: 300 });
  return fc.option(
    fc.oneof(
      text.map((value) => Buffer.from(value)),
      bytes.map((value) => Buffer.from(value)),
    ),
    { nil: undefined },
  );
};

const headerName = fc.oneof(
  fc.stringMatching(/^x-[a-z0-9-]{1,20}$/),
  fc.constantFrom(
    'accept',
    'accept-language',
    'user-agent',
    'origin',
    'referer',
    'x-forwarded-for',
    'content-encoding',
    'x-amz-date',
    'authorization',
  ),
);
/** Header values a client may send: Latin-1, no line breaks, up to 3 KB (four of them stay under Node's 16 KB header limit). */
const headerValue = fc.oneof(
  // biome-ignore lint/suspicious/noControlCharactersInRegex: a header value cannot hold these bytes
  fc.string({ maxLength: 100 }).map((value) => value.replace(/[\r\n\u0000]/g, '').trim()),
  fc.nat(3000).map((length) => 'h'.repeat(length)),
  fc.constantFrom('gzip', 'deflate', '\u00ff\u00fe', '() { :; }; echo', '../../../etc/passwd'),
);
const extraHeaders = fc.dictionary(headerName, headerValue, { maxKeys: 4 });

const requestFor = (route: ApiRoute) =>
  fc.record({
    path: pathFor(route),
    query,
    // Mostly JSON, so most bodies get past the parser to validation and the handler.
    contentType: fc.oneof(
      { arbitrary: fc.constant('application/json'), weight: 3 },
      { arbitrary: fc.constantFrom(...contentTypes), weight: 2 },
      { arbitrary: fc.constant(undefined), weight: 1 },
    ),
    headers: extraHeaders,
    body: bodyFor(route),
  });

// --- The property ------------------------------------------------------------------------

/** Everything a request could have stored, as the API shows it. */
async function storedData(): Promise<{
  counts: Counts;
  blogs: string[];
  contacts: string[];
  places: string;
  products: string;
  categories: string;
}> {
  const [counts, blogs, contacts, hierarchy, products, categories] = await Promise.all([
    admin.counts(),
    admin.request<BlogSummary[]>('GET', '/api/blogs'),
    admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=500'),
    admin.request<Country[]>('GET', '/countries/hierarchy'),
    admin.request('GET', '/api/admin/products?limit=50'),
    admin.request('GET', '/api/admin/categories'),
  ]);
  return {
    counts,
    // The list holds no articles: updatedAt changes with any write to a post, its content included.
    blogs: blogs.body.map((blog) => `${blog._id} ${blog.title} ${blog.slug} ${blog.date} ${blog.updatedAt}`),
    contacts: contacts.body.map((contact) => contact._id),
    places: hierarchy.text,
    // Summaries carry updatedAt: any write to a product or category changes them.
    products: products.text,
    categories: categories.text,
  };
}

/**
 * Admins of their own: signing out everywhere ends every session of its admin (a new login
 * each run), and wrong current passwords count against their admin's logins (one session).
 */
const ownAdmins: Record<string, { email: string; password: string; client?: ApiClient }> = {
  'sessions-end-all': { email: 'fuzz-everywhere@pawcraft.test', password: 'fuzz everywhere password' },
  'password-change': { email: 'fuzz-password@pawcraft.test', password: 'fuzz password password' },
};

/** The session cookies for an admin route; logout ends a session, so it gets a new one each time. */
async function sessionHeaders(route: ApiRoute): Promise<Record<string, string>> {
  if (route.access !== 'admin') return {};
  let client = route.handler === 'admin-logout' ? new ApiClient(stack.url) : admin;
  const own = ownAdmins[route.handler];
  if (own) {
    const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
    if (!own.client || route.handler === 'sessions-end-all') {
      if (!own.client) await putAdmin(own.email, own.password);
      own.client = new ApiClient(stack.url);
      await own.client.login(own);
    }
    client = own.client;
  } else if (client !== admin) await client.login();
  const cookie = [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const csrf = decodeURIComponent(client.cookies.get('XSRF-TOKEN') ?? '');
  return { cookie, ...(isStateChanging(route.method) ? { 'x-xsrf-token': csrf } : {}) };
}

const runsPerRoute = (route: ApiRoute) =>
  route.handler === 'admin-logout' || route.handler === 'sessions-end-all' ? 10 : 30;

describe.each((apiRoutes as readonly ApiRoute[]).map((route) => [`${route.method} ${route.path}`, route]))(
  '%s',
  (_name, route) => {
    it('never answers 5xx; a 4xx is JSON {message} and stores nothing', async () => {
      let before = await storedData();
      await fc.assert(
        fc.asyncProperty(requestFor(route), async (generated) => {
          const raw: RawRequest = {
            method: route.method,
            path: `${generated.path}${generated.query}`,
            headers: {
              ...generated.headers,
              ...(generated.contentType ? { 'content-type': generated.contentType } : {}),
              ...(await sessionHeaders(route)),
            },
            body: generated.body,
          };
          const response = await sendRaw(stack.url, raw);
          const where = `${raw.method} ${raw.path.slice(0, 200)} -> ${response.status} ${response.text.slice(0, 300)}`;
          expect(response.status, where).toBeLessThan(500);
          if (response.status >= 400) {
            expect(response.contentType, where).toMatch(/^application\/json/);
            expect(typeof (JSON.parse(response.text) as { message?: unknown }).message, where).toBe('string');
            expect(await storedData(), where).toEqual(before);
          } else {
            before = await storedData();
          }
        }),
        { numRuns: runsPerRoute(route), endOnFailure: true },
      );
    });
  },
);

describe('ids too long to be a key', () => {
  // DynamoDB refuses keys over 1,024 (sort) or 2,048 (partition) bytes: such an id must be
  // a plain 404, never reach a key, never a 500.
  const routesWithIds = (apiRoutes as readonly ApiRoute[]).filter((route) => route.path.includes('{'));
  it.each(routesWithIds.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s with a 1,100- or 3,000-character id answers 404 JSON',
    async (_name, route) => {
      for (const length of [1100, 3000]) {
        const path = route.path.replace(/\{[^}]+\}/, 'a'.repeat(length));
        const response = await admin.request(route.method, path, {
          body: sampleBodies[route.handler],
        });
        expect(response.status, `${length}: ${response.text.slice(0, 200)}`).toBe(404);
      }
    },
  );
});

describe('a request the HTTP server itself refuses', () => {
  // Node's HTTP parser answers this one itself, before the gateway: 431 with an empty body, not { message }.
  it('a header block over 16 KB gets 431, and the server keeps serving', async () => {
    const response = await sendRaw(stack.url, {
      method: 'GET',
      path: '/api/blogs',
      headers: { 'x-filler': 'h'.repeat(20_000) },
    });
    expect(response.status).toBe(431);
    expect((await admin.request('GET', '/api/blogs')).status).toBe(200);
  });
});
