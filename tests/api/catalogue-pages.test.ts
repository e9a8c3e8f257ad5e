import { describe, expect, it } from 'vitest';
import type { Category, Product } from '../../shared/api-types.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { fetchRawPage, productCardLinks } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Issue 20 item 4: the catalogue's list pages as a crawler gets them (one request, no script)
 * from the table, on the local stack whose start migrated the spec's 28 products: home's tiles
 * and first 12 products, `/product` a page at a time, `/exp` and `/category-products` by
 * `?category=<slug>`. Drafts never show; a change shows at once (CloudFront adds at most 30 s).
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const filterLinks = (html: string) =>
  [...html.matchAll(/<a[^>]*class="button button--outline"[^>]*href="([^"]+)"[^>]*>([^<]+)<\/a>/g)].map(
    ([tag, href, label]) => [label, href, tag.includes('aria-current="page"')] as const,
  );
async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}
const categoryNamed = async (name: string) =>
  (await ok<Category[]>('GET', '/api/admin/categories')).find(
    (category) => category.name === name,
  ) as Category;

describe('the catalogue pages, rendered from the table', () => {
  it('home: the five tiles in order and the first 12 products, cached at the edge', async () => {
    const home = await fetchRawPage(stack, '/');
    expect(home.status).toBe(200);
    expect(home.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect([...home.html.matchAll(/class="category-tile" href="([^"]+)"/g)].map(([, href]) => href)).toEqual([
      '/category-products?category=walking-essentials',
      '/category-products?category=bedding',
      '/category-products?category=cave-hut',
      '/category-products?category=jackets',
      '/category-products?category=toys',
    ]);
    const products = productCardLinks(home.html);
    expect(products).toHaveLength(12);
    expect(products[0]).toBe('/product/h-harness');
  });

  it('/product: 12 a page, each next page by its link, and the page bytes bounded', async () => {
    const first = await fetchRawPage(stack, '/product');
    expect(first.status).toBe(200);
    const nextPage = (html: string) => {
      const next = /href="(\/product\?cursor=[^"]+)"[^>]*>More products</.exec(html)?.[1];
      expect(next).toBeTruthy();
      return fetchRawPage(stack, (next ?? '').replaceAll('&amp;', '&'));
    };
    const second = await nextPage(first.html);
    const third = await nextPage(second.html);
    const pages = [first, second, third].map((page) => productCardLinks(page.html));
    expect(pages.map((links) => links.length)).toEqual([12, 12, 4]);
    expect(new Set(pages.flat()).size).toBe(28);
    expect(third.html).not.toContain('>More products</a>');
    expect(third.html).toContain('First products');
    // A card's data is all a list page carries of a product: not its categories or dates.
    for (const field of ['categoryIds', 'updatedAt']) expect(first.html).not.toContain(field);
    expect((await fetchRawPage(stack, '/product?cursor=nonsense')).status).toBe(400);
  });

  it('/exp: All and the categories with products; a filter shows only its products', async () => {
    const all = await fetchRawPage(stack, '/exp');
    expect(filterLinks(all.html)).toEqual([
      ['All', '/exp', true],
      ['WALKING ESSENTIALS', '/exp?category=walking-essentials', false],
      ['BEDDING', '/exp?category=bedding', false],
      ['CAVE HUT', '/exp?category=cave-hut', false],
      ['JACKETS', '/exp?category=jackets', false],
      ['Others', '/exp?category=others', false],
    ]);
    const others = await fetchRawPage(stack, '/exp?category=others');
    expect(productCardLinks(others.html)).toEqual(['/product/bow-tie', '/product/bandana']);
    expect(filterLinks(others.html).find(([, , current]) => current)?.[0]).toBe('Others');
    // The filters carry the categories' names and slugs, not their counts or dates.
    for (const field of ['productCount', 'updatedAt', 'categoryIds'])
      expect(others.html).not.toContain(field);
  });

  it('/category-products: opens on WALKING ESSENTIALS; TOYS is empty; unknown is a 404', async () => {
    const opening = await fetchRawPage(stack, '/category-products');
    expect(filterLinks(opening.html).find(([, , current]) => current)?.[0]).toBe('WALKING ESSENTIALS');
    expect(productCardLinks(opening.html)).toHaveLength(10);
    const toys = await fetchRawPage(stack, '/category-products?category=toys');
    expect(toys.html).toContain('No products found in this category.');
    expect((await fetchRawPage(stack, '/category-products?category=no-such-thing')).status).toBe(404);
  });

  it('a draft never shows, a published product shows at once, and a renamed category moves its links', async () => {
    const jackets = await categoryNamed('JACKETS');
    const draft = await ok<Product>('POST', '/api/admin/products', {
      name: 'Rain Cape',
      categoryIds: [jackets._id],
      description: '<p>Keeps the rain off.</p>',
      features: [],
      sizes: [],
      materials: '',
      colours: '',
      minimumOrder: '',
      photos: [],
      status: 'draft',
      position: 0,
    });
    const jacketsPage = () =>
      fetchRawPage(stack, '/category-products?category=jackets').then(({ html }) => productCardLinks(html));
    expect(await jacketsPage()).toEqual(['/product/jacket']);
    expect(productCardLinks((await fetchRawPage(stack, '/')).html)).not.toContain('/product/rain-cape');

    await ok('PUT', `/api/admin/products/${draft._id}`, { ...draft, status: 'published' });
    expect(await jacketsPage()).toEqual(['/product/rain-cape', '/product/jacket']);
    expect(productCardLinks((await fetchRawPage(stack, '/')).html)[0]).toBe('/product/rain-cape');

    await ok('PUT', `/api/admin/categories/${jackets._id}`, {
      name: 'Coats',
      slug: 'coats',
      image: jackets.image,
    });
    const moved = await fetchRawPage(stack, '/category-products?category=jackets&ref=mail');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/category-products?category=coats&ref=mail');
    expect(productCardLinks((await fetchRawPage(stack, '/exp?category=coats')).html)).toEqual([
      '/product/rain-cape',
      '/product/jacket',
    ]);
  });
});
