/**
 * Shapes of the API's JSON, as the spec names them (`_id` ids). The browser and the
 * Lambdas both import these, so a field renamed here is renamed everywhere.
 */

import type { InsightsAnswer } from './insights.ts';
import type { ImageInfo, ProductPhoto } from './photo-types.ts';
import type { RouteName } from './routes.ts';
import type { SiteDraftState, SitePartState, SitePartVersions, SiteSettingsOverview } from './site-parts.ts';
import type { Channel, DeviceClass } from './visit-source.ts';

export type { ImageInfo, ProductPhoto, PublicPhoto } from './photo-types.ts';

/** A `{ message }` answer: logins, logouts, some deletions, and every error. */
export interface MessageBody {
  message: string;
}
export type ErrorBody = MessageBody;

/**
 * Where a contact message stands: `new` until an admin opens it, then `read`; an admin marks
 * it `replied` (the Reply button) or `archived`.
 */
export const contactStatuses = ['new', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof contactStatuses)[number];

export interface ContactMessage {
  _id: string;
  name: string;
  contact: string;
  email: string;
  message: string;
  /** ISO time the message arrived. */
  createdAt: string;
  status: ContactStatus;
  /** The product an enquiry is about ("Enquire about this product"), its name as it was then. */
  product?: EnquiredProduct;
  /** How many the buyer wants, in their words (product enquiries only). */
  quantity?: string;
  /** The country the buyer would ship to (product enquiries only). */
  country?: string;
  /**
   * ISO time SES did not answer this message's email in time: it may not be in the inbox, and
   * it is never sent again (docs/decisions/053). The dashboard says so; the spec's client
   * ignores it.
   */
  mailUncertainAt?: string;
  /**
   * Where the buyer came from (docs/decisions/068): the visit's facts stored with the message.
   * Absent on messages stored before it; the spec's client ignores it.
   */
  attribution?: EnquiryAttribution;
}

/** An enquiry's visit: every field optional but the channel, each plain text and bounded. */
export interface EnquiryAttribution {
  /** The visit's first page on this site, path and query (`/manufacturers/jaipur?utm_source=…`). */
  landingPage?: string;
  /** The origin of the page the buyer came from (`https://www.google.com`), never its path. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  channel: Channel;
  /** The page the form was sent from. */
  formPage?: string;
  /** Pages seen in the visit, counted in the browser's memory (only with JavaScript). */
  pagesSeen?: number;
  /** Two-letter code, from CloudFront's `CloudFront-Viewer-Country`. */
  country?: string;
  device?: DeviceClass;
}

export interface EnquiredProduct {
  id: number;
  name: string;
}

export interface Blog {
  _id: string;
  title: string;
  /** The post's URL segment, `/blog/<slug>` (shared/site-urls.ts): unique, kept when the title changes. */
  slug: string;
  /** The date the admin typed, `YYYY-MM-DD`. */
  date: string;
  author: string;
  tags: string[];
  /** Sanitised HTML. */
  content: string;
  /**
   * Key of the cover image as uploaded, e.g. `uploads/2026/…/x.png`, or '' when none. The
   * original itself is never served: pages show the variants `imageInfo` describes.
   */
  image: string;
  /**
   * The variants made from `image` (docs/decisions/024); absent when there is no image, and on
   * posts saved before variants existed until `npm run admin -- migrate` fills it in.
   */
  imageInfo?: ImageInfo;
  createdAt: string;
  /** ISO time of the last change (the sitemap's lastmod); createdAt for a post never edited. */
  updatedAt: string;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
  /** Absent: published (every post stored before statuses, and every public answer). */
  status?: PublicationStatus;
  publishAt?: string;
  unpublishAt?: string;
  scheduleRevision?: number;
}

/** A blog in a list: everything but the article, which only the post's own page loads. */
export type BlogSummary = Omit<Blog, 'content'>;

/** A place's name and its URL segment (shared/site-urls.ts), unique among its siblings. */
export interface NamedPlace {
  _id: string;
  name: string;
  slug: string;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

export interface District {
  _id: string;
  name: string;
  slug: string;
  /** Id of the state it belongs to. */
  state: string;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

export interface State {
  _id: string;
  name: string;
  slug: string;
  /** Id of the country it belongs to. */
  country: string;
  districts: District[];
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

export interface Country {
  _id: string;
  name: string;
  slug: string;
  /** ISO 3166-1 alpha-2 code, lower case; the flag is `/flags/<code>.svg`. */
  code: string;
  states: State[];
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

/** `GET /countries/view`: countries with their numbers of states and districts. */
export interface CountrySummary {
  _id: string;
  name: string;
  code: string;
  states: { _id: string; name: string }[];
  stateCount: number;
  districtCount: number;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

/** `GET /states/{stateId}`, and a state's page `/marketplace/<country>/<state>`. */
export interface StateDetail {
  _id: string;
  name: string;
  slug: string;
  country: NamedPlace & { code: string };
  districts: District[];
  /** The page's canonical path, `/marketplace/<country>/<state>`. */
  path: string;
  updatedAt: string;
}

/** `GET /api/districts/{id}`, and a district's page `/marketplace/<country>/<state>/<district>`. */
export interface DistrictDetail {
  _id: string;
  name: string;
  slug: string;
  state: NamedPlace;
  country: NamedPlace & { code: string };
  /** The page's canonical path, `/marketplace/<country>/<state>/<district>`. */
  path: string;
  updatedAt: string;
}

/** `/marketplace`: countries and their states, never their districts (the page's bytes must not grow with them). */
export interface MarketplaceCountry extends NamedPlace {
  code: string;
  states: NamedPlace[];
}

export interface Counts {
  blogs: number;
  countries: number;
  states: number;
  districts: number;
  contacts: number;
  /** Contact messages no admin has opened yet. */
  newContacts: number;
}

/** `GET /api/admin/dashboard-data`. */
export interface DashboardData {
  admin: { email: string };
  counts: Counts;
  latestContacts: ContactMessage[];
  latestBlogs: BlogSummary[];
}

/** A page of a long list: `GET /api/blogs?limit=…&cursor=…` (contacts page the same way, their cursor in a header). */
export interface Page<T> {
  items: T[];
  /** Pass as `cursor` to get the next page; absent on the last page. */
  nextCursor?: string;
}

/**
 * One kept version of a post or a product (docs/decisions/067) as its history lists it: who
 * saved it, when, and the names of the fields that differ from the version before it (none for
 * the first one kept).
 */
export interface RevisionSummary {
  version: number;
  savedAt: string;
  /** The admin's email, or "schedule" for a scheduled change. */
  savedBy: string;
  changed: string[];
}

/** A kept version with its value: the item's whole editable state as that save stored it. */
export interface Revision<Value = Record<string, unknown>> extends RevisionSummary {
  value: Value;
}

/** `GET /api/admin/blogs/{id}/versions` and the products' alike: newest first, without values. */
export interface RevisionList {
  versions: RevisionSummary[];
}

/** `POST /api/uploads`: a presigned POST for one image. */
export interface UploadTicket {
  url: string;
  fields: Record<string, string>;
  /** The key to send as `image` when saving the blog. */
  key: string;
  maxBytes: number;
}

/** `DELETE` of a country or state reports what went with it. */
export interface DeleteResult {
  deleted: { countries: number; states: number; districts: number };
}

/**
 * Where a post or product is in its publishing (docs/decisions/064): only `published` items
 * appear in a public answer; `scheduled` ones wait for their `publishAt`.
 */
export const publicationStatuses = ['draft', 'scheduled', 'published'] as const;
export type PublicationStatus = (typeof publicationStatuses)[number];
/** Products had draft and published before posts had any status: the same three now. */
export const productStatuses = publicationStatuses;
export type ProductStatus = PublicationStatus;

/**
 * A post's or product's publishing as the dashboard reads it (docs/decisions/064). Times are
 * ISO-8601 in UTC; the dashboard shows and takes them in India's time (shared/india-time.ts).
 */
export interface Publication {
  status: PublicationStatus;
  /** When a `scheduled` item goes live (only while scheduled). */
  publishAt?: string;
  /** When a scheduled or published item goes back to draft. */
  unpublishAt?: string;
  /** One more each time either time is set, changed or cleared: a schedule made for an older one is stale. */
  scheduleRevision?: number;
}

/** A category of the catalogue: a browse tile (`/category-products`) and a filter. */
export interface Category {
  _id: string;
  name: string;
  /** Unique, kept on rename unless the admin changes it; earlier slugs still find it. */
  slug: string;
  /** Ascending: the order of the tiles and buttons. */
  position: number;
  /** The tile's picture, or absent for none. */
  image?: ProductPhoto;
  /** Products in it: published ones in public answers, all in the dashboard's. */
  productCount: number;
  updatedAt: string;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

/** A product in a list: everything but the description and the structured details. */
export interface ProductSummary {
  /** The product's number as text: 1 to 28 are the spec's, `/product/<id>` finds it. */
  _id: string;
  name: string;
  /** `/product/<slug>`; unique, kept on rename unless the admin changes it, old slugs still find it. */
  slug: string;
  /** One or more category ids, the first the main one. */
  categoryIds: string[];
  /** The main photo (the first of `photos`), absent when the product has none. */
  photo?: ProductPhoto;
  status: ProductStatus;
  publishAt?: string;
  unpublishAt?: string;
  scheduleRevision?: number;
  /** Ascending: the order of every list. */
  position: number;
  updatedAt: string;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

export interface Product extends Omit<ProductSummary, 'photo'> {
  /** Sanitised HTML (the blog's sanitiser). */
  description: string;
  features: string[];
  sizes: string[];
  materials: string;
  colours: string;
  /** As the company words it, e.g. "100 pieces per design"; '' when not given. */
  minimumOrder: string;
  /** At most 20, in order; the first is the main photo. */
  photos: ProductPhoto[];
  createdAt: string;
}

/**
 * `GET /api/products/search-index`: what the header search needs of every published product:
 * its dropdown shows names only (as the spec's does), so no photo. `/search` shows cards and
 * reads their photos on the server.
 */
export interface ProductSearchEntry {
  _id: string;
  name: string;
  slug: string;
}

/** `GET /api/admin/admins`: one admin on the Admins screen. */
export interface AdminSummary {
  email: string;
  /** When the admin was added (ISO); null for admins made before this was kept. */
  addedAt: string | null;
  lastSignInAt: string | null;
  /** Invited, and has not chosen a password yet. */
  invited: boolean;
  /** The admin asking. */
  you: boolean;
}

/** `GET /api/admin/sessions`: one of the asking admin's live sessions. */
export interface SessionSummary {
  /** A handle for `DELETE /api/admin/sessions/{id}` (not the secret session id). */
  id: string;
  startedAt: string;
  lastUsedAt: string;
  /** e.g. "Firefox on Linux". */
  browser: string;
  /** The session of this request. */
  current: boolean;
}

export const activityKinds = [
  'blog',
  'country',
  'state',
  'district',
  'message',
  'product',
  'category',
  'site',
] as const;
export type ActivityKind = (typeof activityKinds)[number];
/**
 * `restored`: a part of the site settings, a post or a product given back an earlier version's
 * value (docs/decisions/067); `published`, `unpublished`, `scheduled`: a post's or product's
 * publishing changed (docs/decisions/064); `drafted`, `discarded`: a site part's draft kept or
 * thrown away (docs/decisions/070).
 */
export type ActivityAction =
  | 'created'
  | 'changed'
  | 'deleted'
  | 'restored'
  | 'published'
  | 'unpublished'
  | 'scheduled'
  | 'drafted'
  | 'discarded';

/** One change an admin made (the overview's Activity panel). */
export interface ActivityEntry {
  at: string;
  /** The admin's email. */
  by: string;
  action: ActivityAction;
  kind: ActivityKind;
  itemId: string;
  /** The item's title or name when it was changed. */
  label: string;
}

/** Who last changed an item, and when. */
export interface LastChange {
  by: string;
  at: string;
}

/** `GET /api/admin/activity`: the latest 20 changes, and the last change of every blog and place. */
export interface ActivityData {
  latest: ActivityEntry[];
  lastChanges: Record<string, LastChange>;
}

/** `POST /api/admin/password/forgot`: the one answer, whatever the email. */
export const passwordResetRequested =
  'If this email belongs to an admin, a link to choose a new password is on its way. It works once, for 30 minutes.';

/** `GET /state/{countryId}`: a country's states with their numbers of districts. */
export interface StateSummary {
  _id: string;
  name: string;
  country: string;
  districtCount: number;
  /**
   * What a save or delete sends back as `version`: another admin's save since makes it a 409
   * (docs/decisions/051). Every answer of the API carries it; optional for values made elsewhere.
   */
  version?: number;
}

/**
 * What each route of shared/routes.ts answers with when it succeeds, by route name: the
 * browser's client (web/lib/api-client.ts) types every call from this. `ResponseOf` indexes it
 * by every route name, so a route added to the table without its answer here does not compile.
 */
/** `POST /api/admin/previews`: a link to the page of a form's unsaved state (docs/decisions/066). */
/** What the editor keeps a server copy of as the owner types (docs/decisions/069). */
export type AutosaveKind = 'blog' | 'product';
/** The form's fields as Conform holds them: text, lists of text, a product's photos as small records. */
export type AutosaveValue = Record<string, string | (string | Record<string, string>)[]>;
/**
 * One admin's server copy of a form (`/api/admin/autosaves/{kind}/{id}`): never the item, its
 * draft or a version, only the owner's own unsaved typing, offered back when the form opens.
 */
export interface Autosave {
  kind: AutosaveKind;
  /** The item's id, or `new` for a form never saved. */
  id: string;
  value: AutosaveValue;
  /** The item's version the form was opened at (absent for a new one). */
  baseVersion?: number;
  /** ISO-8601 UTC, when the server kept it. */
  savedAt: string;
}
/** `GET /api/admin/autosaves/{kind}/{id}`: the signed-in admin's copy, null when there is none. */
export interface AutosaveAnswer {
  autosave: Autosave | null;
}

export interface PreviewLink {
  /** The page's whole address, to open or send. */
  url: string;
  /** The link's secret part, to revoke it with (`DELETE /api/admin/previews/{token}`). */
  token: string;
  /** ISO-8601 UTC: the link stops working then (48 hours after it was made). */
  expiresAt: string;
}

export interface ApiResponses {
  'contact-create': ContactMessage;
  /** A plain list without paging parameters (the spec's call), a Page with them. */
  'blogs-list': Blog[] | Page<BlogSummary>;
  'blogs-admin-list': Page<BlogSummary>;
  'locations-hierarchy': Country[];
  'state-get': StateDetail;
  'admin-login': MessageBody;
  'blog-get': Blog;
  'district-get': DistrictDetail;
  /** XML, not JSON. */
  sitemap: string;
  /** One page; the next page's cursor is the `x-next-cursor` header. */
  'contact-list': ContactMessage[];
  'blog-create': Blog;
  'countries-list': CountrySummary[];
  'country-create': Country;
  'states-list': StateSummary[];
  'state-create': State;
  'districts-list': District[];
  'district-create': District;
  'admin-logout': MessageBody;
  'dashboard-data': DashboardData;
  'blog-update': Blog;
  'blog-delete': MessageBody;
  'blog-admin-get': Blog;
  'country-update': Omit<Country, 'states'>;
  'country-delete': DeleteResult;
  'state-update': Omit<State, 'districts'>;
  'state-delete': DeleteResult;
  'district-update': District;
  'district-delete': MessageBody;
  'contact-delete': MessageBody;
  'contact-get': ContactMessage;
  'contact-status': ContactMessage;
  'upload-create': UploadTicket;
  'password-forgot': MessageBody;
  'password-reset': MessageBody;
  'password-change': MessageBody;
  'sessions-list': SessionSummary[];
  'sessions-end-all': MessageBody;
  'session-end': MessageBody;
  'admins-list': AdminSummary[];
  'admin-invite': AdminSummary;
  'admin-remove': MessageBody;
  'activity-list': ActivityData;
  'products-list': Page<ProductSummary>;
  'products-search-index': ProductSearchEntry[];
  'product-get': Product;
  'categories-list': Category[];
  'products-admin-list': Page<ProductSummary>;
  'product-admin-get': Product;
  'product-create': Product;
  'product-update': Product;
  'product-delete': MessageBody;
  'categories-admin-list': Category[];
  'category-create': Category;
  'categories-reorder': Category[];
  'category-update': Category;
  'category-delete': MessageBody;
  // The site settings (issue 34, docs/decisions/063).
  'site-get': SiteSettingsOverview;
  'site-part-update': SitePartState;
  'site-part-versions': SitePartVersions;
  'site-part-restore': SitePartState;
  // Revisions of posts and products (issue 35, docs/decisions/067).
  'blog-versions': RevisionList;
  'blog-version-get': Revision;
  'blog-version-restore': Blog;
  'product-versions': RevisionList;
  'product-version-get': Revision;
  'product-version-restore': Product;
  // Preview links (issue 35, docs/decisions/066).
  'preview-create': PreviewLink;
  'preview-revoke': MessageBody;
  // The editor's server copies (issue 35, docs/decisions/069).
  'autosave-get': AutosaveAnswer;
  'autosave-put': Autosave;
  'autosave-delete': MessageBody;
  // Insights (issue 36, docs/decisions/072).
  'insights-get': InsightsAnswer;
  // A site part's draft (issue 34 item 5, docs/decisions/070).
  'site-draft-save': SiteDraftState;
  'site-draft-discard': MessageBody;
  // The visit beacon (issue 36, docs/decisions/071): 204, no body.
  'visit-record': null;
}
export type ResponseOf<Name extends RouteName> = ApiResponses[Name];
