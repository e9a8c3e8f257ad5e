import { describe, expect, it } from 'vitest';
import type { Category } from '../../shared/api-types.ts';
import { publicContentCacheControl, searchIndexReuseSeconds } from '../../shared/http-caching.ts';
import { listMessages } from '../../shared/list-queries.ts';
import { fetchRawPage, productCardLinks } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * `/search?q=…` (docs/decisions/042, 049) as a browser without JavaScript gets it, on the local
 * stack whose start migrated the spec's 28 products: the published products whose name contains
 * the text, ignoring case, from the table, 24 a page; never a draft; not indexed.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

async function addProduct(name: string, categoryIds: string[], status: 'draft' | 'published') {
  const created = await admin.request<{ _id: string }>('POST', '/api/admin/products', {
    body: { name, categoryIds, photos: [{ src: '/images/products/14/main.svg', alt: name }], status },
  });
  expect(created.status, created.text).toBe(201);
  return created.body._id;
}

/**
 * The card links of `path` once `done` holds of them, and how many seconds after the call that
 * was: `/search` reuses the catalogue it read for up to `searchIndexReuseSeconds`
 * (docs/decisions/056), so a change shows within that, measured here; fails a second past it.
 */
async function linksOnceChanged(path: string, done: (links: string[]) => boolean) {
  const since = Date.now();
  for (;;) {
    const links = productCardLinks((await fetchRawPage(stack, path)).html);
    const seconds = (Date.now() - since) / 1000;
    if (done(links)) return { links, seconds };
    expect(seconds, `${path} still unchanged`).toBeLessThan(searchIndexReuseSeconds + 1);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the search results page', () => {
  it('lists the matching published products from the table, ignoring case, at their pages', async () => {
    const found = await fetchRawPage(stack, '/search?q=CAVE+bed');
    expect(found.status).toBe(200);
    expect(found.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect(found.html).toContain('<meta name="robots" content="noindex"/>');
    expect(found.html).toContain('Products matching “CAVE bed”');
    expect(productCardLinks(found.html)).toEqual([
      '/product/cave-bed-cartoon',
      '/product/cave-bed-x-mas',
      '/product/cave-bed-grey',
      '/product/cave-bed-printed',
    ]);
    const none = await fetchRawPage(stack, '/search?q=unicorn');
    expect(none.status).toBe(200);
    expect(none.html).toContain('No products found');
    expect(productCardLinks(none.html)).toEqual([]);
    // No text: nothing matches (the dropdown shows nothing either).
    expect(productCardLinks((await fetchRawPage(stack, '/search?q=+')).html)).toEqual([]);
  });

  it(`shows a new product within ${searchIndexReuseSeconds} s, never a draft, and pages past 24 results`, async () => {
    const categories = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
    const bedding = categories.find((category) => category.name === 'BEDDING') as Category;
    await addProduct('Quilted Pad Draft', [bedding._id], 'draft');
    for (let n = 1; n <= 26; n++) await addProduct(`Quilted Pad ${n}`, [bedding._id], 'published');

    await linksOnceChanged('/search?q=quilted+pad', (links) => links.length === 24);
    const first = await fetchRawPage(stack, '/search?q=quilted+pad');
    const firstLinks = productCardLinks(first.html);
    expect(firstLinks).toHaveLength(24);
    expect(firstLinks[0]).toBe('/product/quilted-pad-1');
    expect(first.html).not.toContain('quilted-pad-draft');
    const next = /href="(\/search\?q=[^"]+cursor=24)"[^>]*>More results</.exec(first.html)?.[1];
    expect(next?.replaceAll('&amp;', '&')).toBe('/search?q=quilted+pad&cursor=24');
    const second = await fetchRawPage(stack, '/search?q=quilted+pad&cursor=24');
    expect(productCardLinks(second.html)).toEqual(['/product/quilted-pad-25', '/product/quilted-pad-26']);
    expect(second.html).toMatch(/href="\/search\?q=quilted\+pad"[^>]*>First results</);
    expect(second.html).not.toContain('More results</a>');
  });

  it(`drops an unpublished or deleted product within ${searchIndexReuseSeconds} s, and its page at once`, async () => {
    const categories = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
    const bedding = categories.find((category) => category.name === 'BEDDING') as Category;
    const kept = await addProduct('Felt Mat Kept', [bedding._id], 'published');
    const deleted = await addProduct('Felt Mat Gone', [bedding._id], 'published');
    await linksOnceChanged('/search?q=felt+mat', (links) => links.length === 2);

    const product = await admin.request<Record<string, unknown>>('GET', `/api/admin/products/${kept}`);
    const unpublished = await admin.request('PUT', `/api/admin/products/${kept}`, {
      body: { ...product.body, status: 'draft' },
    });
    expect(unpublished.status, unpublished.text).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/products/${deleted}`)).status).toBe(200);
    // The origin answers the pages 404 at once: no stale copy is served for a 404 (no-store).
    for (const slug of ['felt-mat-kept', 'felt-mat-gone']) {
      const page = await fetchRawPage(stack, `/product/${slug}`);
      expect(page.status, slug).toBe(404);
      expect(page.headers.get('cache-control'), slug).toBe('no-store');
    }
    const { links } = await linksOnceChanged('/search?q=felt+mat', (shown) => shown.length === 0);
    expect(links).toEqual([]);
  });

  it('answers a bad page cursor with a 400, never a 500', async () => {
    for (const cursor of ['abc', '-1', '0', '1e3', '9999999']) {
      const answer = await fetchRawPage(stack, `/search?q=bed&cursor=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.html, cursor).toContain(listMessages.pageCursor);
      expect(answer.headers.get('cache-control'), cursor).toBe('no-store');
    }
  });
});
