/**
 * Every validation rule and message of the product, in one place. The browser's forms and
 * the Lambdas parse with the same schemas, so a visitor and the API say the same thing.
 * Messages quoted from the spec are kept word for word.
 */
import * as v from 'valibot';
import { contactStatuses, productStatuses, publicationStatuses } from './api-types.ts';
import { isBuiltInArtwork } from './built-in-artwork.ts';
import type { PhotoInput } from './photo-types.ts';
import { lineBreak } from './single-line-text.ts';
import { isSlug } from './site-urls.ts';

export const messages = {
  fillAllFields: 'Please fill in all fields.',
  contactNumber: 'Please enter a valid 10-digit contact number.',
  email: 'Please enter a valid email address.',
  countryName: 'Please enter a valid country name',
  loginRequired: 'Email and password are required.',
  wrongCredentials: 'Invalid email or password.',
  tooManyLogins: 'Too many failed logins. Please try again in 15 minutes.',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Names can be at most 100 characters.',
  titleRequired: 'Please enter a title.',
  dateRequired: 'Please enter a valid date.',
  authorRequired: 'Please enter an author.',
  contentTooLong: 'The post is too long (at most 300,000 characters).',
  contentPlaceholder:
    'The post\'s text came as "undefined" or "null": nothing was saved. Reload the post and try again.',
  contentTooLarge:
    'The post is too long to save: with its formatting it comes to more than 350 KB. Please shorten it or split it into two posts.',
  imageType: 'Images must be JPEG, PNG, WebP, GIF or AVIF.',
  imageSize: 'Images can be at most 25 MB.',
  imageKey: 'The image was not found. Please upload it again.',
  imageUnreadable:
    'The image could not be read (the file may be damaged or incomplete). Please choose another.',
  imageProcessing: 'This photo is still being processed. Wait a moment and save again.',
  idRequired: 'Please give an id.',
  slug: 'The URL may only hold lower-case letters, digits and single dashes (at most 80 characters).',
  slugTaken: 'Another post already uses this URL. Please choose another one.',
  pageLimit: 'The limit must be a whole number from 1 to 50.',
  pageCursor: 'The cursor is not valid.',
  tooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
  /** The contact page's failure text (spec section 8): what a visitor over the per-address limit reads. */
  tooManyMessages: 'Something went wrong. Please try again later.',
  contactStatus: 'The status must be new, read, replied or archived.',
  controlCharacters:
    'The text contains invisible control characters (such as NUL or text-direction marks). Please remove them.',
  malformedText: 'The text contains a broken character (half of an emoji or symbol). Please retype it.',
  oneLine: (field: string) => `The ${field} must be on one line. Please remove the line breaks.`,
  fillTime: 'The form was sent in a broken way. Please reload the page and try again.',
  productId: 'The product must be given by its id, a whole number.',
  productUnknown:
    'This product is no longer in the catalogue. Please choose it again from the products page.',
  productSlug:
    'The URL may only hold lower-case letters, digits and single dashes, with at least one letter (at most 80 characters).',
  productSlugTaken: 'Another product already uses this URL. Please choose another one.',
  categorySlugTaken: 'Another category already uses this URL. Please choose another one.',
  categoriesRequired: 'Please choose at least one category.',
  tooManyCategories: 'A product can be in at most 10 categories.',
  categoryNotFound: 'A category of this product no longer exists. Please reload the page and choose again.',
  categoryNotEmpty: (count: number) =>
    `This category still has ${count} ${count === 1 ? 'product' : 'products'}. Move or delete ${count === 1 ? 'it' : 'them'} first.`,
  categoryOrder: 'Please send every category exactly once, in the new order.',
  /** A save or delete sent with a version another admin's save has since replaced (docs/decisions/051). */
  changedBySomeoneElse:
    'This was changed by someone else since you opened it. Reload to see their changes; your edits are still in the form.',
  version: 'The version must be a whole number (the one the item was read with).',
  productStatus: 'The status must be draft, scheduled or published.',
  productStatusFilter: 'The status must be draft, scheduled, published or left out.',
  publishAt: 'Please choose the date and time to publish (India time).',
  publishAtFuture: 'The publish time must be in the future.',
  publishAtOnlyScheduled: 'A publish time can only be set when scheduling.',
  unpublishAt: 'Please enter the take-down time as a date and time (India time).',
  unpublishAtFuture: 'The take-down time must be in the future.',
  unpublishAtAfterPublish: 'The take-down time must be after the publish time.',
  unpublishAtOnDraft: 'A draft cannot have a take-down time: publish or schedule it first.',
  position: 'The position must be a whole number from 0 to 999,999.',
  tooManyPhotos: 'A product can have at most 20 photos.',
  photoAlt: 'Please describe each photo in a few words (its alt text, at most 200 characters).',
  photoSource: "Each photo must be an uploaded image or one of the site's own product pictures.",
  tooMany: (things: string, max: number) => `At most ${max} ${things} are allowed.`,
  /** Site settings (shared/site-settings.ts). */
  webLink: (field: string) => `The ${field} must be a web address starting with https:// or http://.`,
  phoneDialled:
    'The number to dial may only hold digits, with a + in front: 6 to 15 digits, such as +919876543210.',
  foundingYear: 'The founding year must be a year from 1800 to 2100.',
  latitude: 'The latitude must be a number from -90 to 90.',
  longitude: 'The longitude must be a number from -180 to 180.',
  countryCode: 'The country code must be two capital letters, such as IN.',
  sitePartUnknown: 'There is no such part of the site settings.',
  visitFact: "The visit's details must be text, and pagesSeen a number.",
  siteVersionGone:
    'This version is not kept any more (only the last 20 are). Reload to see the versions kept.',
  siteDraftGone: 'This part has no draft. Reload to see the site settings as they are now.',
  versionGone: 'This version is not kept any more (only the last 50 are). Reload to see the versions kept.',
} as const;

/** The contact forms' hidden trap field, and the field carrying how long the form was open (ms). */
export const honeypotField = 'website';
/** The field naming the product an enquiry is about (its id). */
export const productIdField = 'productId';
export const fillTimeField = 'fillMs';
/** A person needs longer than this to fill in the four fields; a form sent sooner is a bot's. */
export const minimumFillMs = 3000;

/** Contact numbers are exactly 10 digits (spec section 5). */
export const contactNumberPattern = /^\d{10}$/;
/** "No spaces, one @, a dot in the domain" (spec section 5). */
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * NUL and the bidirectional controls (embeddings and overrides U+202A-U+202E, isolates
 * U+2066-U+2069, the marks U+200E/U+200F): they can make a name read `gpj.exe` as `exe.jpg`
 * in the dashboard or an email, and no visitor or admin types them (issue 15).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching NUL is the point
export const forbiddenControlCharacters = /[\u0000\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/**
 * Text that is not well-formed UTF-16 (a lone surrogate such as `\ud800`, which JSON can
 * carry) makes `encodeURIComponent` throw and reaches mail headers and the dashboard as it
 * is: every text the API takes is refused at the schema instead (issue 23, N1).
 */
export const isWellFormedText = (text: string): boolean => text.isWellFormed();

/**
 * A string field whose text is well-formed: the one way a schema here takes text, so no
 * route can forget the check. `message` is what a non-string gets, as `v.string`'s.
 */
export const text = (message?: string) =>
  v.pipe(v.string(message), v.check(isWellFormedText, messages.malformedText));

const noControlCharacters = v.check(
  (text: string) => !forbiddenControlCharacters.test(text),
  messages.controlCharacters,
);

/** A `YYYY-MM-DD` date that exists in the calendar (2026-02-31 does not). */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An optional text left empty is no value. */
const blankToUndefined = (text: string) => text || undefined;

const trimmed = (max: number, field: string) =>
  v.pipe(
    text(messages.fillAllFields),
    v.trim(),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/**
 * The longest text each contact form field takes (characters as JavaScript counts them): the
 * schema below refuses longer, and the contact page's action echoes at most this much of
 * what a visitor typed (issue 38). `productId` is the product's number, in digits.
 */
export const contactFieldMaxLengths = {
  name: 100,
  contact: 20,
  email: 254,
  message: 5000,
  quantity: 100,
  country: 100,
  productId: 9,
} as const;

/** Refuses a line break in a one-line field (shared/single-line-text.ts). */
export const onOneLine = (field: string) =>
  v.check((text: string) => !lineBreak.test(text), messages.oneLine(field));

/**
 * A field written on one line (shared/single-line-text.ts): a line break in it would write a
 * line of its own in the enquiry's plain-text email (issue 38, item 5).
 */
const singleLine = (max: number, field: string) => v.pipe(trimmed(max, field), onOneLine(field));

/**
 * A contact message. The order of checks is the spec's: blanks first, then the contact
 * number, then the email (`v.forward` keeps each message on its own field).
 */
export const contactMessageSchema = v.pipe(
  v.object({
    name: singleLine(contactFieldMaxLengths.name, 'name'),
    contact: singleLine(contactFieldMaxLengths.contact, 'contact number'),
    email: singleLine(contactFieldMaxLengths.email, 'email'),
    message: trimmed(contactFieldMaxLengths.message, 'message'),
    /**
     * The forms' spam traps (docs/decisions/023), optional so the spec's four-field call
     * still works: `website` is a field people never see (a bot fills it), `fillMs` how long
     * the form was open before it was sent. Any trap value is accepted here: a bot that trips a
     * trap gets the normal answer, never a 400 that tells it why. A `fillMs` that is no number
     * is no trap but a broken request (our form always sends a number), so it is a 400 rather
     * than a message silently dropped (issue 23, item 9).
     */
    [honeypotField]: v.optional(v.unknown()),
    [fillTimeField]: v.optional(v.number(messages.fillTime)),
    /**
     * An enquiry about one product (issue 20, item 6): its id, as a number (the API) or the
     * form's digits, and two optional details. The spec's four-field call sends none of them.
     */
    [productIdField]: v.optional(
      v.pipe(
        v.union(
          [
            v.number(messages.productId),
            v.pipe(
              v.string(),
              v.regex(new RegExp(`^\\d{1,${contactFieldMaxLengths.productId}}$`), messages.productId),
            ),
          ],
          messages.productId,
        ),
        v.transform(Number),
        v.integer(messages.productId),
        v.minValue(1, messages.productId),
      ),
    ),
    quantity: v.optional(
      v.pipe(singleLine(contactFieldMaxLengths.quantity, 'quantity'), v.transform(blankToUndefined)),
    ),
    country: v.optional(
      v.pipe(
        singleLine(contactFieldMaxLengths.country, 'destination country'),
        v.transform(blankToUndefined),
      ),
    ),
    /**
     * The visit's facts (docs/decisions/068, shared/enquiry-attribution.ts): only their type is
     * checked here, a 400 for a broken client; their text is normalised when the attribution is
     * made, never refused, so a hostile UTM tag cannot cost a buyer's enquiry. The body's size
     * limit bounds them before that.
     */
    landingPage: v.optional(v.string(messages.visitFact)),
    referrer: v.optional(v.string(messages.visitFact)),
    formPage: v.optional(v.string(messages.visitFact)),
    pagesSeen: v.optional(v.union([v.number(), v.string()], messages.visitFact)),
  }),
  v.check(
    (input) => Boolean(input.name && input.contact && input.email && input.message),
    messages.fillAllFields,
  ),
  v.forward(
    v.check((input) => contactNumberPattern.test(input.contact), messages.contactNumber),
    ['contact'],
  ),
  v.forward(
    v.check((input) => emailPattern.test(input.email), messages.email),
    ['email'],
  ),
);
export type ContactMessageInput = v.InferOutput<typeof contactMessageSchema>;
/** The four fields every stored message keeps. */
export type ContactFields = Pick<ContactMessageInput, 'name' | 'contact' | 'email' | 'message'>;
/** What an enquiry about a product adds to the four fields (all optional). */
export type EnquiryDetails = Pick<ContactMessageInput, 'quantity' | 'country'>;

/** `PUT /api/cnt/status/{id}`: what an admin marks a message. */
export const contactStatusSchema = v.object({
  status: v.picklist(contactStatuses, messages.contactStatus),
});
export type ContactStatusInput = v.InferOutput<typeof contactStatusSchema>;

export const loginSchema = v.object({
  email: v.pipe(
    text(messages.loginRequired),
    v.trim(),
    v.nonEmpty(messages.loginRequired),
    v.maxLength(254, messages.email),
    v.regex(emailPattern, messages.email),
  ),
  password: v.pipe(text(messages.loginRequired), v.nonEmpty(messages.loginRequired), v.maxLength(128)),
});
export type LoginInput = v.InferOutput<typeof loginSchema>;

/** Admin passwords: 12 to 128 characters (`npm run admin` and the dashboard alike). */
export const adminPasswordSchema = v.pipe(
  text('Please enter a password.'),
  v.minLength(12, 'Passwords need at least 12 characters.'),
  v.maxLength(128, 'Passwords can be at most 128 characters.'),
);

const adminEmail = v.pipe(
  text(messages.email),
  v.trim(),
  v.nonEmpty(messages.email),
  v.maxLength(254, messages.email),
  v.regex(emailPattern, messages.email),
);

/** `POST /api/admin/password/forgot` {email} */
export const forgotPasswordSchema = v.object({ email: adminEmail });

/** A reset or invitation link's token: 43 base64url characters (auth/account-tokens.ts). */
export const linkTokenPattern = /^[A-Za-z0-9_-]{43}$/;
export const invalidLinkMessage =
  'This link does not work any more: it was used already, or it is too old. Please ask for a new one.';

/** `POST /api/admin/password/reset` {token, password}: a reset or an invitation link. */
export const resetPasswordSchema = v.object({
  token: v.pipe(text(invalidLinkMessage), v.regex(linkTokenPattern, invalidLinkMessage)),
  password: adminPasswordSchema,
});

/** The signed-in admin's own password, asked again before a change that matters. */
const currentPassword = v.pipe(
  text('Please enter your current password.'),
  v.nonEmpty('Please enter your current password.'),
  v.maxLength(128, 'Passwords can be at most 128 characters.'),
);

/** `POST /api/admin/password` {currentPassword, newPassword} */
export const changePasswordSchema = v.object({ currentPassword, newPassword: adminPasswordSchema });

/** `DELETE /api/admin/admins/{email}` {currentPassword}: removing an admin asks for your password again. */
export const confirmPasswordSchema = v.object({ currentPassword });

/** `POST /api/admin/admins` {email, currentPassword}: invites a new admin (your password again). */
export const inviteAdminSchema = v.object({ email: adminEmail, currentPassword });

const locationName = v.pipe(
  text(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(100, messages.nameTooLong),
);
const id = v.pipe(text(messages.idRequired), v.trim(), v.nonEmpty(messages.idRequired), v.maxLength(64));

/**
 * The `version` an editor read the item with (docs/decisions/051): optional, so the spec's
 * client and multipart forms, which send none, save last-write-wins. A form's field is text.
 */
export const expectedVersion = v.optional(
  v.union(
    [
      v.pipe(v.number(), v.integer(messages.version), v.minValue(0, messages.version)),
      v.pipe(v.string(), v.regex(/^\d{1,15}$/, messages.version), v.transform(Number)),
    ],
    messages.version,
  ),
);

export const stateCreateSchema = v.object({ name: locationName, country: id });
export const districtCreateSchema = v.object({ name: locationName, state: id });
export const renameSchema = v.object({ name: locationName, version: expectedVersion });
/** A DELETE's `?version=`: the version the item was read with (functions/lib/http/delete-by-id-handler.ts). */
export const deleteSchema = v.object({ version: expectedVersion });

/** What a preview link shows (docs/decisions/066): a post's or a product's page. */
export const previewKindNames = ['blog', 'product'] as const;
/**
 * `POST /api/admin/previews` {kind, id?, value}: `value` is the form's current values, checked
 * by the handler with the save's own schema of that kind (its 400 messages).
 */
export const previewRequestSchema = v.object({
  kind: v.picklist(previewKindNames, 'Please say what to preview: a blog or a product.'),
  id: v.optional(id),
  value: v.unknown(),
});

/** What the editor keeps a server copy of (docs/decisions/069). */
export const autosaveKindNames = ['blog', 'product'] as const;
/** A draft copy's whole size at most: under DynamoDB's 400 KB item with its keys. */
export const maxAutosaveBytes = 350_000;
const autosaveMessage = 'The draft copy must be the form’s fields as text.';
/** One field's text at most as long as the longest field a save takes (a post's content). */
const formText = v.pipe(v.string(autosaveMessage), v.maxLength(300_000, messages.contentTooLong));
const formListText = v.pipe(v.string(autosaveMessage), v.maxLength(500, autosaveMessage));
/** A product photo as its form holds it: a few short named texts. */
const formRecord = v.pipe(
  v.record(v.pipe(v.string(), v.maxLength(32, autosaveMessage)), formListText, autosaveMessage),
  v.check((record) => Object.keys(record).length <= 8, autosaveMessage),
);
/**
 * `PUT /api/admin/autosaves/{kind}/{id}` {value, baseVersion?}: the form's fields as typed,
 * possibly not valid yet (a title still empty), so not the save's schema: its limits instead,
 * bounded in count and size; `baseVersion` the item's version the form opened at.
 */
export const autosaveRequestSchema = v.object({
  value: v.pipe(
    v.record(
      v.pipe(v.string(), v.maxLength(64, autosaveMessage)),
      v.union(
        [
          formText,
          v.pipe(
            v.array(v.union([formListText, formRecord], autosaveMessage), autosaveMessage),
            v.maxLength(50, autosaveMessage),
          ),
        ],
        autosaveMessage,
      ),
      autosaveMessage,
    ),
    v.check((value) => Object.keys(value).length <= 40, autosaveMessage),
    v.check(
      (value) => new TextEncoder().encode(JSON.stringify(value)).length <= maxAutosaveBytes,
      'The draft copy is too large to keep.',
    ),
  ),
  baseVersion: v.optional(
    v.pipe(v.number(messages.version), v.integer(messages.version), v.minValue(0, messages.version)),
  ),
});
/** Image uploads: the types and size the presigned POST allows and the server checks again. */
export const imageContentTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
/** 25 MB: a 48-50 MP phone photo is 8-15 MB (the dashboard scales photos down before uploading anyway). */
export const maxImageBytes = 25 * 1024 * 1024;
export const uploadRequestSchema = v.object({
  contentType: v.picklist(imageContentTypes, messages.imageType),
  size: v.pipe(
    v.number(messages.imageSize),
    v.integer(messages.imageSize),
    v.minValue(1, messages.imageSize),
    v.maxValue(maxImageBytes, messages.imageSize),
  ),
});

/** Tags arrive as the spec's comma-separated text or as a list. */
const tags = v.pipe(
  v.optional(v.union([text(), v.array(text())]), ''),
  v.transform((value) =>
    (Array.isArray(value) ? value : value.split(','))
      .map((tag) => tag.trim())
      .filter(Boolean)
      .slice(0, 20),
  ),
  v.check((list) => list.every((tag) => tag.length <= 50), messages.tooLong('tag', 50)),
  v.check((list) => list.every((tag) => !forbiddenControlCharacters.test(tag)), messages.controlCharacters),
);

/** Text that must be there, at most `max` characters: `required` says when it is absent or blank. */
export const requiredText = (required: string, field: string, max: number) =>
  v.pipe(
    text(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/**
 * An instant as the API takes it: ISO-8601 with its zone (`Z` or `+05:30`), stored as ISO UTC.
 * The dashboard's forms take India's wall-clock time and send this (shared/india-time.ts).
 */
const instant = (message: string) =>
  v.pipe(
    text(message),
    v.trim(),
    v.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, message),
    v.check((value) => !Number.isNaN(Date.parse(value)), message),
    v.transform((value) => new Date(value).toISOString()),
  );

/**
 * A post's or product's publishing as a save sends it (docs/decisions/064): the status, and the
 * times that go with it. `publicationProblem` checks them together.
 */
export const publicationEntries = {
  status: v.optional(v.picklist(publicationStatuses, messages.productStatus)),
  publishAt: v.optional(instant(messages.publishAt)),
  unpublishAt: v.optional(instant(messages.unpublishAt)),
};

/** What a save asks of an item's publishing, and what it had (a time kept as it was is not checked against now). */
export interface PublicationRequest {
  status: (typeof publicationStatuses)[number];
  publishAt?: string;
  unpublishAt?: string;
}

/**
 * The first thing wrong with a requested publishing, and its field: scheduling needs a future
 * publish time and only scheduling takes one; a take-down time is in the future, after the
 * publish time, and never on a draft. A time the item already had is not checked against
 * `now` (a late schedule can still be saved with its text changed).
 */
export function publicationProblem(
  wanted: PublicationRequest,
  stored: Partial<PublicationRequest> | undefined,
  now: number,
): { field: 'publishAt' | 'unpublishAt'; message: string } | undefined {
  const future = (at: string, before?: string) => at === before || Date.parse(at) > now;
  if (wanted.status === 'scheduled') {
    if (!wanted.publishAt) return { field: 'publishAt', message: messages.publishAt };
    if (!future(wanted.publishAt, stored?.publishAt))
      return { field: 'publishAt', message: messages.publishAtFuture };
  } else if (wanted.publishAt) return { field: 'publishAt', message: messages.publishAtOnlyScheduled };
  if (!wanted.unpublishAt) return undefined;
  if (wanted.status === 'draft') return { field: 'unpublishAt', message: messages.unpublishAtOnDraft };
  if (!future(wanted.unpublishAt, stored?.unpublishAt))
    return { field: 'unpublishAt', message: messages.unpublishAtFuture };
  if (wanted.publishAt && Date.parse(wanted.unpublishAt) <= Date.parse(wanted.publishAt))
    return { field: 'unpublishAt', message: messages.unpublishAtAfterPublish };
  return undefined;
}

export const blogInputSchema = v.object({
  title: requiredText(messages.titleRequired, 'title', 200),
  date: v.pipe(
    text(messages.dateRequired),
    v.trim(),
    v.isoDate(messages.dateRequired),
    v.check(isCalendarDate, messages.dateRequired),
  ),
  author: requiredText(messages.authorRequired, 'author', 100),
  tags,
  content: v.pipe(
    v.optional(text(), ''),
    v.maxLength(300_000, messages.contentTooLong),
    noControlCharacters,
    // What a client's form sends for a value it never had (FormData turns it into text):
    // storing it would replace the article with the word (issue 19).
    v.check((html) => !/^\s*(undefined|null)\s*$/.test(html), messages.contentPlaceholder),
  ),
  /** Key of an uploaded image (`uploads/...`), '' or absent for none. */
  image: v.pipe(v.optional(text(), ''), v.trim(), v.maxLength(300, messages.imageKey)),
  /**
   * The post's URL segment (`/blog/<slug>`); '' or absent keeps the current one (a new post
   * gets one from its title). A form's empty field is absent, not an invalid slug.
   */
  slug: v.optional(
    v.pipe(
      text(messages.slug),
      v.trim(),
      v.check((slug) => slug === '' || isSlug(slug), messages.slug),
      v.transform((slug) => slug || undefined),
    ),
  ),
  /**
   * Absent on a new post: published at once (the spec's `POST /api/blogs`); on a change: the
   * stored status and times stay (a client that knows no statuses changes none).
   */
  ...publicationEntries,
});
export type BlogInput = v.InferOutput<typeof blogInputSchema>;

/**
 * `PUT /api/blogs/blogs/{id}` as it arrives: any field may be missing. A form leaves out what
 * it does not change (the stored value stays); JSON replaces the post, so its missing fields
 * are checked against `blogInputSchema` once completed (blog-saving.ts).
 */
export const blogChangesSchema = v.object({
  ...v.partial(blogInputSchema).entries,
  version: expectedVersion,
});
export type BlogChanges = v.InferOutput<typeof blogChangesSchema>;

/** Blog pages: `GET /api/blogs?limit=N&cursor=C` (query strings arrive as text). */
export const maxBlogPageSize = 50;
/** A page's size as a query string gives it (1 to 50), and where it goes on from. */
const pageLimit = (fallback: string) =>
  v.pipe(
    v.optional(text(), fallback),
    v.regex(/^\d{1,3}$/, messages.pageLimit),
    v.transform(Number),
    v.minValue(1, messages.pageLimit),
    v.maxValue(maxBlogPageSize, messages.pageLimit),
  );
const pageCursor = v.optional(v.pipe(text(), v.maxLength(500, messages.pageCursor)));

export const blogPageQuerySchema = v.object({ limit: pageLimit('10'), cursor: pageCursor });
export type BlogPageQuery = v.InferOutput<typeof blogPageQuerySchema>;

/** `GET /api/admin/blogs?status=&limit=&cursor=`: the dashboard's list, drafts too. */
export const blogAdminQuerySchema = v.object({
  limit: pageLimit('20'),
  cursor: pageCursor,
  status: v.optional(v.picklist(publicationStatuses, messages.productStatusFilter)),
});
export type BlogAdminQuery = v.InferOutput<typeof blogAdminQuerySchema>;

/**
 * A product's or category's number in its list's order (ascending). Six digits: the sort
 * key pads it (docs/decisions/047).
 */
export const maxPosition = 999_999;
const position = v.pipe(
  v.number(messages.position),
  v.integer(messages.position),
  v.minValue(0, messages.position),
  v.maxValue(maxPosition, messages.position),
);

/** Optional text of at most `max` characters: '' when left out. */
export const optionalText = (field: string, max: number) =>
  v.pipe(
    v.optional(text(messages.tooLong(field, max)), ''),
    v.trim(),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/** A list of short texts (a product's features, its sizes): blanks dropped, at most `maxItems`. */
const textList = (things: string, maxItems: number, maxLength: number) =>
  v.pipe(
    v.optional(v.array(text(messages.tooMany(things, maxItems)), messages.tooMany(things, maxItems)), []),
    v.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    v.maxLength(maxItems, messages.tooMany(things, maxItems)),
    v.check((list) => list.every((item) => item.length <= maxLength), messages.tooLong(things, maxLength)),
    v.check(
      (list) => list.every((item) => !forbiddenControlCharacters.test(item)),
      messages.controlCharacters,
    ),
  );

/**
 * A readable URL segment of a product or category; '' or absent keeps the current one (a new
 * one gets it from the name). A product's needs a letter: `/product/<digits>` is its number.
 */
const catalogueSlug = v.optional(
  v.pipe(
    text(messages.productSlug),
    v.trim(),
    v.check((slug) => slug === '' || (isSlug(slug) && /[a-z]/.test(slug)), messages.productSlug),
    v.transform((slug) => slug || undefined),
  ),
);

/**
 * One photo as the dashboard sends it: `image`, the key of an upload (checked, and its
 * variants' manifest read once, when saved), or `src`, one of the site's own pictures; and its
 * alt text, which a product's photos need and a category's tile (named beside it) leaves empty.
 */
export type { PhotoInput } from './photo-types.ts';
export const photoInput = (
  alt: v.GenericSchema<unknown, string | undefined>,
  isArtwork: (path: string) => boolean = isBuiltInArtwork,
  sourceMessage: string = messages.photoSource,
) =>
  v.pipe(
    v.object(
      {
        image: v.optional(v.pipe(text(messages.imageKey), v.trim(), v.maxLength(300, messages.imageKey))),
        src: v.optional(v.pipe(text(sourceMessage), v.check(isArtwork, sourceMessage))),
        alt,
      },
      sourceMessage,
    ),
    v.check((photo) => Boolean(photo.image) !== Boolean(photo.src), sourceMessage),
    v.transform(
      (photo): PhotoInput =>
        photo.image
          ? { image: photo.image, alt: photo.alt ?? '' }
          : { src: photo.src ?? '', alt: photo.alt ?? '' },
    ),
  );
export const altText = v.pipe(
  text(messages.photoAlt),
  v.trim(),
  v.maxLength(200, messages.photoAlt),
  noControlCharacters,
);
/** A photo's alt text, which must be there (a product's photos, the site settings' pictures). */
export const requiredAltText = v.pipe(altText, v.nonEmpty(messages.photoAlt));
export const photoInputSchema = photoInput(requiredAltText);
// An absent alt is '' once the photo is checked (photoInput), not a default of the field: a
// form's empty field comes through the form library (docs/decisions/061) as absent, and a
// default would be checked again.
const tileInputSchema = photoInput(v.optional(altText));

/** A product's or category's name: one line, as the enquiry's email and CSV show it. */
const catalogueName = v.pipe(
  text(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(100, messages.nameTooLong),
  noControlCharacters,
  onOneLine('name'),
);

export const maxProductPhotos = 20;
export const maxProductCategories = 10;

/** `POST /api/admin/products`, and `PUT /api/admin/products/{id}`, which replaces every field. */
export const productInputSchema = v.object({
  name: catalogueName,
  slug: catalogueSlug,
  categoryIds: v.pipe(
    v.array(
      v.pipe(text(messages.categoriesRequired), v.maxLength(64, messages.categoryNotFound)),
      messages.categoriesRequired,
    ),
    v.transform((ids) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]),
    v.minLength(1, messages.categoriesRequired),
    v.maxLength(maxProductCategories, messages.tooManyCategories),
  ),
  description: v.pipe(
    v.optional(text(), ''),
    v.maxLength(50_000, messages.tooLong('description', 50_000)),
    noControlCharacters,
  ),
  features: textList('features', 20, 200),
  sizes: textList('sizes', 20, 50),
  materials: optionalText('materials', 500),
  colours: optionalText('colours', 500),
  minimumOrder: v.pipe(
    v.optional(v.union([text(), v.number()], messages.tooLong('minimum order', 100)), ''),
    v.transform(String),
    v.trim(),
    v.maxLength(100, messages.tooLong('minimum order', 100)),
    noControlCharacters,
  ),
  photos: v.pipe(
    v.optional(v.array(photoInputSchema, messages.photoSource), []),
    v.maxLength(maxProductPhotos, messages.tooManyPhotos),
  ),
  ...publicationEntries,
  status: v.optional(v.picklist(productStatuses, messages.productStatus), 'draft'),
  /** Absent: a new product goes after the last; a changed one keeps its place. */
  position: v.optional(position),
  version: expectedVersion,
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;

/** `POST /api/admin/categories`, `PUT /api/admin/categories/{id}` (rename, slug, position, tile). */
export const categoryInputSchema = v.object({
  name: catalogueName,
  slug: catalogueSlug,
  position: v.optional(position),
  /** The tile's picture; absent or null for none. */
  image: v.nullish(tileInputSchema),
  version: expectedVersion,
});
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;

/** `PUT /api/admin/categories/order`: every category's id once, in the new order. */
export const categoryOrderSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(text(messages.categoryOrder), v.maxLength(64, messages.categoryOrder)),
      messages.categoryOrder,
    ),
    v.minLength(1, messages.categoryOrder),
    v.maxLength(100, messages.categoryOrder),
    v.check((ids) => new Set(ids).size === ids.length, messages.categoryOrder),
  ),
});

/** A list's category filter: a category's id. */
const categoryFilter = v.optional(v.pipe(text(), v.maxLength(64, messages.categoryNotFound)));

/** `GET /api/products?category=&limit=N&cursor=C`: published products in order, of one category or all. */
export const productPageQuerySchema = v.object({
  limit: pageLimit('24'),
  cursor: pageCursor,
  category: categoryFilter,
});
export type ProductPageQuery = v.InferOutput<typeof productPageQuerySchema>;

/** `GET /api/admin/products?q=&category=&status=&limit=&cursor=`: the dashboard's list. */
export const productAdminQuerySchema = v.object({
  limit: pageLimit('24'),
  cursor: pageCursor,
  /** Part of the name, any case. */
  q: v.pipe(v.optional(text(), ''), v.trim(), v.maxLength(100, messages.tooLong('search', 100))),
  category: categoryFilter,
  status: v.optional(v.picklist(productStatuses, messages.productStatusFilter)),
});
export type ProductAdminQuery = v.InferOutput<typeof productAdminQuerySchema>;

/** The first problem as one message, for a 400 body or a form's error line. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Invalid input.';
}

export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
