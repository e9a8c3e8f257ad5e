/**
 * The rules and messages every area's validation shares: the messages (one place for each
 * text), how a schema takes text, versions and ids, and `firstIssue`. Each area's schemas are
 * in a module of their own (contact-rules.ts, account-rules.ts, catalogue-rules.ts and so on;
 * list-queries.ts), so a screen's chunk loads its own rules only (docs/decisions/062). The browser's forms and the Lambdas parse with
 * the same schemas, so a visitor and the API say the same thing. Messages quoted from the spec
 * are kept word for word.
 */
import * as v from 'valibot';
import { lineBreak } from './single-line-text.ts';

export const messages = {
  fillAllFields: 'Please fill in all fields.',
  email: 'Please enter a valid email address.',
  countryName: 'Please enter a valid country name',
  nameRequired: 'Please enter a name.',
  nameTooLong: 'Names can be at most 100 characters.',
  imageType: 'Images must be JPEG, PNG, WebP, GIF or AVIF.',
  imageSize: 'Images can be at most 25 MB.',
  imageKey: 'The image was not found. Please upload it again.',
  imageUnreadable:
    'The image could not be read (the file may be damaged or incomplete). Please choose another.',
  imageProcessing: 'This photo is still being processed. Wait a moment and save again.',
  idRequired: 'Please give an id.',
  slug: 'The URL may only hold lower-case letters, digits and single dashes (at most 80 characters).',
  tooLong: (field: string, max: number) => `The ${field} can be at most ${max} characters.`,
  controlCharacters:
    'The text contains invisible control characters (such as NUL or text-direction marks). Please remove them.',
  malformedText: 'The text contains a broken character (half of an emoji or symbol). Please retype it.',
  oneLine: (field: string) => `The ${field} must be on one line. Please remove the line breaks.`,
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
  versionGone: 'This version is not kept any more (only the last 50 are). Reload to see the versions kept.',
} as const;

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

/** Refuses NUL and the bidirectional controls (above). */
export const noControlCharacters = v.check(
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

/** Refuses a line break in a one-line field (shared/single-line-text.ts). */
export const onOneLine = (field: string) =>
  v.check((text: string) => !lineBreak.test(text), messages.oneLine(field));
/** An item's id as a request names it (a state, a district, a previewed item). */
export const requiredId = v.pipe(
  text(messages.idRequired),
  v.trim(),
  v.nonEmpty(messages.idRequired),
  v.maxLength(64),
);

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

/** A DELETE's `?version=`: the version the item was read with (functions/lib/http/delete-by-id-handler.ts). */
export const deleteSchema = v.object({ version: expectedVersion });
/** Text that must be there, at most `max` characters: `required` says when it is absent or blank. */
export const requiredText = (required: string, field: string, max: number) =>
  v.pipe(
    text(required),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/** Optional text of at most `max` characters: '' when left out. */
export const optionalText = (field: string, max: number) =>
  v.pipe(
    v.optional(text(messages.tooLong(field, max)), ''),
    v.trim(),
    v.maxLength(max, messages.tooLong(field, max)),
    noControlCharacters,
  );

/** The first problem as one message, for a 400 body or a form's error line. */
export function firstIssue(issues: readonly v.BaseIssue<unknown>[]): string {
  return issues[0]?.message ?? 'Invalid input.';
}
