import { beforeAll, describe, expect, it } from 'vitest';
import { solidPng } from '../../local/solid-png.ts';
import type { Category, Product } from '../../shared/api-types.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { uploadThroughTicket } from './image-uploads.ts';
import { fetchRawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Issue 20: a product's page as a crawler or a link previewer sees it, from the table (the
 * stack's start migrated the spec's 28 products): the raw HTML of one request, no script run.
 * It holds the product's name, description, `Product` JSON-LD and og:image; the spec's number
 * and old slugs answer 301 to `/product/<slug>`; a draft or a deleted product is a 404.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

let jackets: Category;
beforeAll(async () => {
  const categories = await admin.request<Category[]>('GET', '/api/admin/categories');
  jackets = categories.body.find((category) => category.name === 'JACKETS') as Category;
});

/** One GET as a crawler makes it: no redirects followed, no script run. */
const fetchPage = (path: string) => fetchRawPage(stack, path);

const metaContent = (html: string, attribute: 'name' | 'property', key: string): string | undefined =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json) as Record<string, unknown>,
  );

async function saveProduct(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
  const saved = await admin.request<Product>(method, path, { body });
  expect(saved.status, saved.text).toBeLessThan(300);
  return saved.body;
}
const coat = (extra: Record<string, unknown> = {}) => ({
  name: 'Storm Coat',
  categoryIds: [jackets._id],
  description: '<p>Keeps a <strong>whippet</strong> dry &amp; warm.</p><img src=x onerror="alert(1)">',
  features: ['Taped seams', 'Reflective piping'],
  sizes: ['XS', 'S', 'M'],
  materials: 'Recycled nylon',
  colours: 'Olive, navy',
  minimumOrder: '50 pieces per colour',
  photos: [{ src: '/images/products/9/main.svg', alt: 'The coat, front' }],
  status: 'published',
  ...extra,
});

describe('a product page from the table (raw HTML)', () => {
  it("holds the migrated product's name, copy, Product JSON-LD, canonical URL and og:image", async () => {
    const page = await fetchPage('/product/dog-collar-printed');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect(page.html).toContain('Dog Collar Printed</h1>');
    expect(page.html).toContain('src="/images/products/7/main.svg"');
    expect(page.html).toMatch(/href="\/images\/products\/7\/thumb-1\.svg"/);
    expect(/<title>(.*?)<\/title>/.exec(page.html)?.[1]).toBe('Dog Collar Printed | PawCraft Exports');
    expect(/<link rel="canonical" href="([^"]+)"/.exec(page.html)?.[1]).toMatch(
      /^https?:\/\/[^/]+\/product\/dog-collar-printed$/,
    );
    // The artwork is SVG, which no link preview shows: the JPEG drawn of it, served as a file.
    const ogImage = metaContent(page.html, 'property', 'og:image') ?? '';
    expect(ogImage).toMatch(/^https?:\/\/[^/]+\/images\/products\/7\/share\.jpg$/);
    const preview = await fetch(new URL(new URL(ogImage).pathname, stack.url));
    expect([preview.status, preview.headers.get('content-type')]).toEqual([200, 'image/jpeg']);
    const description = metaContent(page.html, 'name', 'description') ?? '';
    expect(description.length).toBeGreaterThan(20);
    expect(page.html).toContain(description);
    const [item, trail] = jsonLdOf(page.html);
    expect(item).toMatchObject({
      '@type': 'Product',
      name: 'Dog Collar Printed',
      description,
      category: 'WALKING ESSENTIALS',
      brand: { '@type': 'Brand', name: 'PawCraft Exports' },
      sku: 'PC-007',
    });
    expect(item.image).toEqual(expect.arrayContaining([expect.stringMatching(/^https?:\/\/.+\/main\.svg$/)]));
    expect(item).not.toHaveProperty('offers');
    expect(trail['@type']).toBe('BreadcrumbList');
    // The enquiry form names the product by its number.
    expect(page.html).toMatch(/name="productId" value="7"/);
  });

  it("a product with uploaded photos: its fields, its variants, the main photo's 1200x630 og:image and preload", async () => {
    const upload = await uploadThroughTicket(stack, admin, solidPng(40, 30, [30, 90, 60]));
    const product = await saveProduct(
      'POST',
      '/api/admin/products',
      coat({
        photos: [
          { image: upload.key, alt: 'The coat on a whippet' },
          { src: '/images/products/9/main.svg', alt: 'The coat, front' },
        ],
      }),
    );
    expect(product.slug).toBe('storm-coat');
    const page = await fetchPage('/product/storm-coat');
    expect(page.status).toBe(200);
    expect(page.html).toContain('Storm Coat</h1>');
    expect(page.html).toContain('Keeps a <strong>whippet</strong> dry &amp; warm.');
    expect(page.html).not.toContain('onerror');
    expect(page.html).toContain('<li>Reflective piping</li>');
    for (const text of ['XS, S, M', 'Recycled nylon', 'Olive, navy', '50 pieces per colour'])
      expect(page.html).toContain(text);
    expect(page.html).toContain('alt="The coat on a whippet"');
    // The original is never shown or linked, nor named in the page's data: only its variants.
    expect(page.html).not.toContain(upload.key);
    const base = (product.photos[0] as { imageInfo: { base: string } }).imageInfo.base;
    expect(page.html).toMatch(new RegExp(`srcSet="/${base}/\\d+\\.webp \\d+w`));
    expect(metaContent(page.html, 'property', 'og:image')).toMatch(new RegExp(`/${base}/og\\.jpg$`));
    expect(page.html).toMatch(/<link rel="preload" as="image"[^>]*imageSrcSet="\/uploads\//i);
    const [item] = jsonLdOf(page.html);
    expect(item).toMatchObject({ name: 'Storm Coat', category: 'JACKETS' });
    expect(item.description).toBe('Keeps a whippet dry & warm.');
    expect((item.image as string[])[0]).toMatch(new RegExp(`^https?://.+/${base}/\\d+\\.webp$`));
  });

  it("moves the spec's number and an old slug to /product/<slug> (301), and is at once renamed", async () => {
    const first = await fetchPage('/product/1');
    expect(first.status).toBe(301);
    const firstProduct = await admin.request<Product>('GET', '/api/admin/products/1');
    expect(first.headers.get('location')).toBe(`/product/${firstProduct.body.slug}`);
    expect(first.headers.get('cache-control')).toBe(publicContentCacheControl);

    const product = await saveProduct('POST', '/api/admin/products', coat({ name: 'Rain Cape' }));
    expect(product.slug).toBe('rain-cape');
    await saveProduct(
      'PUT',
      `/api/admin/products/${product._id}`,
      coat({ name: 'Rain Poncho', slug: 'rain-poncho' }),
    );
    const moved = await fetchPage('/product/rain-cape');
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe('/product/rain-poncho');
    expect((await fetchPage(`/product/${product._id}`)).headers.get('location')).toBe('/product/rain-poncho');
    const renamed = await fetchPage('/product/rain-poncho');
    expect(renamed.status).toBe(200);
    expect(renamed.html).toContain('Rain Poncho</h1>');
  });

  it("answers a draft, a deleted and an unknown product 'Product not found.' (404), by slug and by number", async () => {
    const draft = await saveProduct(
      'POST',
      '/api/admin/products',
      coat({ name: 'Secret Coat', status: 'draft' }),
    );
    const gone = await saveProduct('POST', '/api/admin/products', coat({ name: 'Old Coat' }));
    expect((await fetchPage(`/product/${gone.slug}`)).status).toBe(200);
    expect((await admin.request('DELETE', `/api/admin/products/${gone._id}`)).status).toBe(200);
    for (const path of [
      `/product/${draft.slug}`,
      `/product/${draft._id}`,
      `/product/${gone.slug}`,
      `/product/${gone._id}`,
      '/product/99999',
      '/product/no-such-product',
      '/product/%3Cscript%3E',
    ]) {
      const page = await fetchPage(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('Product not found.</h1>');
      expect(page.html, path).not.toContain('Secret Coat');
      expect(metaContent(page.html, 'name', 'robots'), path).toBe('noindex');
    }
  });

  it('answers client-side navigation with the same data from the renderer', async () => {
    const response = await fetch(`${stack.url}/product/dog-collar-printed.data`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Dog Collar Printed');
  });
});
