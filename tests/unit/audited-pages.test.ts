import { matchPath } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveAuditedPages } from '../../bench/lighthouse-audit.ts';
import routes from '../../web/app/routes.ts';

/** The public API's answers the bench finds the database's pages by (bench/public-site.ts). */
const publicApi: Record<string, unknown> = {
  '/api/products?limit=1': { items: [{ _id: 'p1', slug: 'leather-collar', categoryIds: ['c1'] }] },
  '/api/categories': [{ _id: 'c1', slug: 'collars' }],
  '/api/blogs?limit=1': { items: [{ slug: 'walks-in-the-rain' }] },
  '/countries/hierarchy': [{ states: [{ _id: 's1' }] }],
  '/states/s1': { path: '/marketplace/india/kerala', districts: [{ _id: 'd1' }] },
  '/api/districts/d1': { path: '/marketplace/india/kerala/kochi' },
};

/** The site layout's pages with a path of their own (not the catch-all's 404). */
const publicPatterns = (routes.find((entry) => entry.file === 'routes/_site.tsx')?.children ?? [])
  .filter((entry) => entry.path !== '*')
  .map((entry) => `/${entry.path ?? ''}`);

afterEach(() => vi.unstubAllGlobals());

describe('the audited pages', () => {
  it("are one of each public template, the owner's site pages included, each a page of the web app", async () => {
    vi.stubGlobal('fetch', async (url: URL) => {
      const answer = publicApi[`${url.pathname}${url.search}`];
      return answer === undefined ? new Response(null, { status: 404 }) : Response.json(answer);
    });
    const pages = await resolveAuditedPages('http://bench.invalid');
    expect(pages.map((page) => page.path)).toEqual([
      '/',
      '/product',
      '/exp?category=collars',
      '/category-products?category=collars',
      '/product/leather-collar',
      '/blog',
      '/blog/walks-in-the-rain',
      '/marketplace',
      '/marketplace/india/kerala',
      '/marketplace/india/kerala/kochi',
      '/about',
      '/dogbreed',
      '/contact',
    ]);
    expect(new Set(pages.map((page) => page.template)).size).toBe(pages.length);
    const unrouted = pages.filter((page) => {
      const { pathname } = new URL(page.path, 'http://bench.invalid');
      return !publicPatterns.some((pattern) => matchPath(pattern, pathname));
    });
    expect(unrouted).toEqual([]);
  });
});
