/**
 * A blog post as a save sends it, and its messages. Named for the post, not the blog: the
 * previews, the draft copies and the sanitiser use them too, and only blog code imports a
 * blog module (tests/unit/import-boundaries.test.ts).
 */
import * as v from 'valibot';
import { publicationEntries } from './publication-rules.ts';
import { isSlug } from './site-urls.ts';
import {
  expectedVersion,
  forbiddenControlCharacters,
  isCalendarDate,
  messages,
  noControlCharacters,
  requiredText,
  text,
} from './validation.ts';

/** A post's messages. */
export const postMessages = {
  titleRequired: 'Please enter a title.',
  dateRequired: 'Please enter a valid date.',
  authorRequired: 'Please enter an author.',
  contentTooLong: 'The post is too long (at most 300,000 characters).',
  contentPlaceholder:
    'The post\'s text came as "undefined" or "null": nothing was saved. Reload the post and try again.',
  contentTooLarge:
    'The post is too long to save: with its formatting it comes to more than 350 KB. Please shorten it or split it into two posts.',
  slugTaken: 'Another post already uses this URL. Please choose another one.',
} as const;

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

export const blogInputSchema = v.object({
  title: requiredText(postMessages.titleRequired, 'title', 200),
  date: v.pipe(
    text(postMessages.dateRequired),
    v.trim(),
    v.isoDate(postMessages.dateRequired),
    v.check(isCalendarDate, postMessages.dateRequired),
  ),
  author: requiredText(postMessages.authorRequired, 'author', 100),
  tags,
  content: v.pipe(
    v.optional(text(), ''),
    v.maxLength(300_000, postMessages.contentTooLong),
    noControlCharacters,
    // What a client's form sends for a value it never had (FormData turns it into text):
    // storing it would replace the article with the word (issue 19).
    v.check((html) => !/^\s*(undefined|null)\s*$/.test(html), postMessages.contentPlaceholder),
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
