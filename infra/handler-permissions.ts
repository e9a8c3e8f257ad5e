import type { apiRoutes, authorizerHandler } from '../shared/routes.ts';
import { uploadsKeyPrefix, variantsKeyPrefix } from '../shared/uploads-bucket.ts';

/** Every Lambda the stack makes: one per route of the table, plus the session authorizer. */
export type HandlerName = (typeof apiRoutes)[number]['handler'] | typeof authorizerHandler;

export type TableAction =
  | 'dynamodb:GetItem'
  | 'dynamodb:BatchGetItem'
  | 'dynamodb:Query'
  | 'dynamodb:PutItem'
  | 'dynamodb:UpdateItem'
  | 'dynamodb:DeleteItem'
  | 'dynamodb:BatchWriteItem'
  | 'dynamodb:ConditionCheckItem';

/** Object actions a handler may take on `uploads/*` of the uploads bucket (HeadObject is s3:GetObject). */
export type UploadsAction = 's3:GetObject' | 's3:PutObject' | 's3:PutObjectTagging' | 's3:DeleteObject';

/** What one handler touches, and so exactly what its role is granted. */
export interface HandlerPermissions {
  /** Actions on the table (and, for Query, on its GSI1 index). TransactWriteItems needs each member's action. */
  readonly table: readonly TableAction[];
  /**
   * The partition keys (`PK`) those table actions may touch, as `dynamodb:LeadingKeys`
   * patterns (`*` matches anything): DynamoDB refuses any other item, also inside a
   * transaction. GSI2's partition key is `CONTACT#<status>`; GSI1's is an item's id (below).
   * @default - every partition
   */
  readonly partitions?: readonly TablePartition[];
  /**
   * Partitions it may only Query, in a statement of their own: a function that writes only its
   * own items may still read public content (the visit beacon reads the sitemap's pages,
   * docs/decisions/071) without being able to write there.
   * @default - none
   */
  readonly readOnlyPartitions?: readonly TablePartition[];
  /**
   * Partitions it may only put items into (PutItem), in a statement of their own: the Insights
   * reads write a closed period's roll-up (docs/decisions/072) without being able to add to a
   * counter.
   * @default - none
   */
  readonly putOnlyPartitions?: readonly TablePartition[];
  /**
   * What its Query on GSI1 (an item by its id) may name, as `dynamodb:LeadingKeys` patterns:
   * with both readings of the key (docs/decisions/040, 056), the ids' pattern and the table
   * partition of those items.
   * @default - any id: every item of GSI1 (`idIndexPartitions`: only what the public site may
   * look up by id). For a function that looks items up by ULID no pattern narrows that: a
   * post's, a place's and a category's ULIDs look alike to IAM (docs/decisions/056)
   */
  readonly idIndex?: readonly string[];
  /**
   * Actions on objects under `uploads/` of the uploads bucket.
   * @default - no access to the uploads bucket
   */
  readonly uploads?: readonly UploadsAction[];
  /**
   * Reads the variant function's manifests under `public/uploads/` (a save reads each new photo's once, docs/decisions/058).
   * @default false
   */
  readonly variantManifests?: boolean;
  /**
   * Reads the session signing key (Secrets Manager), once per cold start.
   * @default false
   */
  readonly sessionKey?: boolean;
  /**
   * Queries GSI2 (contact messages by status).
   * @default false
   */
  readonly statusIndex?: boolean;
  /**
   * Queries GSI2 under `SESSIONS#<email>` (one admin's sessions, functions/lib/auth/sessions.ts).
   * @default false
   */
  readonly sessionIndex?: boolean;
  /**
   * Queries GSI2 under `PRODUCTS#PUBLISHED` (the published products, products-repository.ts).
   * @default false
   */
  readonly publishedProductsIndex?: boolean;
  /**
   * Gets SITE_URL, the stage's one public address (the sitemap's URLs, docs/decisions/040).
   * @default false
   */
  readonly siteAddress?: boolean;
  /**
   * Sends account emails (reset and invitation links) through SES from the stage's sender,
   * and gets MAIL_FROM and SITE_URL (docs/decisions/029).
   * @default false
   */
  readonly accountMail?: boolean;
}

/**
 * Every partition key the handlers write or read, from functions/lib's repositories
 * (docs/decisions/001, 028).
 */
export const tablePartitions = {
  locations: 'LOC',
  districts: 'LOC#D',
  names: 'NAME',
  placeSlugs: 'SLUG#LOC#*',
  blogs: 'BLOG',
  blogSlugs: 'SLUG#BLOG',
  contacts: 'CONTACT',
  contactRepeats: 'CONTACT-SAME#*',
  contactsFrom: 'CONTACT-FROM#*',
  counts: 'META',
  admins: 'ADMIN',
  sessions: 'SESSION#*',
  loginAccounts: 'LOGIN#*',
  loginAddresses: 'LOGIN-FROM#*',
  loginDevices: 'LOGIN-DEVICE#*',
  accountTokens: 'TOKEN#*',
  resetAccounts: 'RESET#*',
  resetAddresses: 'RESET-FROM#*',
  activity: 'ACTIVITY',
  lastChanges: 'CHANGED',
  products: 'PRODUCT',
  productSlugs: 'SLUG#PRODUCT',
  categories: 'CATEGORY',
  categorySlugs: 'SLUG#CATEGORY',
  photoOwners: 'PHOTO#*',
  siteParts: 'SITE',
  sitePartVersions: 'SITE#*',
  blogVersions: 'VERSIONS#BLOG#*',
  productVersions: 'VERSIONS#PRODUCT#*',
  previews: 'PREVIEW#*',
  /** The editor's server copies (docs/decisions/069), by the kind of item. */
  blogAutosaves: 'AUTOSAVE#BLOG#*',
  productAutosaves: 'AUTOSAVE#PRODUCT#*',
  /** Publish and take-down times waiting (functions/lib/data/publication-schedule.ts). */
  schedule: 'SCHEDULE',
  /** The visit and enquiry counters (shared/insight-counters.ts, docs/decisions/071). */
  counters: 'STATS#*',
  /** A closed day's or month's roll-up of its counters (docs/decisions/072), written by the reads. */
  counterRollups: 'STATS#R#*',
  /** The visit beacon's day salt, its seen-today markers and its per-address windows (salted hashes only). */
  visitSalt: 'VISIT-SALT',
  visitorsSeen: 'VISIT-SEEN#*',
  visitsFrom: 'VISITS-FROM#*',
} as const;
export type TablePartition = (typeof tablePartitions)[keyof typeof tablePartitions];

/**
 * The table partitions whose items have a GSI1 key (`GSI1PK`, the item's id): what the public
 * site may look up by id, published or not yet (a product's draft; the code answers only
 * published ones). Contact messages, sessions, admins and every other record have none
 * (docs/decisions/001, 056), so a GSI1 grant without a condition reaches these and nothing
 * else; tests/security/table-grants.test.ts reads the index of a local stack against this list.
 */
export const idIndexPartitions = [
  tablePartitions.blogs,
  tablePartitions.locations,
  tablePartitions.districts,
  tablePartitions.products,
  tablePartitions.categories,
] as const;

/**
 * GSI1 keys of products only: a product's id is its number, 1 to 6 digits (`isProductId`,
 * products-repository.ts), one to six `?` each matching one character; every other item's id
 * is a 26-character ULID, which none of them matches. With the table partition of products
 * for the other reading of the key (docs/decisions/040); read that way, the `?`s also match the
 * partitions BLOG, LOC and LOC#D (public items, `idIndexPartitions`), never CONTACT.
 */
export const productsById: readonly string[] = [
  ...Array.from({ length: 6 }, (_, index) => '?'.repeat(index + 1)),
  tablePartitions.products,
];

/** The partition keys of GSI2 the handlers query (contacts-repository.ts, functions/lib/sessions.ts). */
export const secondIndexPartitions = {
  contactsByStatus: 'CONTACT#*',
  sessionsOfAdmin: 'SESSIONS#*',
  publishedProducts: 'PRODUCTS#PUBLISHED',
} as const;
const {
  locations,
  districts,
  names,
  placeSlugs,
  blogs,
  blogSlugs,
  contacts,
  contactRepeats,
  contactsFrom,
  counts,
  admins,
  sessions,
  loginAccounts,
  loginAddresses,
  loginDevices,
  accountTokens,
  resetAccounts,
  resetAddresses,
  activity,
  lastChanges,
  products,
  productSlugs,
  categories,
  categorySlugs,
  photoOwners,
  siteParts,
  sitePartVersions,
  blogVersions,
  productVersions,
  previews,
  schedule,
  blogAutosaves,
  productAutosaves,
  counters,
  counterRollups,
  visitSalt,
  visitorsSeen,
  visitsFrom,
} = tablePartitions;
/** Who changed what (functions/lib/data/activity-repository.ts): every admin write records its change. */
const changeRecords = [activity, lastChanges] as const;
/** A place's write: the place, its name claim, its slug claims (a Query finds a free slug). */
const placeWrites = [locations, districts, names, placeSlugs] as const;
const tree = [locations, districts] as const;
/**
 * A product's write (docs/decisions/047): the product, its slug claims (a Query finds a free
 * slug), its categories' counts; a new one's number from the counter in `META`.
 */
const productWrites = [products, productSlugs, categories, photoOwners, schedule, ...changeRecords] as const;
/**
 * A post made or deleted: the post, its slug claims, the counts, its photos' owners, its versions,
 * its publishing markers, the change records, and the admins' autosaves of it (docs/decisions/069).
 */
const blogLifecycle = [
  blogs,
  blogSlugs,
  counts,
  photoOwners,
  blogVersions,
  schedule,
  ...changeRecords,
  blogAutosaves,
] as const;
/** A product's save: its writes and its version kept (docs/decisions/067). */
const productSaves = [...productWrites, productVersions] as const;
/** A category's write: the category (a Query of them all for its position) and its slug claims. */
const categoryWrites = [categories, categorySlugs, photoOwners, ...changeRecords] as const;
/**
 * What saving a product's photos or a category's tile needs, as a blog cover's: checking an
 * upload and tagging it attached or not in S3, and reading its variants' manifest.
 */
const photoSaves = {
  uploads: ['s3:GetObject', 's3:PutObjectTagging'],
  variantManifests: true,
} as const satisfies Pick<HandlerPermissions, 'uploads' | 'variantManifests'>;

const get = 'dynamodb:GetItem';
const batchGet = 'dynamodb:BatchGetItem';
const query = 'dynamodb:Query';
const put = 'dynamodb:PutItem';
const update = 'dynamodb:UpdateItem';
const remove = 'dynamodb:DeleteItem';
const batchWrite = 'dynamodb:BatchWriteItem';
const conditionCheck = 'dynamodb:ConditionCheckItem';
/**
 * What a blog write touches in S3: HeadObject/GetObject to check an uploaded image, PutObject
 * for a multipart file, PutObjectTagging to mark images attached or not (ADR 012).
 */
const blogImageWrites: readonly UploadsAction[] = ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'];

/**
 * The one place that says what each handler may do; a handler missing here is a type error.
 * Read from functions/lib: every write is a TransactWriteItems of Put/Update/Delete/ConditionCheck
 * members plus the META/COUNTS update; lookups by id Query GSI1; sessions and login throttling
 * use single-item calls. Only login (it signs new sessions) and the authorizer (it verifies the
 * session cookie and judges the CSRF header for the handler) read the session key.
 */
export const handlerPermissions: Record<HandlerName, HandlerPermissions> = {
  // Public
  // The message, its repeat claim and the counters (a transaction), the address's count; GetItem
  // reads a repeat's claim; a product enquiry finds its product by number (GSI1, ADR 048).
  'contact-create': {
    table: [get, put, update, query],
    partitions: [contacts, contactRepeats, contactsFrom, counts, counters],
    idIndex: productsById,
  },
  'blogs-list': { table: [query], partitions: [blogs] },
  'locations-hierarchy': { table: [query], partitions: tree },
  'state-get': { table: [get, query], partitions: tree },
  'admin-login': {
    table: [get, put, update, remove],
    partitions: [admins, sessions, loginAccounts, loginAddresses, loginDevices],
    sessionKey: true,
  },
  // GetItem: a slug's claim names the post (then GSI1 by id).
  'blog-get': { table: [get, query], partitions: [blogSlugs] },
  'district-get': { table: [get, query], partitions: tree },
  // The pages it lists: places, blogs, the categories (their published counts) and the
  // published products through GSI2 (docs/decisions/047), never a draft.
  sitemap: {
    table: [query],
    partitions: [...tree, blogs, categories],
    publishedProductsIndex: true,
    siteAddress: true,
  },
  // Admin
  'contact-list': { table: [query], partitions: [contacts], statusIndex: true },
  // Query: the claims that start like the title's slug (slug-claims.ts freeSlug).
  // DeleteItem: the saver's autosave of a new post (docs/decisions/069).
  'blog-create': {
    table: [query, put, update, remove],
    partitions: blogLifecycle,
    uploads: blogImageWrites,
    variantManifests: true,
  },
  'countries-list': { table: [query], partitions: tree },
  'country-create': { table: [query, put, update], partitions: [...placeWrites, counts, ...changeRecords] },
  'states-list': { table: [query], partitions: tree },
  'state-create': {
    table: [query, put, update, conditionCheck],
    partitions: [...placeWrites, counts, ...changeRecords],
  },
  'districts-list': { table: [get, query], partitions: tree },
  'district-create': {
    table: [query, put, update, conditionCheck],
    partitions: [...placeWrites, counts, ...changeRecords],
  },
  'admin-logout': { table: [remove], partitions: [sessions] },
  'dashboard-data': { table: [get, query], partitions: [counts, contacts, blogs] },
  // GetItem: whether another item still shows a dropped upload (photo-owners.ts). Its version
  // is kept and the one falling out of the last 50 deleted (docs/decisions/067).
  'blog-update': {
    table: [get, query, put, update, remove],
    partitions: [blogs, blogSlugs, photoOwners, blogVersions, schedule, ...changeRecords, blogAutosaves],
    uploads: blogImageWrites,
    variantManifests: true,
  },
  // After the delete, a Query of its kept versions and its autosaves, and BatchWriteItem deletes them.
  'blog-delete': {
    table: [get, query, put, remove, update, batchWrite],
    partitions: blogLifecycle,
    uploads: ['s3:PutObjectTagging'],
  },
  // GSI1 by id only: the dashboard has the post's id, so no slug claim is read.
  'blog-admin-get': { table: [query], partitions: [blogs] },
  'blogs-admin-list': { table: [query], partitions: [blogs] },
  'country-update': {
    table: [get, query, put, update, remove],
    partitions: [...placeWrites, ...changeRecords],
  },
  'country-delete': {
    table: [query, put, remove, update],
    partitions: [...placeWrites, counts, ...changeRecords],
  },
  'state-update': { table: [query, put, update, remove], partitions: [...placeWrites, ...changeRecords] },
  'state-delete': {
    table: [query, put, remove, update],
    partitions: [...placeWrites, counts, ...changeRecords],
  },
  'district-update': { table: [query, put, update, remove], partitions: [...placeWrites, ...changeRecords] },
  'district-delete': {
    table: [query, put, remove, update],
    partitions: [...placeWrites, counts, ...changeRecords],
  },
  'contact-delete': { table: [get, put, remove, update], partitions: [contacts, counts, activity] },
  'contact-get': { table: [get], partitions: [contacts] },
  'contact-status': { table: [get, put, update], partitions: [contacts, counts, activity] },
  // Signs a presigned POST: the browser's upload is then made with this role's s3:PutObject.
  // The presigned POST sets the `attached=false` tag, which needs PutObjectTagging too.
  'upload-create': { table: [], uploads: ['s3:PutObject', 's3:PutObjectTagging'] },
  // Accounts (docs/decisions/029). Forgot: the admin, the new link's hash, the request counters.
  'password-forgot': {
    table: [get, put, update],
    partitions: [admins, accountTokens, resetAccounts, resetAddresses],
    // The published company name the email names (functions/lib/mail/account-email.ts).
    readOnlyPartitions: [siteParts],
    accountMail: true,
  },
  // A link used: deletes its hash, sets the password, ends the sessions (GSI2), signs in.
  'password-reset': {
    table: [get, put, update, remove, query],
    partitions: [accountTokens, admins, sessions],
    sessionIndex: true,
    sessionKey: true,
  },
  // The current password counts like a login on the account's record.
  'password-change': {
    table: [get, put, update, remove, query],
    partitions: [admins, sessions, loginAccounts],
    sessionIndex: true,
  },
  'sessions-list': { table: [get, query], partitions: [admins], sessionIndex: true },
  'sessions-end-all': { table: [update, query, remove], partitions: [admins, sessions], sessionIndex: true },
  'session-end': { table: [query, remove], partitions: [sessions], sessionIndex: true },
  'admins-list': { table: [query], partitions: [admins] },
  // The invited admin and their link; the admin is taken back when the email cannot go.
  // Both ask for the admin's password again, counted on the session's own record in the
  // `LOGIN#*` partitions (ADR 039).
  'admin-invite': {
    table: [get, put, update, remove],
    partitions: [admins, accountTokens, loginAccounts],
    readOnlyPartitions: [siteParts],
    accountMail: true,
  },
  // The delete is one transaction with a check that the remover can still sign in (ADR 039).
  'admin-remove': {
    table: [get, put, update, query, remove, conditionCheck],
    partitions: [admins, sessions, loginAccounts],
    sessionIndex: true,
  },
  'activity-list': { table: [query], partitions: changeRecords },
  // The catalogue (docs/decisions/047). Public lists read GSI2's published products only.
  'products-list': { table: [query], partitions: [products], publishedProductsIndex: true },
  'products-search-index': { table: [query], partitions: [products], publishedProductsIndex: true },
  // A number is found through GSI1, a slug through its claim (GetItem).
  'product-get': { table: [get, query], partitions: [productSlugs], idIndex: productsById },
  'categories-list': { table: [query], partitions: [categories] },
  'products-admin-list': { table: [query], partitions: [products] },
  'product-admin-get': { table: [query], partitions: [products] },
  // UpdateItem: the number counter (META) and the categories' counts.
  // DeleteItem: the saver's autosave of a new product (docs/decisions/069).
  'product-create': {
    table: [query, put, update, remove],
    partitions: [...productSaves, counts, productAutosaves],
    ...photoSaves,
  },
  'product-update': {
    table: [get, query, put, update, remove],
    partitions: [...productSaves, productAutosaves],
    ...photoSaves,
  },
  'product-delete': {
    table: [get, query, put, update, remove, batchWrite],
    partitions: [...productSaves, productAutosaves],
    uploads: ['s3:PutObjectTagging'],
  },
  'categories-admin-list': { table: [query], partitions: [categories] },
  'category-create': {
    table: [query, put, update],
    partitions: categoryWrites,
    ...photoSaves,
  },
  'category-update': {
    table: [get, query, put, update, remove],
    partitions: categoryWrites,
    ...photoSaves,
  },
  'category-delete': {
    table: [get, query, put, update, remove],
    partitions: categoryWrites,
    uploads: ['s3:PutObjectTagging'],
  },
  'categories-reorder': { table: [query, put, update], partitions: [categories, ...changeRecords] },
  // The site settings (docs/decisions/063): a save reads the part, writes it and its history
  // item and deletes the version that falls out (one transaction); a restore reads the kept
  // version first. Their Activity line has no last-change record. The pictures of the home,
  // About and breeds parts are saved as a product's photos: their owners updated in the same
  // transaction, an upload checked and tagged.
  'site-get': { table: [query], partitions: [siteParts] },
  'site-part-update': {
    table: [get, put, update, remove, conditionCheck],
    partitions: [siteParts, sitePartVersions, photoOwners, schedule, activity],
    ...photoSaves,
  },
  'site-part-versions': { table: [query], partitions: [sitePartVersions] },
  'site-part-restore': {
    table: [get, put, update, remove, conditionCheck],
    partitions: [siteParts, sitePartVersions, photoOwners, activity],
    ...photoSaves,
  },
  // A part's draft (docs/decisions/070) sits beside the live item in `SITE`: each write reads
  // both and checks the one it does not write (ConditionCheck needs no action of its own beyond
  // reading); a draft's save or discard puts or deletes its publish time's SCHEDULE marker.
  'site-draft-save': {
    table: [get, put, update, remove, conditionCheck],
    partitions: [siteParts, photoOwners, schedule, activity],
    ...photoSaves,
  },
  'site-draft-discard': {
    table: [get, put, update, remove, conditionCheck],
    partitions: [siteParts, photoOwners, schedule, activity],
    uploads: ['s3:PutObjectTagging'],
  },
  // Revisions (docs/decisions/067): the list and one version read the item by id (GSI1: a 404
  // for an unknown one; a product's by its number) and its history; a restore reads both and
  // saves as the update does.
  'blog-versions': { table: [query], partitions: [blogs, blogVersions] },
  'blog-version-get': { table: [get, query], partitions: [blogs, blogVersions] },
  'blog-version-restore': {
    table: [get, query, put, update, remove],
    partitions: [blogs, blogSlugs, photoOwners, blogVersions, schedule, ...changeRecords],
    uploads: blogImageWrites,
    variantManifests: true,
  },
  'product-versions': { table: [query], partitions: [products, productVersions], idIndex: productsById },
  'product-version-get': {
    table: [get, query],
    partitions: [products, productVersions],
    idIndex: productsById,
  },
  'product-version-restore': {
    table: [get, query, put, update, remove],
    partitions: productSaves,
    ...photoSaves,
  },
  // Preview links (docs/decisions/066): a new link's item (the form's photos checked and
  // their manifests read as a save reads them, never tagged), and a revoke's delete.
  'preview-create': {
    table: [put],
    partitions: [previews],
    uploads: ['s3:GetObject'],
    variantManifests: true,
  },
  'preview-revoke': { table: [remove], partitions: [previews] },
  // The editor's server copies (docs/decisions/069): one item each, by its key; nothing else.
  'autosave-get': { table: [get], partitions: [blogAutosaves, productAutosaves] },
  'autosave-put': { table: [put], partitions: [blogAutosaves, productAutosaves] },
  'autosave-delete': { table: [remove], partitions: [blogAutosaves, productAutosaves] },
  // Insights (docs/decisions/072): reads the counters and their roll-ups (BatchGetItem of the
  // periods' totals and roll-ups, a Query per period), and the products' names; puts a closed
  // period's roll-up, and may add to no counter.
  'insights-get': {
    table: [batchGet, query],
    partitions: [counters, products],
    putOnlyPartitions: [counterRollups],
  },
  // The visit beacon (docs/decisions/071): adds to the counters, reads and makes the day's salt,
  // puts seen-today markers and counts per-address windows; it only reads (Query) the pages
  // the sitemap lists, to count nothing else.
  'visit-record': {
    table: [get, put, update],
    partitions: [counters, visitSalt, visitorsSeen, visitsFrom],
    readOnlyPartitions: [...tree, blogs, categories],
    publishedProductsIndex: true,
  },
  // The session check in front of every admin route: reads the session and its admin (the
  // session version, docs/decisions/029), slides its idle timeout.
  authorizer: { table: [get, update], partitions: [sessions, admins], sessionKey: true },
};

/**
 * The page renderer (infra/page-renderer.ts, functions/page-renderer.ts): it renders public
 * pages from the table and never writes. GetItem also covers TransactGetItems; Query on the
 * table and on GSI1 (lookups by id), BatchGetItem for pages that show several items by key.
 */
export const pageRendererPermissions = {
  table: [get, query, batchGet],
  // What the public pages' loaders read: the blog (by slug claim), the marketplace's tree and
  // the places' slug claims, the catalogue's categories and the slug claims of products and
  // categories (web/features/*/…pages.server.ts); a product by number through GSI1, the
  // published products through GSI2 (docs/decisions/049); the site settings every page shows
  // (the site layout's Query of `SITE`, docs/decisions/063); a preview link's item, by the
  // hash of its token (docs/decisions/066).
  partitions: [
    ...tree,
    placeSlugs,
    blogs,
    blogSlugs,
    categories,
    productSlugs,
    categorySlugs,
    siteParts,
    previews,
  ],
  publishedProductsIndex: true,
} as const satisfies HandlerPermissions;

/**
 * The page renderer behind the HTTP API for the page the contact forms post to
 * (docs/decisions/046): the page reads only the site settings every page shows (a Query of
 * `SITE`, docs/decisions/063), and its action stores the message as `POST /api/cnt/contact`
 * does (docs/decisions/042), so exactly that route's writes. Its origin-secret read is granted
 * with them (grantHandlerPermissions).
 */
const contactCreate = handlerPermissions['contact-create'];
export const formPageRendererPermissions = {
  ...contactCreate,
  partitions: [...(contactCreate.partitions ?? []), siteParts],
} as const satisfies HandlerPermissions;

/**
 * The enquiry mailer (infra/enquiry-mailer.ts, docs/decisions/022): reads a new message and
 * claims it (UpdateItem with ReturnValues), marks it mailed; reads the site settings for the
 * address enquiries go to (docs/decisions/063). Its stream read and its SES send are granted
 * by its construct.
 */
export const enquiryMailerPermissions = {
  table: [get, update, query],
  partitions: [contacts, siteParts],
} as const satisfies HandlerPermissions;

/**
 * The variant function (infra/image-variants.ts, docs/decisions/024), by key prefix: it reads
 * originals and deletes those that are no usable image; it writes and deletes variants and
 * manifests, and reads a manifest before deleting (a refused upload's note stays).
 */
export const imageVariantsPermissions = [
  { prefix: uploadsKeyPrefix, actions: ['s3:GetObject', 's3:DeleteObject'] },
  { prefix: variantsKeyPrefix, actions: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'] },
] as const satisfies readonly { prefix: string; actions: readonly UploadsAction[] }[];

/**
 * The variant function's table grants (docs/decisions/058): once a photo's manifest is written
 * it reads the key's owners item (GetItem, `PHOTO#<key>`), finds each owning post by its id
 * (Query on GSI1: a post's ULID looks like any other to IAM, so GSI1 keeps its default, the
 * public items of `idIndexPartitions`) and fills in the post's image facts (UpdateItem, `BLOG`).
 * Only posts: a product's or category's photo is never stored without its facts.
 */
export const imageVariantsTablePermissions = {
  table: [get, query, update],
  partitions: [photoOwners, blogs],
} as const satisfies HandlerPermissions;

/**
 * The scheduled-publishing function (infra/scheduled-publishing.ts, docs/decisions/065): it
 * queries the due SCHEDULE markers, finds the item by id (GSI1, a post's ULID or a product's
 * number), and carries the change out in one transaction (UpdateItem of the post or product,
 * and of a product's categories' published counts; DeleteItem of the marker, also on its own
 * for a stale one; PutItem of the item's new kept version and DeleteItem of the one falling
 * out, docs/decisions/067), then records it in Activity (PutItem). A site part's scheduled
 * draft (docs/decisions/070): GetItem of the draft and the live part, PutItem of the live one and
 * its kept version, DeleteItem of the draft, UpdateItem of its pictures' owners, and the tag of
 * an upload it no longer shows (GetItem of its owners first). Nothing else.
 */
export const scheduledPublishingPermissions = {
  table: [get, query, put, update, remove],
  partitions: [
    schedule,
    blogs,
    products,
    categories,
    blogVersions,
    productVersions,
    siteParts,
    sitePartVersions,
    photoOwners,
    ...changeRecords,
  ],
  uploads: ['s3:PutObjectTagging'],
} as const satisfies HandlerPermissions;

/**
 * The Monday digest (infra/monday-digest.ts, docs/decisions/072): reads the counters of two
 * weeks (a Query per day, BatchGetItem of totals), the products' names, the newest contact
 * message (a Query of the partition, for the quiet warning) and the site settings' enquiry
 * address. It writes only a closed day's roll-up, as the Insights reads do; its SES send is
 * granted by its construct.
 */
export const mondayDigestPermissions = {
  table: [batchGet, query],
  partitions: [counters, products, contacts, siteParts],
  putOnlyPartitions: [counterRollups],
} as const satisfies HandlerPermissions;
