import { categoryPagePath, productPagePath, staticPagePaths } from '../../../shared/site-pages.ts';
import { blogListPath, blogPostPath, marketplacePath } from '../../../shared/site-urls.ts';
import { listBlogLinks } from '../data/blogs-repository.ts';
import { listCategoryItems } from '../data/categories-repository.ts';
import { listLocationPages } from '../data/locations-repository.ts';
import { listPublishedProductLinks } from '../data/products-repository.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { escapeMarkup } from './markup-escaping.ts';

/**
 * `GET /sitemap.xml`: every public page a search engine should know, at its canonical URL,
 * with absolute URLs on the stage's address (functions/sitemap.ts). A sitemap may hold 50,000 URLs; past that (or past
 * `maxBytes`, so one answer stays well under Lambda's 6 MB response limit) `/sitemap.xml`
 * becomes a sitemap index whose parts are `/sitemap.xml?part=1`, `?part=2`, … on the same
 * route (no other CloudFront path needed).
 */
const hostPattern = /^[a-z0-9.-]+(:\d{1,5})?$/i;

export const sitemapLimits = {
  /** The sitemap protocol's limit of URLs in one file. */
  maxUrls: 50_000,
  /** Bytes of `<url>` entries in one answer: about 35,000 long URLs, leaving room under 6 MB. */
  maxBytes: 4 * 1024 * 1024,
};

/** The host a request came to (behind CloudFront, x-forwarded-host: infra/api-viewer-headers.js sets it). */
export function siteOrigin(headers: Record<string, string | undefined>): string {
  const host = (headers['x-forwarded-host'] ?? headers.host ?? '').split(',')[0].trim();
  if (!hostPattern.test(host)) throw new InvalidInput('The request has no valid Host header.');
  const local = /^(localhost|127\.0\.0\.1)(:\d+)?$/i.test(host);
  return `${local ? 'http' : 'https'}://${host}`;
}

interface SitemapPage {
  path: string;
  /** ISO time of the last change; the sitemap gives its date. */
  updatedAt?: string;
}

/**
 * Every public page in a stable order: static, products (published ones only), the categories
 * that show some (a category without published products is an empty page), blogs, places.
 */
export async function listPages(): Promise<SitemapPage[]> {
  const [products, categories, blogs, places] = await Promise.all([
    listPublishedProductLinks(),
    listCategoryItems(),
    listBlogLinks(),
    listLocationPages(),
  ]);
  return [
    ...staticPagePaths.map((path) => ({ path })),
    ...products.map((product) => ({ path: productPagePath(product.slug), updatedAt: product.updatedAt })),
    ...categories
      .filter((category) => category.publishedCount > 0)
      .map((category) => ({ path: categoryPagePath(category.slug), updatedAt: category.updatedAt })),
    { path: blogListPath },
    { path: marketplacePath },
    ...blogs.map((blog) => ({ path: blogPostPath(blog.slug), updatedAt: blog.updatedAt })),
    ...places,
  ];
}

const urlEntry = (origin: string, page: SitemapPage) => {
  const lastmod = page.updatedAt ? `<lastmod>${page.updatedAt.slice(0, 10)}</lastmod>` : '';
  return `  <url><loc>${escapeMarkup(origin + page.path)}</loc>${lastmod}</url>`;
};

/** Consecutive runs of entries within both limits. */
function splitIntoParts(entries: string[], limits: typeof sitemapLimits): string[][] {
  const parts: string[][] = [[]];
  let bytes = 0;
  for (const entry of entries) {
    const size = Buffer.byteLength(entry) + 1;
    const current = parts[parts.length - 1];
    if (current.length > 0 && (current.length >= limits.maxUrls || bytes + size > limits.maxBytes)) {
      parts.push([entry]);
      bytes = size;
    } else {
      current.push(entry);
      bytes += size;
    }
  }
  return parts;
}

const xmlDocument = (root: string, lines: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`,
    ...lines,
    `</${root}>`,
    '',
  ].join('\n');

/**
 * The sitemap, or with more pages than one may hold, the index (no `part`) or one of its
 * parts (`part` = 1, 2, …; 404 beyond the last).
 */
export async function buildSitemap(
  origin: string,
  part?: string,
  limits: typeof sitemapLimits = sitemapLimits,
): Promise<string> {
  if (part !== undefined && !/^[1-9]\d{0,4}$/.test(part)) throw new NotFound('No such sitemap part.');
  const entries = (await listPages()).map((page) => urlEntry(origin, page));
  const parts = splitIntoParts(entries, limits);
  if (part !== undefined) {
    const entriesOfPart = parts.length > 1 ? parts[Number(part) - 1] : undefined;
    if (!entriesOfPart) throw new NotFound('No such sitemap part.');
    return xmlDocument('urlset', entriesOfPart);
  }
  if (parts.length === 1) return xmlDocument('urlset', parts[0]);
  return xmlDocument(
    'sitemapindex',
    parts.map(
      (_, index) =>
        `  <sitemap><loc>${escapeMarkup(`${origin}/sitemap.xml?part=${index + 1}`)}</loc></sitemap>`,
    ),
  );
}
