/**
 * The one route table of the API. `local/` mounts it behind the local API Gateway,
 * `infra/` makes one Lambda per entry, and the tests walk it. A route lives here or nowhere.
 *
 * - `path` uses API Gateway HTTP API syntax (`{name}` for a path parameter).
 * - `handler` is the module `functions/<handler>.ts`, which exports `handler`.
 * - `access: 'admin'` puts the session authorizer in front of the route; state-changing
 *   admin routes (every method but GET) also require the CSRF header.
 */
import { uploadsKeyPrefix } from './uploads-bucket.ts';
import { encodeUriText } from './uri-text.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Access = 'public' | 'admin';

export interface ApiRoute {
  method: HttpMethod;
  path: string;
  handler: string;
  access: Access;
  /**
   * The query parameters a public GET reads. CloudFront caches public GETs with these, and
   * only these, in the cache key and forwards no others (infra/site-distribution.ts,
   * docs/decisions/056): `?x=N` must not make a new copy, nor reach the handler.
   * @default - none
   */
  query?: readonly string[];
}

/** Where a part of the site settings keeps its versions (and restores one). */
const sitePartVersions = '/api/admin/site/{part}/versions';
/** Where a post and a product keep their versions (docs/decisions/067). */
const blogVersions = '/api/admin/blogs/{id}/versions';
const productVersions = '/api/admin/products/{id}/versions';
/** Where an admin's server copy of a form is kept (docs/decisions/069). */
const autosaves = '/api/admin/autosaves/{kind}/{id}';

export const apiRoutes = [
  // Public: the spec's calls
  { method: 'POST', path: '/api/cnt/contact', handler: 'contact-create', access: 'public' },
  { method: 'GET', path: '/api/blogs', handler: 'blogs-list', access: 'public', query: ['limit', 'cursor'] },
  { method: 'GET', path: '/countries/hierarchy', handler: 'locations-hierarchy', access: 'public' },
  { method: 'GET', path: '/states/{stateId}', handler: 'state-get', access: 'public' },
  { method: 'POST', path: '/api/admin/login', handler: 'admin-login', access: 'public' },
  // Public: added for deep links and search engines
  { method: 'GET', path: '/api/blogs/{id}', handler: 'blog-get', access: 'public' },
  { method: 'GET', path: '/api/districts/{id}', handler: 'district-get', access: 'public' },
  { method: 'GET', path: '/sitemap.xml', handler: 'sitemap', access: 'public', query: ['part'] },

  // Admin: the spec's calls
  { method: 'GET', path: '/api/cnt/contact', handler: 'contact-list', access: 'admin' },
  { method: 'POST', path: '/api/blogs', handler: 'blog-create', access: 'admin' },
  { method: 'GET', path: '/countries/view', handler: 'countries-list', access: 'admin' },
  { method: 'POST', path: '/countries/add', handler: 'country-create', access: 'admin' },
  { method: 'GET', path: '/state/{countryId}', handler: 'states-list', access: 'admin' },
  { method: 'POST', path: '/state/add', handler: 'state-create', access: 'admin' },
  { method: 'GET', path: '/district/{stateId}', handler: 'districts-list', access: 'admin' },
  { method: 'POST', path: '/district/add', handler: 'district-create', access: 'admin' },
  { method: 'POST', path: '/api/admin/logout', handler: 'admin-logout', access: 'admin' },
  { method: 'GET', path: '/api/admin/dashboard-data', handler: 'dashboard-data', access: 'admin' },
  // Admin: added so the company can fix its own mistakes (paths follow the earlier backend)
  { method: 'PUT', path: '/api/blogs/blogs/{id}', handler: 'blog-update', access: 'admin' },
  { method: 'DELETE', path: '/api/blogs/blogs/{id}', handler: 'blog-delete', access: 'admin' },
  // The post the edit form opens, never from a cache: its `version` goes back with the save
  // (docs/decisions/052), where the public read above may be a copy up to 50 s old.
  { method: 'GET', path: '/api/admin/blogs/{id}', handler: 'blog-admin-get', access: 'admin' },
  // The blog manager's list: drafts and scheduled posts too, with a status filter (docs/decisions/064).
  { method: 'GET', path: '/api/admin/blogs', handler: 'blogs-admin-list', access: 'admin' },
  { method: 'PUT', path: '/countries/update/{id}', handler: 'country-update', access: 'admin' },
  { method: 'DELETE', path: '/countries/delete/{id}', handler: 'country-delete', access: 'admin' },
  { method: 'PUT', path: '/state/update/{id}', handler: 'state-update', access: 'admin' },
  { method: 'DELETE', path: '/state/delete/{id}', handler: 'state-delete', access: 'admin' },
  { method: 'PUT', path: '/district/update/{id}', handler: 'district-update', access: 'admin' },
  { method: 'DELETE', path: '/district/delete/{id}', handler: 'district-delete', access: 'admin' },
  { method: 'DELETE', path: '/api/cnt/delete/{id}', handler: 'contact-delete', access: 'admin' },
  // Admin: enquiries (issue 12): one message (its email links to it), and its status
  { method: 'GET', path: '/api/cnt/contact/{id}', handler: 'contact-get', access: 'admin' },
  { method: 'PUT', path: '/api/cnt/status/{id}', handler: 'contact-status', access: 'admin' },
  { method: 'POST', path: '/api/uploads', handler: 'upload-create', access: 'admin' },
  // Accounts (issue 13, docs/decisions/029): forgotten passwords and invitation links (public),
  // your password and sessions, the other admins, and who changed what.
  { method: 'POST', path: '/api/admin/password/forgot', handler: 'password-forgot', access: 'public' },
  { method: 'POST', path: '/api/admin/password/reset', handler: 'password-reset', access: 'public' },
  { method: 'POST', path: '/api/admin/password', handler: 'password-change', access: 'admin' },
  { method: 'GET', path: '/api/admin/sessions', handler: 'sessions-list', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/sessions', handler: 'sessions-end-all', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/sessions/{id}', handler: 'session-end', access: 'admin' },
  { method: 'GET', path: '/api/admin/admins', handler: 'admins-list', access: 'admin' },
  { method: 'POST', path: '/api/admin/admins', handler: 'admin-invite', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/admins/{email}', handler: 'admin-remove', access: 'admin' },
  { method: 'GET', path: '/api/admin/activity', handler: 'activity-list', access: 'admin' },
  // The catalogue (issue 20, docs/decisions/047). Public answers never hold a draft; the
  // search index's fixed path comes before `{id}`, which also takes a slug.
  {
    method: 'GET',
    path: '/api/products',
    handler: 'products-list',
    access: 'public',
    query: ['limit', 'cursor', 'category'],
  },
  { method: 'GET', path: '/api/products/search-index', handler: 'products-search-index', access: 'public' },
  { method: 'GET', path: '/api/products/{id}', handler: 'product-get', access: 'public' },
  { method: 'GET', path: '/api/categories', handler: 'categories-list', access: 'public' },
  { method: 'GET', path: '/api/admin/products', handler: 'products-admin-list', access: 'admin' },
  { method: 'GET', path: '/api/admin/products/{id}', handler: 'product-admin-get', access: 'admin' },
  { method: 'POST', path: '/api/admin/products', handler: 'product-create', access: 'admin' },
  { method: 'PUT', path: '/api/admin/products/{id}', handler: 'product-update', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/products/{id}', handler: 'product-delete', access: 'admin' },
  { method: 'GET', path: '/api/admin/categories', handler: 'categories-admin-list', access: 'admin' },
  { method: 'POST', path: '/api/admin/categories', handler: 'category-create', access: 'admin' },
  { method: 'PUT', path: '/api/admin/categories/order', handler: 'categories-reorder', access: 'admin' },
  { method: 'PUT', path: '/api/admin/categories/{id}', handler: 'category-update', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/categories/{id}', handler: 'category-delete', access: 'admin' },
  // The site settings (issue 34, docs/decisions/063): each part, its kept versions, a restore.
  { method: 'GET', path: '/api/admin/site', handler: 'site-get', access: 'admin' },
  { method: 'PUT', path: '/api/admin/site/{part}', handler: 'site-part-update', access: 'admin' },
  { method: 'GET', path: sitePartVersions, handler: 'site-part-versions', access: 'admin' },
  {
    method: 'POST',
    path: `${sitePartVersions}/{version}/restore`,
    handler: 'site-part-restore',
    access: 'admin',
  },
  // Revisions of posts and products (issue 35, docs/decisions/067): the kept versions without
  // their values, one with its value, a restore (a new save, so it can be undone).
  { method: 'GET', path: blogVersions, handler: 'blog-versions', access: 'admin' },
  { method: 'GET', path: `${blogVersions}/{version}`, handler: 'blog-version-get', access: 'admin' },
  {
    method: 'POST',
    path: `${blogVersions}/{version}/restore`,
    handler: 'blog-version-restore',
    access: 'admin',
  },
  { method: 'GET', path: productVersions, handler: 'product-versions', access: 'admin' },
  { method: 'GET', path: `${productVersions}/{version}`, handler: 'product-version-get', access: 'admin' },
  {
    method: 'POST',
    path: `${productVersions}/{version}/restore`,
    handler: 'product-version-restore',
    access: 'admin',
  },
  // Preview links (issue 35, docs/decisions/066): the page of a form's unsaved state for 48 hours.
  { method: 'POST', path: '/api/admin/previews', handler: 'preview-create', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/previews/{token}', handler: 'preview-revoke', access: 'admin' },
  // The editor's server copy of a post's or a product's form (issue 35, docs/decisions/069):
  // the signed-in admin's own, `new` for a form never saved; never the item nor a version.
  { method: 'GET', path: autosaves, handler: 'autosave-get', access: 'admin' },
  { method: 'PUT', path: autosaves, handler: 'autosave-put', access: 'admin' },
  { method: 'DELETE', path: autosaves, handler: 'autosave-delete', access: 'admin' },
  // Insights (issue 36, docs/decisions/072): what the visit and enquiry counters say about a range.
  { method: 'GET', path: '/api/admin/insights', handler: 'insights-get', access: 'admin' },
  // A site part's draft (issue 34 item 5, docs/decisions/070): kept or scheduled, or thrown away.
  { method: 'PUT', path: '/api/admin/site/{part}/draft', handler: 'site-draft-save', access: 'admin' },
  { method: 'DELETE', path: '/api/admin/site/{part}/draft', handler: 'site-draft-discard', access: 'admin' },
  // The visit beacon (issue 36, docs/decisions/071): a public page view, counted without cookies.
  { method: 'POST', path: '/api/visits', handler: 'visit-record', access: 'public' },
] as const satisfies readonly ApiRoute[];

type Route = (typeof apiRoutes)[number];
/** A route's name: its handler, unique in the table (one Lambda per route). */
export type RouteName = Route['handler'];
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;
/** The path parameters a route needs, e.g. `{ id: string }` for `/api/blogs/{id}` (`{}` for none). */
export type PathParameters<Name extends RouteName> = {
  [Key in PathParameterNames<Extract<Route, { handler: Name }>['path']>]: string;
};

/**
 * The method and path of the named route with its parameters filled in, each encoded as the
 * one path segment it is: how the browser writes every API call (web/lib/api-client.ts).
 */
export function routeRequest<Name extends RouteName>(
  name: Name,
  parameters: PathParameters<Name>,
): { method: HttpMethod; path: string } {
  const route = (apiRoutes as readonly ApiRoute[]).find((candidate) => candidate.handler === name);
  if (!route) throw new Error(`No route named ${name}`);
  const values = parameters as Record<string, string>;
  const path = route.path.replace(/\{(\w+)\}/g, (_, key: string) => encodeUriText(values[key]));
  return { method: route.method, path };
}

/** The handler module that checks the session cookie in front of every admin route. */
export const authorizerHandler = 'authorizer';

/**
 * Path prefixes that belong to the API (everything else is the web app), and the prefix
 * under which uploaded images are served from the uploads bucket. CloudFront behaviours
 * and the local server both route by these.
 */
export const apiPathPrefixes = ['/api/', '/countries/', '/state/', '/states/', '/district/', '/sitemap.xml'];
export const uploadsPathPrefix = `/${uploadsKeyPrefix}`;

/**
 * True for methods that change state (all but GET and HEAD): these need the CSRF header on admin
 * routes (functions/lib/http/http-handler.ts), and only these carry a body to the page renderer.
 */
export const isStateChanging = (method: string): boolean => method !== 'GET' && method !== 'HEAD';

/** Finds the route for a request and its path parameters, or undefined. */
export function matchRoute(
  method: string,
  path: string,
): { route: ApiRoute; pathParameters: Record<string, string> } | undefined {
  for (const route of apiRoutes as readonly ApiRoute[]) {
    if (route.method !== method) continue;
    const pathParameters = matchPath(route.path, path);
    if (pathParameters) return { route, pathParameters };
  }
  return undefined;
}

function matchPath(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i];
    if (part.startsWith('{') && part.endsWith('}')) {
      if (!got[i]) return undefined;
      params[part.slice(1, -1)] = decodeURIComponent(got[i]);
    } else if (part !== got[i]) {
      return undefined;
    }
  }
  return params;
}
