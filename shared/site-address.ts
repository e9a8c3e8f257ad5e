/**
 * The site's one public address per stage (docs/decisions/040): canonical URLs, Open Graph,
 * robots.txt, the sitemap and the links in emails all name it. In AWS it is the stage's
 * domain (or its CloudFront domain), given to the web build as `VITE_SITE_URL` and to the
 * functions as `SITE_URL`; locally the local stack's own origin.
 */

/** The variable the web build reads the address from (Vite exposes `VITE_*` to both builds). */
export const siteUrlBuildVariable = 'VITE_SITE_URL';

/** The local stack's origin on its default port: what a build without the variable names. */
export const localSiteUrl = 'http://localhost:3000';

/**
 * `url` as an origin (`https://host[:port]`, no path, no trailing slash); only loopback may use
 * plain http. Throws, naming `source`, for anything else.
 */
export function siteOriginOf(url: string, source = 'the site address'): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${source} "${url}" is not a URL (e.g. https://www.example.com)`);
  }
  const loopback = /^(localhost|127\.0\.0\.1)$/.test(parsed.hostname);
  if (parsed.protocol !== 'https:' && !(loopback && parsed.protocol === 'http:')) {
    throw new Error(`${source} "${url}" must be https (plain http only for localhost)`);
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username) {
    throw new Error(`${source} "${url}" must be an origin only, e.g. https://www.example.com`);
  }
  return parsed.origin;
}

/** robots.txt for the address: everything but the dashboard, and where the sitemap is. */
export const robotsTxt = (siteUrl: string): string =>
  `User-agent: *\nAllow: /\nDisallow: /dashboard\n\nSitemap: ${siteOriginOf(siteUrl)}/sitemap.xml\n`;
