import { isDashboardPath } from '../../shared/site-urls.ts';

/** Paths of this origin that are no page of the site (as the speculation rules leave them out). */
const notPages = ['/api/', '/uploads/', '/images/', '/assets/'];

/** What of a link decides where it leads (an `HTMLAnchorElement`'s). */
export interface LinkTarget {
  href: string;
  target: string;
  hasAttribute(name: string): boolean;
}

/**
 * The path (with its query) of a public page of this site that `link` leads to, which the app
 * can follow and prefetch as it does its own links (a post's link to a product); undefined
 * for anything it leaves to the browser: another site, the dashboard, the API, an upload or a
 * picture, a link that opens elsewhere or downloads, or one within the same page.
 */
export function sitePageHref(link: LinkTarget, page: URL): string | undefined {
  if (link.target || link.hasAttribute('download')) return undefined;
  const url = new URL(link.href, page);
  if (url.origin !== page.origin || isDashboardPath(url.pathname)) return undefined;
  if (notPages.some((prefix) => url.pathname.startsWith(prefix))) return undefined;
  if (url.hash && url.pathname === page.pathname && url.search === page.search) return undefined;
  return url.pathname + url.search + url.hash;
}
