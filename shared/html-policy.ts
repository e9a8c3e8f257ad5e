/**
 * The one allowlist for blog HTML (docs/decisions/003). The server cleans a post with
 * js-xss when it is saved and the browser cleans it again with DOMPurify before showing
 * it; both read this file (and its `allowedAttributeValue`), so they keep and drop the
 * same things.
 *
 * It matches the editor's formats (Quill: headings 1-6, bold, italic, strike, underline,
 * code, code block, super/subscript, highlight, lists, quote, rule, link, image, alignment,
 * indent) and the spec's link schemes. Images load over http(s) or from this origin only:
 * no `data:` (base64) images.
 */
const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const;
const blockTags = ['p', ...headings, 'li', 'blockquote', 'pre'] as const;

export const allowedTags: readonly string[] = [
  ...blockTags,
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'code',
  'sup',
  'sub',
  'mark',
  'ul',
  'ol',
  'hr',
  'a',
  'img',
  'br',
  'span',
];

/** Elements removed together with everything inside them (their text is not prose). */
export const droppedWithContent: readonly string[] = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'title',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
];

export const allowedAttributes: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'target', 'rel', 'class'],
  img: ['src', 'alt', 'title'],
  ol: ['start'],
  span: ['class', 'style'],
  ...Object.fromEntries(blockTags.map((tag) => [tag, ['class', 'style']])),
};

const alignment = /^ql-align-(left|center|right|justify)$/;
const indent = /^ql-indent-[1-8]$/;

/** Each class name on an element must match one of its patterns; others are dropped. */
export const allowedClasses: Readonly<Record<string, readonly RegExp[]>> = {
  a: [/^[a-z][a-z0-9_-]{0,40}$/i],
  span: [alignment],
  pre: [alignment, /^ql-syntax$/],
  ...Object.fromEntries(['p', ...headings, 'li', 'blockquote'].map((tag) => [tag, [alignment, indent]])),
};

/** Inline style: only text alignment, and only on text blocks. */
export const allowedStyles: Readonly<Record<string, Readonly<Record<string, readonly RegExp[]>>>> =
  Object.fromEntries(
    ['span', ...blockTags].map((tag) => [tag, { 'text-align': [/^(left|center|right|justify)$/] }]),
  );

/** The spec's link schemes; relative links (`/blog/…`) are allowed too. */
export const linkSchemes: readonly string[] = [
  'http',
  'https',
  'ftp',
  'ftps',
  'mailto',
  'tel',
  'callto',
  'sms',
  'cid',
  'xmpp',
];
/** Image sources: web addresses or this origin's paths; never `data:`. */
export const imageSchemes: readonly string[] = ['http', 'https'];

/** Every link opens in a new tab without giving the new page a handle on this one. */
export const linkTarget = '_blank';
export const linkRel = 'noopener noreferrer';

/**
 * True when a URL uses one of the schemes or is relative. Control characters and spaces
 * are ignored first, as browsers do ("java\tscript:" is still javascript:).
 * Protocol-relative URLs (`//host`) are refused: they would bypass the scheme list's intent.
 */
export function isAllowedUrl(url: string, schemes: readonly string[]): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (compact.startsWith('//') || compact.startsWith('\\\\')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return schemes.includes(scheme[1].toLowerCase());
}

function keptClasses(tag: string, value: string): string {
  const patterns = allowedClasses[tag] ?? [];
  return value
    .split(/\s+/)
    .filter((name) => name && patterns.some((pattern) => pattern.test(name)))
    .join(' ');
}

function keptStyles(tag: string, value: string): string {
  const properties = allowedStyles[tag] ?? {};
  return value
    .split(';')
    .map((declaration) => declaration.split(':').map((part) => part.trim()))
    .filter(
      ([name, setting]) =>
        name && setting && properties[name.toLowerCase()]?.some((pattern) => pattern.test(setting)),
    )
    .map(([name, setting]) => `${name.toLowerCase()}: ${setting}`)
    .join('; ');
}

/**
 * What an attribute may keep of its (entity-decoded) value: the allowed classes, the
 * allowed style declarations, an allowed URL, or the value of another allowed attribute.
 * An empty string means "drop the attribute". Links' `target` and `rel` are not taken from
 * the input: each sanitiser sets them to `linkTarget` and `linkRel`.
 */
export function allowedAttributeValue(tag: string, name: string, value: string): string {
  if (!allowedAttributes[tag]?.includes(name)) return '';
  switch (name) {
    case 'class':
      return keptClasses(tag, value);
    case 'style':
      return keptStyles(tag, value);
    case 'href':
      return isAllowedUrl(value, linkSchemes) ? value : '';
    case 'src':
      return isAllowedUrl(value, imageSchemes) ? value : '';
    default:
      return value;
  }
}
