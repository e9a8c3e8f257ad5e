import type { ApiRoute, authorizerHandler } from '../shared/routes.ts';
import type { HandlerName } from './handler-permissions.ts';

/**
 * The nested stacks the API's functions are split into (docs/decisions/041): each route's
 * function, log group, role, policy, integration, route and invoke permission (7 resources)
 * live in its area's stack, so the stage's stack stays far from CloudFormation's 500
 * resources and each area has room for about 40 more routes.
 */
export const apiAreas = {
  /** The public site's calls: contact form, blogs, places, sitemap. */
  site: 'SiteApi',
  /** Countries, states and districts in the dashboard. */
  places: 'PlacesApi',
  /** Blogs, uploads, messages, the overview and the site settings in the dashboard. */
  content: 'ContentApi',
  /** Sign-in, passwords, sessions, admins and activity. */
  accounts: 'AccountsApi',
  /** Products and categories (issue 20). */
  catalogue: 'CatalogueApi',
  /** What the owner has not published yet: the editor's server copies and the site parts' drafts (issues 34, 35). */
  drafts: 'DraftsApi',
} as const;
export type ApiArea = keyof typeof apiAreas;

/** The handler of a route of shared/routes.ts (every handler but the authorizer). */
export type RouteHandlerName = Exclude<HandlerName, typeof authorizerHandler>;

/**
 * The area of every route's handler: a handler missing here is a type error, and the
 * stack-size test (tests/infra/stack-size.test.ts) holds every area under its budget. The
 * authorizer is not here: it stays in the stage's stack, since the API's authorizer (there)
 * needs it and every admin route needs the authorizer.
 *
 * Never move a deployed handler to another area: its function has a fixed name, which the
 * new stack cannot create while the old one still holds it.
 */
export const handlerAreas: Record<RouteHandlerName, ApiArea> = {
  'contact-create': 'site',
  'blogs-list': 'site',
  'locations-hierarchy': 'site',
  'state-get': 'site',
  'blog-get': 'site',
  'district-get': 'site',
  sitemap: 'site',
  'countries-list': 'places',
  'country-create': 'places',
  'states-list': 'places',
  'state-create': 'places',
  'districts-list': 'places',
  'district-create': 'places',
  'country-update': 'places',
  'country-delete': 'places',
  'state-update': 'places',
  'state-delete': 'places',
  'district-update': 'places',
  'district-delete': 'places',
  'contact-list': 'content',
  'blog-create': 'content',
  'dashboard-data': 'content',
  'blog-update': 'content',
  'blog-delete': 'content',
  'blog-admin-get': 'content',
  'blogs-admin-list': 'content',
  'contact-delete': 'content',
  'contact-get': 'content',
  'contact-status': 'content',
  'upload-create': 'content',
  'activity-list': 'content',
  'site-get': 'content',
  'site-part-update': 'content',
  'site-part-versions': 'content',
  'site-part-restore': 'content',
  'site-draft-save': 'drafts',
  'site-draft-discard': 'drafts',
  // Revisions (docs/decisions/067), beside their items' routes.
  'blog-versions': 'content',
  'blog-version-get': 'content',
  'blog-version-restore': 'content',
  'preview-create': 'content',
  'preview-revoke': 'content',
  'autosave-get': 'drafts',
  'autosave-put': 'drafts',
  'autosave-delete': 'drafts',
  'visit-record': 'site',
  'admin-login': 'accounts',
  'admin-logout': 'accounts',
  'password-forgot': 'accounts',
  'password-reset': 'accounts',
  'password-change': 'accounts',
  'sessions-list': 'accounts',
  'sessions-end-all': 'accounts',
  'session-end': 'accounts',
  'admins-list': 'accounts',
  'admin-invite': 'accounts',
  'admin-remove': 'accounts',
  'products-list': 'catalogue',
  'products-search-index': 'catalogue',
  'product-get': 'catalogue',
  'categories-list': 'catalogue',
  'products-admin-list': 'catalogue',
  'product-admin-get': 'catalogue',
  'product-create': 'catalogue',
  'product-update': 'catalogue',
  'product-delete': 'catalogue',
  'product-versions': 'catalogue',
  'product-version-get': 'catalogue',
  'product-version-restore': 'catalogue',
  'categories-admin-list': 'catalogue',
  'category-create': 'catalogue',
  'categories-reorder': 'catalogue',
  'category-update': 'catalogue',
  'category-delete': 'catalogue',
  // Insights (docs/decisions/072), beside the overview.
  'insights-get': 'content',
};

/**
 * A route not in shared/routes.ts yet, synthesised as if it were, to size the stacks before
 * it is built (the stack-size test plans as many routes again as the catalogue has). Its
 * function bundles `standIn`'s module and gets its grants.
 */
export interface PlannedRoute extends ApiRoute {
  readonly area: ApiArea;
  readonly standIn: RouteHandlerName;
}
