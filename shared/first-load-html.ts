import { type DeferOptions, hydrateAfterLoad } from './hydration-after-load.ts';
import { inlineStylesheets } from './inline-stylesheets.ts';
import { isDashboardPath } from './site-urls.ts';

/**
 * A page's HTML as the page renderer (functions/lib/http/page-rendering.ts) first serves it:
 * its CSS inline (the build's stylesheets, web/first-paint-html.ts), so it paints from its HTML alone, and a
 * public page's modules fetched after `load`. The dashboard's HTML is only a loading screen
 * until the app runs, so its modules load at once.
 */
export function firstLoadHtml(
  html: string,
  path: string,
  stylesheets: ReadonlyMap<string, string>,
  options: DeferOptions = {},
): string {
  const inlined = inlineStylesheets(html, stylesheets);
  return isDashboardPath(path) ? inlined : hydrateAfterLoad(inlined, options);
}
