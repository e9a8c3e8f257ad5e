/**
 * Pages paint from their HTML alone: the build (web/first-paint-html.ts) rewrites the
 * prerendered pages with this, and the page renderer (functions/lib/http/page-rendering.ts) the
 * pages it renders.
 */

const stylesheetLink = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"\/>/g;
const inertType = 'text/x-inlined';

/**
 * Stylesheets inline. A `<link rel="stylesheet">` in the head blocks the first paint until
 * it has downloaded: on a phone on slow 4G, a round trip after the HTML for a few KB (the
 * public site's CSS is about 5 KB gzipped). Inline, the page paints once its HTML is in.
 *
 * The `<link>` stays, with a type that is not CSS, so the browser neither fetches nor applies
 * it: React's hydration looks for the element `<Links />` renders (same rel and href) and
 * fails without it. The inline rules stay after client-side navigation, which is harmless
 * (every page's CSS is scoped to its own class names).
 */
export function inlineStylesheets(html: string, stylesheets: ReadonlyMap<string, string>): string {
  const inlined = html.replace(stylesheetLink, (_link, href: string) => {
    const css = stylesheets.get(href);
    if (css === undefined) throw new Error(`${href} is linked but not in the build`);
    // `</style` inside the rules would end the element early (minified CSS never has it).
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style" and cannot be inlined`);
    return `<style>${css}</style><link rel="stylesheet" href="${href}" type="${inertType}"/>`;
  });
  // A link React Router writes in another form would silently stay render-blocking: fail the build instead.
  for (const [link] of inlined.matchAll(/<link rel="stylesheet"[^>]*>/g)) {
    if (!link.includes(`type="${inertType}"`))
      throw new Error(`cannot inline ${link}: did React Router's <Links /> output change?`);
  }
  return inlined;
}
