import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import type {
  Blog,
  Category,
  ContactMessage,
  Country,
  District,
  Product,
  State,
} from '../../shared/api-types.ts';
import { type ApiRoute, apiRoutes } from '../../shared/routes.ts';
import { ApiClient, concretePath, startTestStack, type TestStack, testAdmin } from '../api/test-stack.ts';
import { allContacts } from './contact-pages.ts';
import { quietOutageLogs, restartDynamoDbLocal, stopDynamoDbLocal } from './dynamodb-outage.ts';
import { sampleBlog, sampleContact, sampleProduct } from './sample-bodies.ts';

/**
 * DynamoDB Local is stopped in the middle of a run (visitors keep sending messages) and comes
 * back: while it is away every API answer is a JSON 503 (admin routes: see below), never a
 * 500; afterwards the same session and every route work again, and nothing was half-written:
 * the overview's counters equal the items really there, and every 201 was stored. Then it
 * crashes (SIGKILL) under the same traffic: the counters still equal the items.
 */
let stack: TestStack;
let admin: ApiClient;
let stopRestarted: (() => Promise<void>) | undefined;
const ids: Record<'country' | 'state' | 'district' | 'blog' | 'contact' | 'category' | 'product', string> = {
  country: '',
  state: '',
  district: '',
  blog: '',
  contact: '',
  category: '',
  product: '',
};

let restoreLogs: () => void;
beforeAll(async () => {
  restoreLogs = quietOutageLogs();
  stack = await startTestStack({ seed: false });
  admin = new ApiClient(stack.url);
  await admin.login();
  const made = async <T extends { _id: string }>(path: string, body: unknown) => {
    const response = await admin.request<T>('POST', path, { body });
    expect(response.status, response.text).toBe(201);
    return response.body._id;
  };
  ids.country = await made<Country>('/countries/add', { name: 'India' });
  ids.state = await made<State>('/state/add', { name: 'Goa', country: ids.country });
  ids.district = await made<District>('/district/add', { name: 'North Goa', state: ids.state });
  ids.blog = await made<Blog>('/api/blogs', sampleBlog);
  ids.contact = await made<ContactMessage>('/api/cnt/contact', sampleContact);
  ids.category = await made<Category>('/api/admin/categories', { name: 'Faults' });
  ids.product = await made<Product>('/api/admin/products', { ...sampleProduct, categoryIds: [ids.category] });
});
afterAll(async () => {
  await stopRestarted?.();
  await stack?.dispose();
  restoreLogs?.();
});

/** A well-formed request for every route (ids of items that exist), as a user would send it. */
function sampleRequest(route: ApiRoute): { path: string; body?: unknown; headers?: Record<string, string> } {
  const id = {
    'state-get': ids.state,
    'blog-get': ids.blog,
    'blog-admin-get': ids.blog,
    'district-get': ids.district,
    'states-list': ids.country,
    'districts-list': ids.state,
    'contact-get': ids.contact,
    // The spec's product 1 (the local stack's start migrated the catalogue).
    'product-get': '1',
    'product-admin-get': '1',
    // The site settings' parts are names (the start's migration seeded each as version 1).
    'site-part-versions': 'seo',
    // The kept versions of the post and the product made above (docs/decisions/067).
    'blog-versions': ids.blog,
    'product-versions': ids.product,
  }[route.handler];
  const bodies: Record<string, unknown> = {
    'contact-create': sampleContact,
    'admin-login': testAdmin,
    'blog-create': sampleBlog,
    'blog-update': sampleBlog,
    'country-create': { name: 'Nepal' },
    'country-update': { name: 'Bhutan' },
    'state-create': { name: 'Kerala', country: ids.country },
    'state-update': { name: 'Kerala' },
    'district-create': { name: 'South Goa', state: ids.state },
    'district-update': { name: 'South Goa' },
    'upload-create': { contentType: 'image/png', size: 1000 },
    'contact-status': { status: 'read' },
    'password-forgot': { email: testAdmin.email },
    // No real link, and not the current password: both answer 400 once the table is back.
    'password-reset': { token: 'A'.repeat(43), password: 'a long enough password' },
    'password-change': { currentPassword: 'not the password', newPassword: 'a long enough password' },
    // Inviting asks for the admin's password again (docs/decisions/039).
    'admin-invite': { email: 'faults-invited@pawcraft.test', currentPassword: testAdmin.password },
    'product-create': { ...sampleProduct, categoryIds: [ids.category] },
    'product-update': { ...sampleProduct, categoryIds: [ids.category] },
    'category-create': { name: 'After the outage' },
    'category-update': { name: 'Renamed' },
    // Not every category: refused once the table is back.
    'categories-reorder': { ids: [ids.category] },
    'site-part-update': { title: 'After the outage', description: 'Back again.' },
    'site-draft-save': { title: 'After the outage', description: 'A draft again.' },
    // Version 1 (seeded) as the next version, on the live one no other request changes.
    'site-part-restore': { version: 1 },
    'preview-create': { kind: 'blog', value: sampleBlog },
    'autosave-put': { value: { title: 'After the outage' } },
    // Without the version the form opened: restored over whatever is live.
    'blog-version-restore': {},
    'product-version-restore': {},
    // A page view (docs/decisions/071).
    'visit-record': { page: '/about' },
  };
  // A kept version: each item's first (a restore without `version` saves over whatever is live).
  const paths: Record<string, string> = {
    'site-part-restore': '/api/admin/site/seo/versions/1/restore',
    'blog-version-get': `/api/admin/blogs/${ids.blog}/versions/1`,
    'blog-version-restore': `/api/admin/blogs/${ids.blog}/versions/1/restore`,
    'product-version-get': `/api/admin/products/${ids.product}/versions/1`,
    'product-version-restore': `/api/admin/products/${ids.product}/versions/1/restore`,
    // The editor's copy of a real post's form (docs/decisions/069): a kind the route knows.
    'autosave-get': `/api/admin/autosaves/blog/${ids.blog}`,
  };
  // Writes by id aim at an id no item has: the outage must not be able to change anything real.
  const path = paths[route.handler] ?? concretePath(route.path, id ?? '01JZZZZZZZZZZZZZZZZZZZZZZZ');
  // A page view from a browser: a bot's (Node's own user agent) is answered without the table.
  const browser = { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0' };
  return { path, body: bodies[route.handler], ...(route.handler === 'visit-record' && { headers: browser }) };
}

interface VisitorAnswer {
  message: string;
  status: number;
  text: string;
  answeredAt: number;
}

/** Visitors sending contact messages without a pause until stopped; every answer is kept. */
function startVisitors(count: number, label: string) {
  const answers: VisitorAnswer[] = [];
  let running = true;
  let sent = 0;
  const visitor = async () => {
    const client = new ApiClient(stack.url);
    while (running) {
      const message = `${label} message ${sent++}`;
      // Each message a visitor of its own address (the per-address limit, ADR 023).
      const n = sent;
      const response = await client.request('POST', '/api/cnt/contact', {
        body: { ...sampleContact, message },
        from: `127.9.${(n >> 8) & 255}.${n & 255}`,
      });
      answers.push({ message, status: response.status, text: response.text, answeredAt: Date.now() });
    }
  };
  const all = Promise.all(Array.from({ length: count }, visitor));
  return {
    answers,
    stop: async () => {
      running = false;
      await all;
      return answers;
    },
  };
}

/** The overview's counters equal the items the lists show; returns the contact messages. */
async function expectCountersMatchItems(): Promise<ContactMessage[]> {
  const contacts = await allContacts(admin);
  const hierarchy = (await admin.request<Country[]>('GET', '/countries/hierarchy')).body;
  const blogs = (await admin.request<Blog[]>('GET', '/api/blogs')).body;
  const states = hierarchy.flatMap((country) => country.states);
  expect(await admin.counts()).toEqual({
    contacts: contacts.length,
    blogs: blogs.length,
    countries: hierarchy.length,
    states: states.length,
    districts: states.flatMap((state) => state.districts).length,
    newContacts: contacts.filter((contact) => contact.status === 'new').length,
  });
  return contacts;
}

/** Admin routes use the session from before the outage; public ones a visitor without cookies. */
const clientFor = (route: ApiRoute) => (route.access === 'admin' ? admin : new ApiClient(stack.url));

const publicRoutes = (apiRoutes as readonly ApiRoute[]).filter((route) => route.access === 'public');
const adminRoutes = (apiRoutes as readonly ApiRoute[]).filter(
  (route) =>
    route.access === 'admin' && route.handler !== 'admin-logout' && route.handler !== 'sessions-end-all',
);
/** Routes whose sample is refused on purpose (no real link, a wrong current password). */
const refusedSamples = new Set(['password-reset', 'password-change', 'categories-reorder']);

describe('DynamoDB Local stops during a run and comes back', () => {
  let visitorAnswers: VisitorAnswer[] = [];
  /** From the stop signal until DynamoDB Local is gone (it answers a few requests meanwhile). */
  const shutdown = { from: 0, to: 0 };
  const duringOutage = new Map<string, { status: number; text: string }>();

  it('answers every public and admin route with a JSON 503 while it is away, never a 500', async () => {
    const visitors = startVisitors(6, 'Outage run');
    await new Promise((resolve) => setTimeout(resolve, 500));
    shutdown.from = Date.now();
    await stopDynamoDbLocal(join(stack.dataDir, 'dynamodb'), 'SIGTERM');
    shutdown.to = Date.now();
    try {
      for (const route of [...publicRoutes, ...adminRoutes]) {
        const { path, body, headers } = sampleRequest(route);
        const response = await clientFor(route).request(route.method, path, { body, headers });
        duringOutage.set(`${route.method} ${route.path}`, response);
      }
    } finally {
      stopRestarted = await restartDynamoDbLocal(join(stack.dataDir, 'dynamodb'), stack.dynamodbEndpoint);
    }
    // A little traffic after the return, then the visitors stop.
    await new Promise((resolve) => setTimeout(resolve, 500));
    visitorAnswers = await visitors.stop();

    for (const route of publicRoutes) {
      const response = duringOutage.get(`${route.method} ${route.path}`);
      expect(response?.status, `${route.method} ${route.path}: ${response?.text}`).toBe(503);
      expect(JSON.parse(response?.text ?? ''), route.path).toEqual({ message: busyMessage });
    }
    // The authorizer cannot prove a session without the table: it marks the request unavailable
    // and the handler answers 503 "busy" (not 403, which the dashboard would read as logged out).
    for (const route of adminRoutes) {
      const response = duringOutage.get(`${route.method} ${route.path}`);
      expect(response?.status, `${route.method} ${route.path}: ${response?.text}`).toBe(503);
      expect(JSON.parse(response?.text ?? ''), route.path).toEqual({ message: busyMessage });
    }
    const statuses = new Set(visitorAnswers.map((answer) => answer.status));
    expect([...statuses].sort(), 'visitors get 201 or 503, nothing else').toEqual([201, 503]);
  });

  it('works again afterwards with the same session: every route answers 2xx', async () => {
    expect(visitorAnswers.length, 'the first test ran').toBeGreaterThan(0);
    for (const route of [...publicRoutes, ...adminRoutes].filter((one) => one.method !== 'DELETE')) {
      const { path, body, headers } = sampleRequest(route);
      const response = await clientFor(route).request(route.method, path, { body, headers });
      const where = `${route.method} ${path}: ${response.text}`;
      // Updates aim at an id no item has (see sampleRequest): their 404 shows the handler ran.
      if (route.method === 'PUT' && route.path.includes('{')) expect(response.status, where).toBe(404);
      else if (refusedSamples.has(route.handler)) expect(response.status, where).toBe(400);
      else expect(Math.floor(response.status / 100), where).toBe(2);
    }
  });

  it('half-wrote nothing: every 201 is stored, and every counter equals the items really there', async () => {
    const contacts = await expectCountersMatchItems();
    const stored = new Set(contacts.map((contact) => contact.message));
    // DynamoDB Local keeps acknowledging writes for a moment after SIGTERM; now and then one
    // of those was gone after the restart (item and counter alike, so the check above holds),
    // and DynamoDB Local alone loses its last acknowledged transaction on SIGKILL (measured):
    // a trait of the emulator, not of the product. Every other 201 must be stored.
    const inShutdown = (answer: VisitorAnswer) =>
      answer.answeredAt >= shutdown.from && answer.answeredAt <= shutdown.to;
    const lost = visitorAnswers.filter(
      (answer) => answer.status === 201 && !inShutdown(answer) && !stored.has(answer.message),
    );
    expect(lost).toEqual([]);
    expect(
      visitorAnswers.filter((answer) => answer.status === 201 && !inShutdown(answer)).length,
    ).toBeGreaterThan(0);
    const sent = new Set(visitorAnswers.map((answer) => answer.message));
    expect(
      contacts
        .filter((contact) => contact.message.startsWith('Outage run'))
        .every((c) => sent.has(c.message)),
    ).toBe(true);
  });
});

describe('DynamoDB Local crashes (SIGKILL) while visitors write', () => {
  it('answers only 201 or 503, and afterwards every counter still equals the items there', async () => {
    const visitors = startVisitors(6, 'Crash run');
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stopDynamoDbLocal(join(stack.dataDir, 'dynamodb'), 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stopRestarted = await restartDynamoDbLocal(join(stack.dataDir, 'dynamodb'), stack.dynamodbEndpoint);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const answers = await visitors.stop();
    expect([...new Set(answers.map((answer) => answer.status))].sort()).toEqual([201, 503]);
    // Each message and its counter change are one transaction: a crash keeps both or neither.
    await expectCountersMatchItems();
  });
});
