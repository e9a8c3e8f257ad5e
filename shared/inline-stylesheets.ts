import { relsOf, tagsOf, writeTag } from './html-tags.ts';

/**
 * Pages paint from their HTML alone: the page renderer (functions/lib/http/page-rendering.ts)
 * rewrites the pages it renders with this, from the stylesheets the build writes for it
 * (web/first-paint-html.ts).
 */

const inertType = 'text/x-inlined';
/** Attributes that do not change how a stylesheet applies: inline, the rules apply the same. */
const inlinableAttributes = new Set(['rel', 'href', 'nonce', 'crossorigin', 'integrity']);

/**
 * Stylesheets inline. A `<link rel="stylesheet">` in the head blocks the first paint until
 * it has downloaded: on a phone on slow 4G, a round trip after the HTML for a few KB (the
 * public site's CSS is about 5 KB gzipped). Inline, the page paints once its HTML is in.
 *
 * The `<link>` stays, with a type that is not CSS, so the browser neither fetches nor applies
 * it: React's hydration looks for the element `<Links />` renders (same rel and href) and
 * fails without it. The inline rules stay after client-side navigation, which is harmless
 * (every page's CSS is scoped to its own class names).
 *
 * Links are read as elements (shared/html-tags.ts): the renderer's pages carry a `nonce` before
 * `rel` (docs/decisions/043), which a match on one exact text missed, silently, leaving every
 * rendered page with three render-blocking stylesheets (issue 21). A stylesheet link this cannot
 * inline as it is (a `media`, say) throws rather than stay render-blocking.
 */
/**
 * The build's file a stylesheet link stands for. React Router marks a stylesheet that a lazy
 * module imports too with a trailing `#` (so that Vite's loader does not add it a second time
 * when the module loads); the fragment names no other file.
 */
export const stylesheetFile = (href: string): string => href.replace(/#$/, '');

export function inlineStylesheets(html: string, stylesheets: ReadonlyMap<string, string>): string {
  let out = '';
  let last = 0;
  for (const tag of tagsOf(html)) {
    if (tag.name !== 'link' || !relsOf(tag).includes('stylesheet')) continue;
    const unknown = [...tag.attributes.keys()].filter((name) => !inlinableAttributes.has(name));
    if (unknown.length > 0 || relsOf(tag).length !== 1)
      throw new Error(`cannot inline ${tag.text}: did React Router's <Links /> output change?`);
    const href = tag.attributes.get('href') ?? '';
    const css = stylesheets.get(stylesheetFile(href));
    if (css === undefined) throw new Error(`${href} is linked but not in the build`);
    // `</style` inside the rules would end the element early (minified CSS never has it).
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    tag.attributes.set('type', inertType);
    out += `${html.slice(last, tag.index)}<style>${css}</style>${writeTag(tag)}`;
    last = tag.index + tag.text.length;
  }
  return out + html.slice(last);
}
