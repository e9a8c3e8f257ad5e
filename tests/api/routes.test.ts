import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountLinkToken, storedEmails } from '../../local/local-mailbox.ts';
import type { BlogSummary, ContactMessage, Country } from '../../shared/api-types.ts';
import { type ApiRoute, apiRoutes, isStateChanging } from '../../shared/routes.ts';
import { expireSession } from './session-items.ts';
import { ApiClient, concretePath, startTestStack, type TestStack, testAdmin } from './test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.dispose();
});

const adminRoutes = (apiRoutes as readonly ApiRoute[]).filter((route) => route.access === 'admin');
const routeName = (route: ApiRoute) => `${route.method} ${route.path}`;
/** An id no item has (ULID-shaped). */
const unknownId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

/** A request to an admin route that must get past the gateway (any body; unknown ids are fine). */
const probePath = (route: ApiRoute) => concretePath(route.path, unknownId);

describe('every route of shared/routes.ts answers a well-formed request', () => {
  /**
   * One successful request per handler, in an order where each can use what the earlier ones
   * made. The test below fails when a route is added without a request here.
   */
  type Context = Record<string, string>;
  const requests: Record<string, (ids: Context) => { path: string; body?: unknown }> = {
    'admin-login': () => ({
      path: '/api/admin/login',
      body: { email: 'admin@pawcraft.test', password: 'correct horse battery staple' },
    }),
    'contact-create': () => ({
      path: '/api/cnt/contact',
      body: {
        name: 'Asha',
        contact: '9876543210',
        email: 'asha@example.com',
        message: 'Do you ship to Pune?',
      },
    }),
    'blogs-list': () => ({ path: '/api/blogs' }),
    'locations-hierarchy': () => ({ path: '/countries/hierarchy' }),
    'state-get': (ids) => ({ path: `/states/${ids.seedState}` }),
    'blog-get': (ids) => ({ path: `/api/blogs/${ids.seedBlog}` }),
    'district-get': (ids) => ({ path: `/api/districts/${ids.seedDistrict}` }),
    sitemap: () => ({ path: '/sitemap.xml' }),
    'contact-list': () => ({ path: '/api/cnt/contact' }),
    'dashboard-data': () => ({ path: '/api/admin/dashboard-data' }),
    'countries-list': () => ({ path: '/countries/view' }),
    'country-create': () => ({ path: '/countries/add', body: { name: 'France' } }),
    'states-list': (ids) => ({ path: `/state/${ids.seedCountry}` }),
    'state-create': (ids) => ({ path: '/state/add', body: { name: 'Brittany', country: ids.country } }),
    'districts-list': (ids) => ({ path: `/district/${ids.seedState}` }),
    'district-create': (ids) => ({ path: '/district/add', body: { name: 'Finistère', state: ids.state } }),
    'upload-create': () => ({ path: '/api/uploads', body: { contentType: 'image/png', size: 1000 } }),
    'blog-create': () => ({
      path: '/api/blogs',
      body: {
        title: 'Route walk',
        date: '2026-11-20',
        author: 'Test',
        tags: 'a, b',
        content: '<p>Hi</p>',
        image: '',
      },
    }),
    'blog-update': (ids) => ({
      path: `/api/blogs/blogs/${ids.blog}`,
      body: {
        title: 'Route walk 2',
        date: '2026-11-21',
        author: 'Test',
        tags: ['a'],
        content: '<p>Hi</p>',
        image: '',
      },
    }),
    // Preview links (docs/decisions/066): one of a post's unsaved state, then revoked.
    'preview-create': (ids) => ({
      path: '/api/admin/previews',
      body: {
        kind: 'blog',
        id: ids.blog,
        value: {
          title: 'Route walk draft',
          date: '2026-11-22',
          author: 'Test',
          tags: [],
          content: '<p>Hi</p>',
        },
      },
    }),
    'preview-revoke': (ids) => ({ path: `/api/admin/previews/${ids.previewToken}` }),
    // The editor's server copy of the post's form (docs/decisions/069): kept, read, deleted.
    'autosave-put': (ids) => ({
      path: `/api/admin/autosaves/blog/${ids.blog}`,
      body: { value: { title: 'Route walk typing', content: '<p>Hi</p>', tags: '' }, baseVersion: 2 },
    }),
    'autosave-get': (ids) => ({ path: `/api/admin/autosaves/blog/${ids.blog}` }),
    'autosave-delete': (ids) => ({ path: `/api/admin/autosaves/blog/${ids.blog}` }),
    // Insights (docs/decisions/072): a range of counters, none written yet.
    'insights-get': () => ({ path: '/api/admin/insights?from=2026-01-01&to=2026-03-31' }),
    // A page view (docs/decisions/071): a page the sitemap lists.
    'visit-record': () => ({ path: '/api/visits', body: { page: '/about' } }),
    'country-update': (ids) => ({ path: `/countries/update/${ids.country}`, body: { name: 'Spain' } }),
    'state-update': (ids) => ({ path: `/state/update/${ids.state}`, body: { name: 'Galicia' } }),
    'district-update': (ids) => ({ path: `/district/update/${ids.district}`, body: { name: 'A Coruña' } }),
    'contact-get': (ids) => ({ path: `/api/cnt/contact/${ids.contact}` }),
    'contact-status': (ids) => ({ path: `/api/cnt/status/${ids.contact}`, body: { status: 'replied' } }),
    'contact-delete': (ids) => ({ path: `/api/cnt/delete/${ids.contact}` }),
    'district-delete': (ids) => ({ path: `/district/delete/${ids.district}` }),
    'state-delete': (ids) => ({ path: `/state/delete/${ids.state}` }),
    'country-delete': (ids) => ({ path: `/countries/delete/${ids.country}` }),
    'blog-admin-get': (ids) => ({ path: `/api/admin/blogs/${ids.blog}` }),
    // Its versions (docs/decisions/067): created as 1, changed as 2; restoring 1 makes 3.
    'blog-versions': (ids) => ({ path: `/api/admin/blogs/${ids.blog}/versions` }),
    'blog-version-get': (ids) => ({ path: `/api/admin/blogs/${ids.blog}/versions/1` }),
    'blog-version-restore': (ids) => ({
      path: `/api/admin/blogs/${ids.blog}/versions/1/restore`,
      body: { version: 2 },
    }),
    'blog-delete': (ids) => ({ path: `/api/blogs/blogs/${ids.blog}` }),
    // The catalogue (issue 20): a category and a product of it, from draft to deleted.
    'categories-list': () => ({ path: '/api/categories' }),
    'category-create': () => ({ path: '/api/admin/categories', body: { name: 'Route walk' } }),
    'categories-admin-list': () => ({ path: '/api/admin/categories' }),
    'category-update': (ids) => ({ path: `/api/admin/categories/${ids.category}`, body: { name: 'Walk' } }),
    'categories-reorder': (ids) => ({
      path: '/api/admin/categories/order',
      body: { ids: ids.categoryOrder.split(',').reverse() },
    }),
    'product-create': (ids) => ({
      path: '/api/admin/products',
      body: { name: 'Route walk', categoryIds: [ids.category] },
    }),
    'product-update': (ids) => ({
      path: `/api/admin/products/${ids.product}`,
      body: { name: 'Route walk', categoryIds: [ids.category], status: 'published' },
    }),
    'products-list': () => ({ path: '/api/products' }),
    'products-search-index': () => ({ path: '/api/products/search-index' }),
    'product-get': (ids) => ({ path: `/api/products/${ids.product}` }),
    'products-admin-list': () => ({ path: '/api/admin/products?q=walk' }),
    'blogs-admin-list': () => ({ path: '/api/admin/blogs?status=draft' }),
    'product-admin-get': (ids) => ({ path: `/api/admin/products/${ids.product}` }),
    'product-versions': (ids) => ({ path: `/api/admin/products/${ids.product}/versions` }),
    'product-version-get': (ids) => ({ path: `/api/admin/products/${ids.product}/versions/1` }),
    'product-version-restore': (ids) => ({
      path: `/api/admin/products/${ids.product}/versions/1/restore`,
      body: { version: 2 },
    }),
    'product-delete': (ids) => ({ path: `/api/admin/products/${ids.product}` }),
    'category-delete': (ids) => ({ path: `/api/admin/categories/${ids.category}` }),
    // Accounts (issue 13). The sessions list finds the other session made before the walk.
    'sessions-list': () => ({ path: '/api/admin/sessions' }),
    'session-end': (ids) => ({ path: `/api/admin/sessions/${ids.otherSession}` }),
    'admins-list': () => ({ path: '/api/admin/admins' }),
    'admin-invite': () => ({
      path: '/api/admin/admins',
      body: { email: 'walk@pawcraft.test', currentPassword: testAdmin.password },
    }),
    'admin-remove': () => ({
      path: `/api/admin/admins/${encodeURIComponent('walk@pawcraft.test')}`,
      body: { currentPassword: testAdmin.password },
    }),
    'activity-list': () => ({ path: '/api/admin/activity' }),
    // The site settings (docs/decisions/063): the start's migration seeded each part as version 1.
    'site-get': () => ({ path: '/api/admin/site' }),
    'site-part-update': () => ({
      path: '/api/admin/site/seo',
      body: { title: 'Route walk', description: 'Every route answers.', version: 1 },
    }),
    'site-part-versions': () => ({ path: '/api/admin/site/seo/versions' }),
    'site-part-restore': () => ({ path: '/api/admin/site/seo/versions/1/restore', body: { version: 2 } }),
    // A part's draft (docs/decisions/070): kept as version 1, then thrown away.
    'site-draft-save': () => ({
      path: '/api/admin/site/seo/draft',
      body: { title: 'Route walk draft', description: 'Not public.', version: 0 },
    }),
    'site-draft-discard': () => ({ path: '/api/admin/site/seo/draft?version=1' }),
    'password-change': () => ({
      path: '/api/admin/password',
      body: { currentPassword: 'correct horse battery staple', newPassword: 'a walk through the routes' },
    }),
    // The reset link (read from the local mailbox) sets the first password again.
    'password-forgot': () => ({ path: '/api/admin/password/forgot', body: { email: 'admin@pawcraft.test' } }),
    'password-reset': (ids) => ({
      path: '/api/admin/password/reset',
      body: { token: ids.resetToken, password: 'correct horse battery staple' },
    }),
    'admin-logout': () => ({ path: '/api/admin/logout' }),
    // After logout: signs in again first (below), then signs out everywhere.
    'sessions-end-all': () => ({ path: '/api/admin/sessions' }),
  };

  it('has one sample request for each handler of the route table', () => {
    expect(Object.keys(requests).sort()).toEqual(apiRoutes.map((route) => route.handler).sort());
  });

  it('answers each of them with a 2xx, in turn', async () => {
    const client = new ApiClient(stack.url);
    const hierarchy = await client.request<Country[]>('GET', '/countries/hierarchy');
    const india = hierarchy.body.find((country) => country.name === 'India');
    const uttarakhand = india?.states.find((state) => state.name === 'Uttarakhand');
    const blogs = await client.request<BlogSummary[]>('GET', '/api/blogs');
    const ids: Context = {
      seedCountry: india?._id ?? '',
      seedState: uttarakhand?._id ?? '',
      seedDistrict: uttarakhand?.districts.find((district) => district.name === 'Dehradun')?._id ?? '',
      seedBlog: blogs.body[0]?._id ?? '',
    };
    expect(Object.values(ids).every(Boolean), 'the seed has India > Uttarakhand > Dehradun and blogs').toBe(
      true,
    );

    // A second session of the admin, for the sessions list and signing one out.
    await new ApiClient(stack.url).login();
    for (const [handler, makeRequest] of Object.entries(requests)) {
      if (handler === 'sessions-end-all') await client.login();
      const route = apiRoutes.find((candidate) => candidate.handler === handler) as ApiRoute;
      const { path, body } = makeRequest(ids);
      const response = await client.request<{ _id?: string } & ContactMessage[]>(route.method, path, {
        body,
      });
      expect(response.status, `${route.method} ${path}: ${response.text}`).toBeGreaterThanOrEqual(200);
      expect(response.status, `${route.method} ${path}: ${response.text}`).toBeLessThan(300);
      // Remember what this request made, for the requests after it.
      if (handler === 'country-create') ids.country = response.body._id ?? '';
      if (handler === 'state-create') ids.state = response.body._id ?? '';
      if (handler === 'district-create') ids.district = response.body._id ?? '';
      if (handler === 'blog-create') ids.blog = response.body._id ?? '';
      if (handler === 'preview-create') ids.previewToken = (response.body as { token?: string }).token ?? '';
      if (handler === 'contact-list') ids.contact = response.body[0]?._id ?? '';
      if (handler === 'category-create') ids.category = response.body._id ?? '';
      if (handler === 'categories-admin-list')
        ids.categoryOrder = (response.body as unknown as { _id: string }[]).map((one) => one._id).join(',');
      if (handler === 'product-create') ids.product = response.body._id ?? '';
      if (handler === 'sessions-list')
        ids.otherSession =
          (response.body as unknown as { id: string; current: boolean }[]).find((one) => !one.current)?.id ??
          '';
      if (handler === 'password-forgot') ids.resetToken = await mailedToken('admin@pawcraft.test');
    }
  });
});

/** The token of the newest account link the local SES holds for `address`. */
async function mailedToken(address: string): Promise<string> {
  return accountLinkToken(await storedEmails(stack.mail.endpoint, address)) ?? '';
}

describe('unknown API paths and methods', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['PATCH', '/api/blogs'],
    ['DELETE', '/countries/hierarchy'],
  ])('%s %s -> 404 {"message":"Not Found"}', async (method, path) => {
    const response = await new ApiClient(stack.url).request(method, path);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ message: 'Not Found' });
  });
});

/** An admin of its own, for the routes that end the sessions of whoever calls them. */
async function ownAdmin() {
  const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
  const account = { email: 'matrix-own@pawcraft.test', password: 'the matrix own password' };
  await putAdmin(account.email, account.password);
  return account;
}

describe('the authorization matrix of every admin route', () => {
  // Sessions shared by the matrix (a login costs a scrypt hash): none of the checks below uses them up.
  const active = () => sessions.active;
  const sessions = {} as Record<'active' | 'expired' | 'loggedOut', ApiClient>;
  beforeAll(async () => {
    for (const name of ['active', 'expired', 'loggedOut'] as const) {
      sessions[name] = new ApiClient(stack.url);
      await sessions[name].login();
    }
    await expireSession(stack, sessions.expired.cookies.get('__Host-session') ?? '');
    const oldCookies = new Map(sessions.loggedOut.cookies);
    expect((await sessions.loggedOut.request('POST', '/api/admin/logout')).status).toBe(200);
    for (const [name, value] of oldCookies) sessions.loggedOut.cookies.set(name, value);
  });

  describe.each(adminRoutes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
    const path = probePath(route);
    const body = isStateChanging(route.method) ? {} : undefined;

    it('refuses a request without a cookie: 401 from the gateway', async () => {
      const response = await new ApiClient(stack.url).request(route.method, path, { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: 'Unauthorized' });
    });

    it('refuses a forged session signature or a made-up token: 403 from the gateway', async () => {
      const [sessionId, signature] = (active().cookies.get('__Host-session') ?? '').split('.');
      const otherSignature = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
      for (const forged of [`${sessionId}.${otherSignature}`, 'not-a-token', `${sessionId}.`]) {
        const client = new ApiClient(stack.url);
        client.cookies.set('__Host-session', forged);
        client.cookies.set('XSRF-TOKEN', active().cookies.get('XSRF-TOKEN') ?? '');
        const response = await client.request(route.method, path, { body });
        expect(response.status, forged).toBe(403);
        expect(response.body).toEqual({ message: 'Forbidden' });
      }
    });

    it('refuses an expired session: 403', async () => {
      expect((await sessions.expired.request(route.method, path, { body })).status).toBe(403);
    });

    it('refuses the old cookies after logout: 403', async () => {
      expect((await sessions.loggedOut.request(route.method, path, { body })).status).toBe(403);
    });

    if (isStateChanging(route.method)) {
      it('needs the X-XSRF-TOKEN header: 403 without it or with a wrong one, past the guards with it', async () => {
        const without = await active().request(route.method, path, { body, withoutCsrf: true });
        expect(without.status).toBe(403);
        const wrong = await active().request(route.method, path, {
          body,
          withoutCsrf: true,
          headers: { 'x-xsrf-token': 'A'.repeat(43) },
        });
        expect(wrong.status).toBe(403);
        // Logging out (or out everywhere) would end the shared session: those routes get an admin of their own.
        const endsSessions = route.handler === 'admin-logout' || route.handler === 'sessions-end-all';
        const client = endsSessions ? new ApiClient(stack.url) : active();
        if (client !== active()) await client.login(await ownAdmin());
        const withToken = await client.request(route.method, path, { body });
        expect([401, 403], withToken.text).not.toContain(withToken.status);
        expect(withToken.status, withToken.text).toBeLessThan(500);
      });
    } else {
      it('lets a logged-in admin through without a CSRF header (GET)', async () => {
        const response = await active().request(route.method, path, { withoutCsrf: true });
        expect([401, 403], response.text).not.toContain(response.status);
        expect(response.status, response.text).toBeLessThan(500);
      });
    }
  });
});
