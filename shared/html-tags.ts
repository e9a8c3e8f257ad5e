/**
 * The `<link>` and `<script>` start tags of a page read as elements with attributes, in any
 * order and with any others beside them, for the first-load rewrites (shared/first-load-html.ts):
 * React Router adds `nonce`, `crossorigin` or `integrity` when asked, and a rewrite that
 * matched one exact text would stop applying, silently, the day it does (issue 21).
 */

/** A start tag `<link …>` or `<script …>` (attribute values never hold `>` unescaped in React's output). */
const startTag = /<(link|script)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
const attribute = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export interface Tag {
  name: 'link' | 'script';
  /** By lower-cased name, in the tag's order. */
  attributes: Map<string, string>;
  /** The start tag as it is in the page, and where. */
  text: string;
  index: number;
}

function parseAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const [, name, double, single, bare] of text.matchAll(attribute)) {
    if (name) attributes.set(name.toLowerCase(), double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** Every `<link>` and `<script>` start tag of the page, in order. */
export function* tagsOf(html: string): Generator<Tag> {
  for (const match of html.matchAll(startTag)) {
    yield {
      name: (match[1] ?? '').toLowerCase() as Tag['name'],
      attributes: parseAttributes((match[2] ?? '').replace(/\/\s*$/, '')),
      text: match[0],
      index: match.index ?? 0,
    };
  }
}

/** The tag written back with its (changed) attributes, self-closed as it was. */
export function writeTag({ name, attributes, text }: Tag): string {
  const written = [...attributes].map(([key, value]) => (value === '' ? ` ${key}=""` : ` ${key}="${value}"`));
  return `<${name}${written.join('')}${text.endsWith('/>') ? '/' : ''}>`;
}

/** The link's `rel` keywords, lower-cased (`rel` is a space-separated list). */
export const relsOf = (tag: Tag): string[] =>
  (tag.attributes.get('rel') ?? '').toLowerCase().split(/\s+/).filter(Boolean);
