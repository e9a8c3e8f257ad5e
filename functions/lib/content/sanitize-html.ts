import { FilterXSS, type IFilterXSSOptions } from 'xss';
import * as htmlPolicy from '../../../shared/html-policy.ts';
import { postMessages } from '../../../shared/post-rules.ts';
import { InvalidInput, TooLarge } from '../domain-errors.ts';
import { escapeMarkup } from './markup-escaping.ts';

/**
 * The server's cleaning of a blog post before it is stored, with js-xss and the shared
 * allowlist (docs/decisions/003). js-xss rather than sanitize-html because it is 20 KB
 * against sanitize-html's 160 KB (htmlparser2, entities, postcss), and the blog-writing
 * Lambdas must stay within DESIGN's 300 KB bundle budget (docs/decisions/018).
 *
 * Why it is safe although js-xss's tokenizer is simpler than a browser's: the output is
 * rebuilt, not passed through. Text keeps only its entities (every `<` and `>` is escaped),
 * tags are written by js-xss as `<tag>` or `</tag>` for allowed tags only, and every kept
 * attribute is written here as `name="value"` with all five markup characters escaped. So a
 * browser parses the output into exactly what was checked, whatever the input looked like.
 */

/** Character references a browser decodes in attribute values that matter to a URL check. */
const namedReferences: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  Tab: '\t',
  NewLine: '\n',
};

/**
 * An attribute value as the browser will see it, for checking. Numeric references (with
 * or without `;`, as browsers accept them) and the named ones above are decoded; any
 * other `&name;` stays as it is and is escaped on output, so it reaches the page as
 * literal text rather than as a character that was never checked.
 */
const decodeAttribute = (value: string): string =>
  value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);?/gi, (reference, body: string) => {
    if (body[0] !== '#') return namedReferences[body] ?? reference;
    const codePoint =
      body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return codePoint > 0 && codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : '\ufffd';
  });

const droppedTags = new Set(htmlPolicy.droppedWithContent);

/**
 * Whitespace characters one kept tag may hold. js-xss's attribute parser rewrites the whole
 * tag at every whitespace character outside a quoted value (and scans runs of it again), so
 * its time grows with (spaces in the tag) x (the tag's length): one 280 KB tag with 70,000
 * attributes took 698 s. The editor writes at most a handful of attributes per tag; 32 spaces
 * (counted inside quoted values too, to keep the count simple) bound the work per post to
 * about 32 x 300,000 characters: 0.25 to 0.35 s here (docs/decisions/003).
 */
export const maxTagSpaces = 32;

/** A post with a tag past `maxTagSpaces`: refused (400) before js-xss parses it. */
export class HtmlTooComplex extends InvalidInput {
  constructor() {
    super(`The post has a tag with too many attributes or spaces (at most ${maxTagSpaces}).`);
  }
}

/** Whether `tag` (js-xss's whole `<...>`) holds more than `maxTagSpaces` whitespace characters. */
function hasTooManySpaces(tag: string): boolean {
  if (tag.length <= maxTagSpaces) return false;
  const whitespace = /\s/g;
  let count = 0;
  while (whitespace.exec(tag)) if (++count > maxTagSpaces) return true;
  return false;
}

/** Options of every run; the per-run parts (what is inside a dropped element) are added in `sanitizeHtml`. */
const policyOptions: IFilterXSSOptions = {
  whiteList: Object.fromEntries(
    htmlPolicy.allowedTags.map((tag) => [tag, [...(htmlPolicy.allowedAttributes[tag] ?? [])]]),
  ),
  allowCommentTag: false,
  css: false,
  // Other tags go, their text stays (a `<div>` from a paste keeps its words).
  onIgnoreTag: () => '',
  onTagAttr: (tag, name, value) => {
    if (tag === 'a' && (name === 'target' || name === 'rel')) return '';
    const kept = htmlPolicy.allowedAttributeValue(tag, name, decodeAttribute(value));
    return kept ? `${name}="${escapeMarkup(kept)}"` : '';
  },
};

/**
 * Every link opens in a new tab without a handle on this page. In the filter's output a
 * `<` only ever starts a tag it wrote, so `<a` followed by a space or `>` is a link's start.
 */
const withLinkTargets = (html: string) =>
  html.replace(/<a(?=[ >])/g, `<a target="${htmlPolicy.linkTarget}" rel="${htmlPolicy.linkRel}"`);

/** Cleans a blog post's HTML with the shared allowlist before it is stored. */
export function sanitizeHtml(html: string): string {
  // js-xss's own stripIgnoreTagBody mishandles nesting and unclosed tags (it leaves
  // "[removed]" markers), so elements removed with their content are tracked here: inside
  // one, tags and text alike produce nothing. An unclosed `<script>` hides the rest, as in
  // a browser.
  let droppedDepth = 0;
  const filter = new FilterXSS({
    ...policyOptions,
    // Text keeps its entities; only what could start or end a tag is escaped.
    escapeHtml: (text) => (droppedDepth > 0 ? '' : text.replace(/</g, '&lt;').replace(/>/g, '&gt;')),
    onTag: (tag, html, { isClosing, isWhite }) => {
      if (droppedTags.has(tag)) {
        droppedDepth = Math.max(0, droppedDepth + (isClosing ? -1 : 1));
        return '';
      }
      if (droppedDepth > 0) return '';
      // Only kept opening tags have their attributes parsed (the quadratic part).
      if (isWhite && !isClosing && hasTooManySpaces(html)) throw new HtmlTooComplex();
      return undefined;
    },
  });
  return withLinkTargets(filter.process(html));
}

/**
 * Bytes (UTF-8) of cleaned content a post may store. The 300,000-character limit is checked on
 * what the admin sent; cleaning can make it longer (every `<` or `>` of text becomes `&lt;` or
 * `&gt;`, every attribute is written quoted and escaped), up to four times. DynamoDB refuses an
 * item over 400 KB (409,600 bytes); 350,000 leave the post's other fields (title, tags, author,
 * earlier slugs, image) more than 50 KB.
 */
export const maxStoredContentBytes = 350_000;

/** The post's content as it will be stored: cleaned, and refused with 413 when it would not fit the item. */
export function storableHtml(html: string): string {
  const cleaned = sanitizeHtml(html);
  if (Buffer.byteLength(cleaned, 'utf8') > maxStoredContentBytes)
    throw new TooLarge(postMessages.contentTooLarge);
  return cleaned;
}
