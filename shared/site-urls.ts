import type { SitePartName } from './site-parts.ts';
import { encodeUriText } from './uri-text.ts';
/**
 * The public site's readable URLs, in one place: the route modules link to them, the
 * loaders redirect old URLs to them, the sitemap lists them, and the repositories store
 * the slugs they are made of.
 */

/** Longest slug kept: long enough for a headline, short enough for a shared link. */
export const maxSlugLength = 80;

/**
 * A URL segment from a title or place name: lower case ASCII letters and digits joined by
 * single dashes ("Cabo Verde" -> "cabo-verde", "Tamil Nādu" -> "tamil-nadu"); `fallback`
 * when nothing is left (a title in another script).
 */
export function slugify(text: string, fallback = 'page'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxSlugLength)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** True for a segment `slugify` could have made (what the admin may type as a post's slug). */
export const isSlug = (segment: string): boolean =>
  segment.length <= maxSlugLength && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(segment);

/** The admin's pages: rendered by the app in the browser, never indexed. */
export const dashboardPath = '/dashboard';
export const isDashboardPath = (path: string): boolean =>
  path === dashboardPath || path.startsWith(`${dashboardPath}/`);

export const blogListPath = '/blog';
export const blogPostPath = (slug: string): string => `${blogListPath}/${slug}`;
/** A post's page in the dashboard (its manager's grid and the overview both link to it). */
export const blogDetailPath = (id: string): string => `${dashboardPath}/blogdetail/${encodeUriText(id)}`;

/**
 * Preview links (docs/decisions/066): the page of a post's, product's or site part's unsaved
 * state, at `/preview/<kind>/<token>`, rendered by the same route module as the public page,
 * never cached. A site part's page other than the home page follows the token
 * (`/preview/site/<token>/about`).
 */
export const previewPathPrefix = '/preview/';
export const isPreviewPath = (path: string): boolean => path.startsWith(previewPathPrefix);
export const previewPath = (kind: string, token: string, pagePath = '/'): string =>
  `${previewPathPrefix}${kind}/${token}${pagePath === '/' ? '' : pagePath}`;

/** The public page each site part is shown on (issue 34): where its preview link opens. */
export const sitePartPagePaths: { [P in SitePartName]: '/' | '/about' | '/dogbreed' } = {
  company: '/',
  home: '/',
  testimonials: '/',
  seo: '/',
  about: '/about',
  breeds: '/dogbreed',
};

export const marketplacePath = '/marketplace';
export const countryPagePath = (countrySlug: string): string => `${marketplacePath}/${countrySlug}`;
export const statePagePath = (countrySlug: string, stateSlug: string): string =>
  `${countryPagePath(countrySlug)}/${stateSlug}`;
export const districtPagePath = (countrySlug: string, stateSlug: string, districtSlug: string): string =>
  `${statePagePath(countrySlug, stateSlug)}/${districtSlug}`;

/** The spec's URLs, which answer 301 to the readable ones above. */
export const legacyBlogPostPath = (blogId: string): string => `${blogListPath}/${blogId}`;
export const legacyStatePagePath = (stateId: string): string => `/districts/${stateId}`;
export const legacyDistrictPagePath = (districtId: string): string => `/marketplacedetails/${districtId}`;
