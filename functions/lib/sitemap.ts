import { products } from '../../shared/catalogue.ts';
import { productPagePath, staticPagePaths } from '../../shared/site-pages.ts';
import { listBlogs } from './blogs-repository.ts';
import { badRequest } from './http-error.ts';
import { listHierarchy } from './locations-repository.ts';
import { escapeMarkup } from './markup-escaping.ts';

/**
 * `GET /sitemap.xml`: every public page a search engine should know, with absolute URLs
 * on the host the request came to (behind CloudFront, x-forwarded-host: infra/api-viewer-headers.js sets it).
 */
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export function siteOrigin(headers: Record<string, string | undefined>): string {
  const host = (headers['x-forwarded-host'] ?? headers.host ?? '').split(',')[0].trim();
  if (!hostPattern.test(host)) throw badRequest('The request has no valid Host header.');
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

export async function buildSitemap(origin: string): Promise<string> {
  const [blogs, countries] = await Promise.all([listBlogs(), listHierarchy()]);
  const states = countries.flatMap((country) => country.states);
  const paths = [
    ...staticPagePaths,
    ...products.map((product) => productPagePath(product.id)),
    '/blog',
    '/marketplace',
    ...blogs.map((blog) => `/blog/${blog._id}`),
    ...states.map((state) => `/districts/${state._id}`),
    ...states.flatMap((state) => state.districts.map((district) => `/marketplacedetails/${district._id}`)),
  ];
  const urls = paths.map((path) => `  <url><loc>${escapeMarkup(origin + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
