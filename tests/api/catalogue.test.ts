import { describe, expect, it } from 'vitest';
import { solidPng } from '../../local/solid-png.ts';
import type {
  ActivityData,
  Category,
  Page,
  Product,
  ProductSearchEntry,
  ProductSummary,
} from '../../shared/api-types.ts';
import { contactFormMessages } from '../../shared/contact-rules.ts';
import { messages } from '../../shared/validation.ts';
import { attachedTag, uploadThroughTicket } from './image-uploads.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

/**
 * Issue 20: products and categories in the table, through the API on the local stack (whose
 * start ran the migration: the spec's 28 products and six categories are there).
 */
let stack: TestStack;
let admin: ApiClient;
let visitor: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
  visitor = new ApiClient(stack.url);
});

async function ok<T>(client: ApiClient, method: string, path: string, body?: unknown): Promise<T> {
  const response = await client.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}
const adminCategories = () => ok<Category[]>(admin, 'GET', '/api/admin/categories');
const categoryNamed = async (name: string) =>
  (await adminCategories()).find((category) => category.name === name) as Category;

const newProduct = (categoryIds: string[], extra: Record<string, unknown> = {}) => ({
  name: 'Travel Bowl',
  categoryIds,
  description: '<p>Folds <strong>flat</strong>.</p>',
  features: ['Silicone', ' ', 'Clips to a lead'],
  sizes: ['S', 'L'],
  materials: 'Food-grade silicone',
  colours: 'Teal, sand',
  minimumOrder: 200,
  photos: [{ src: '/images/products/8/main.svg', alt: 'A bowl' }],
  ...extra,
});

describe("the spec's catalogue, migrated", () => {
  it('answers the six categories with their published counts, TOYS empty', async () => {
    const categories = await ok<Category[]>(visitor, 'GET', '/api/categories');
    expect(categories.map((category) => [category.name, category.productCount])).toEqual([
      ['WALKING ESSENTIALS', 10],
      ['BEDDING', 8],
      ['CAVE HUT', 7],
      ['JACKETS', 1],
      ['TOYS', 0],
      ['Others', 2],
    ]);
  });

  it('finds products 1 to 28 by number and by slug, with their copy and artwork', async () => {
    const collar = await ok<Product>(visitor, 'GET', '/api/products/7');
    expect(collar).toMatchObject({ _id: '7', name: 'Dog Collar Printed', slug: 'dog-collar-printed' });
    expect(collar.photos[0]).toEqual({ src: '/images/products/7/main.svg', alt: 'Dog Collar Printed' });
    expect(await ok<Product>(visitor, 'GET', '/api/products/dog-collar-printed')).toEqual(collar);
    expect((await ok<Product>(visitor, 'GET', '/api/products/12')).sizes).toEqual(['S', 'M', 'L']);
    expect((await visitor.request('GET', '/api/products/29')).status).toBe(404);
  });

  it('is the same table after the migration runs again', async () => {
    const { migrateTable } = await import('../../functions/lib/data/migrations.ts');
    const { queryAll } = await import('../../functions/lib/data/table.ts');
    const snapshot = async () =>
      Promise.all(
        ['PRODUCT', 'CATEGORY', 'SLUG#PRODUCT', 'SLUG#CATEGORY', 'META'].map((pk) =>
          queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': pk } }),
        ),
      );
    const before = await snapshot();
    expect(before[0]).toHaveLength(28);
    expect(await migrateTable()).toMatchObject({ categoriesAdded: 0, productsAdded: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('pages the published products in order, and the search index lists them all', async () => {
    const first = await ok<Page<ProductSummary>>(visitor, 'GET', '/api/products?limit=12');
    expect(first.items.map((product) => product._id)).toEqual(
      Array.from({ length: 12 }, (_, index) => String(index + 1)),
    );
    expect(first.items[0]).not.toHaveProperty('description');
    const rest = await ok<Page<ProductSummary>>(
      visitor,
      'GET',
      `/api/products?limit=50&cursor=${first.nextCursor}`,
    );
    expect(rest.items).toHaveLength(16);
    expect(rest.nextCursor).toBeUndefined();
    const index = await visitor.request<ProductSearchEntry[]>('GET', '/api/products/search-index');
    expect(index.headers.get('cache-control')).toContain('s-maxage=');
    // Names only: the dropdown shows no photos.
    expect(index.body[0]).toEqual({ _id: '1', name: 'H-Harness', slug: 'h-harness' });
    expect(index.body).toHaveLength(28);
    expect((await visitor.request('GET', '/api/products?cursor=bm90IGEgY3Vyc29y')).status).toBe(400);
  });
});

describe('products', () => {
  it('creates a draft nobody else sees, publishes it, and numbers it after the spec', async () => {
    const toys = await categoryNamed('TOYS');
    const created = await admin.request<Product>('POST', '/api/admin/products', {
      body: newProduct([toys._id]),
    });
    expect(created.status, created.text).toBe(201);
    const draft = created.body;
    expect(draft).toMatchObject({
      name: 'Travel Bowl',
      slug: 'travel-bowl',
      status: 'draft',
      features: ['Silicone', 'Clips to a lead'],
      minimumOrder: '200',
      position: 29,
    });
    expect(Number(draft._id)).toBeGreaterThanOrEqual(29);
    // Drafts are never public: not by number, slug, list or search index.
    for (const path of [`/api/products/${draft._id}`, '/api/products/travel-bowl'])
      expect((await visitor.request('GET', path)).status, path).toBe(404);
    const published = async () =>
      (await ok<Page<ProductSummary>>(visitor, 'GET', '/api/products?limit=50')).items;
    expect((await published()).map((product) => product._id)).not.toContain(draft._id);
    const index = await ok<ProductSearchEntry[]>(visitor, 'GET', '/api/products/search-index');
    expect(index.map((entry) => entry._id)).not.toContain(draft._id);
    // Nor can a buyer enquire about it (docs/decisions/048).
    const enquiry = await visitor.request('POST', '/api/cnt/contact', {
      body: {
        name: 'Buyer',
        contact: '9876543210',
        email: 'b@example.com',
        message: 'Bowls?',
        productId: draft._id,
      },
    });
    expect(enquiry.status).toBe(400);
    expect(enquiry.body).toEqual({ message: contactFormMessages.productUnknown });
    expect(
      (await ok<Category[]>(visitor, 'GET', '/api/categories')).find((c) => c._id === toys._id)?.productCount,
    ).toBe(0);
    expect((await categoryNamed('TOYS')).productCount).toBe(1);
    expect(await ok<Product>(admin, 'GET', `/api/admin/products/${draft._id}`)).toEqual(draft);

    await ok<Product>(
      admin,
      'PUT',
      `/api/admin/products/${draft._id}`,
      newProduct([toys._id], { status: 'published' }),
    );
    expect((await ok<Product>(visitor, 'GET', '/api/products/travel-bowl'))._id).toBe(draft._id);
    expect((await published()).at(-1)?._id).toBe(draft._id);
    expect(
      (await ok<Category[]>(visitor, 'GET', '/api/categories')).find((c) => c._id === toys._id)?.productCount,
    ).toBe(1);
    const activity = await ok<ActivityData>(admin, 'GET', '/api/admin/activity');
    // Publishing a draft is recorded as such (docs/decisions/064).
    expect(activity.latest.slice(0, 2)).toMatchObject([
      { action: 'published', kind: 'product', itemId: draft._id, label: 'Travel Bowl' },
      { action: 'created', kind: 'product', itemId: draft._id },
    ]);
    expect(activity.lastChanges[draft._id]).toBeDefined();
  });

  it('keeps the slug on rename, and old slugs lead to the new one after a slug change', async () => {
    const jackets = await categoryNamed('JACKETS');
    const product = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      newProduct([jackets._id], { name: 'Rain Cape', status: 'published' }),
    );
    const renamed = await ok<Product>(
      admin,
      'PUT',
      `/api/admin/products/${product._id}`,
      newProduct([jackets._id], { name: 'Storm Cape', status: 'published' }),
    );
    expect(renamed.slug).toBe('rain-cape');
    const moved = await ok<Product>(
      admin,
      'PUT',
      `/api/admin/products/${product._id}`,
      newProduct([jackets._id], { name: 'Storm Cape', slug: 'storm-cape', status: 'published' }),
    );
    expect(moved.slug).toBe('storm-cape');
    // The old slug still finds it: its answer's slug is where the page redirects (301).
    expect(await ok<Product>(visitor, 'GET', '/api/products/rain-cape')).toMatchObject({
      _id: product._id,
      slug: 'storm-cape',
    });
    // Another product cannot take a slug that is in use or in someone's history.
    for (const slug of ['storm-cape', 'rain-cape', 'h-harness']) {
      const taken = await admin.request('POST', '/api/admin/products', {
        body: newProduct([jackets._id], { slug }),
      });
      expect(taken.status, slug).toBe(409);
      expect(taken.body).toEqual({ message: messages.productSlugTaken });
    }
    // A name's slug is made unique instead.
    const twin = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      newProduct([jackets._id], { name: 'Storm Cape' }),
    );
    expect(twin.slug).toBe('storm-cape-2');
  });

  it('stores uploaded photos with their variants, reorders them with new alt texts, and lets dropped ones expire', async () => {
    const jackets = await categoryNamed('JACKETS');
    const [red, green, blue] = await Promise.all(
      (
        [
          [200, 10, 10],
          [10, 200, 10],
          [10, 10, 200],
        ] as const
      ).map((colour) => uploadThroughTicket(stack, admin, solidPng(32, 24, [...colour]))),
    );
    const photos = [
      { image: red.key, alt: 'Red' },
      { image: green.key, alt: 'Green' },
      { src: '/images/products/9/main.svg', alt: 'Drawing' },
    ];
    const product = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      newProduct([jackets._id], { name: 'Photo Coat', photos }),
    );
    expect(product.photos[0]).toMatchObject({
      image: red.key,
      alt: 'Red',
      imageInfo: { width: 32, height: 24 },
    });
    expect(await attachedTag(stack, red.key)).toBe('true');

    const reordered = [
      { src: '/images/products/9/main.svg', alt: 'Drawing' },
      { image: blue.key, alt: 'Blue' },
      { image: red.key, alt: 'Red coat, side' },
    ];
    const changed = await ok<Product>(
      admin,
      'PUT',
      `/api/admin/products/${product._id}`,
      newProduct([jackets._id], { name: 'Photo Coat', photos: reordered }),
    );
    expect(changed.photos.map((photo) => ('image' in photo ? photo.image : photo.src))).toEqual([
      '/images/products/9/main.svg',
      blue.key,
      red.key,
    ]);
    expect(changed.photos[2]).toMatchObject({
      alt: 'Red coat, side',
      imageInfo: (product.photos[0] as { imageInfo: unknown }).imageInfo,
    });
    expect([await attachedTag(stack, green.key), await attachedTag(stack, blue.key)]).toEqual([
      'false',
      'true',
    ]);

    // Deleted: the product is gone everywhere, and its uploads are left to expire.
    const deleted = await admin.request('DELETE', `/api/admin/products/${product._id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect((await admin.request('GET', `/api/admin/products/${product._id}`)).status).toBe(404);
    expect([await attachedTag(stack, red.key), await attachedTag(stack, blue.key)]).toEqual([
      'false',
      'false',
    ]);
    expect((await admin.request('DELETE', `/api/admin/products/${product._id}`)).status).toBe(404);
    const activity = await ok<ActivityData>(admin, 'GET', '/api/admin/activity');
    expect(activity.latest[0]).toMatchObject({ action: 'deleted', kind: 'product', label: 'Photo Coat' });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const jackets = await categoryNamed('JACKETS');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, messages.nameRequired],
      [{ categoryIds: [] }, messages.categoriesRequired],
      [{ categoryIds: ['01JZZZZZZZZZZZZZZZZZZZZZZZ'] }, messages.categoryNotFound],
      [{ slug: '2024' }, messages.productSlug],
      [{ status: 'hidden' }, messages.productStatus],
      [{ position: -1 }, messages.position],
      [{ photos: [{ src: 'javascript:alert(1)', alt: 'x' }] }, messages.photoSource],
      [{ photos: [{ src: '/images/products/1/main.svg', alt: '' }] }, messages.photoAlt],
      [{ photos: [{ image: 'uploads/2026/11/nothing.png', alt: 'x' }] }, messages.imageKey],
      [
        { photos: Array.from({ length: 21 }, () => ({ src: '/images/products/1/main.svg', alt: 'x' })) },
        messages.tooManyPhotos,
      ],
      [{ features: ['x'.repeat(201)] }, messages.tooLong('features', 200)],
    ];
    const before = await ok<Page<ProductSummary>>(admin, 'GET', '/api/admin/products?limit=50&q=travel');
    for (const [change, message] of cases) {
      const response = await admin.request('POST', '/api/admin/products', {
        body: newProduct([jackets._id], change),
      });
      expect([response.status, response.body], JSON.stringify(change)).toEqual([400, { message }]);
    }
    expect(await ok<Page<ProductSummary>>(admin, 'GET', '/api/admin/products?limit=50&q=travel')).toEqual(
      before,
    );
    expect((await categoryNamed('JACKETS')).productCount).toBe(jackets.productCount);
    // The description goes through the blog's sanitiser.
    const cleaned = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      newProduct([jackets._id], {
        name: 'Clean',
        description: '<p onclick="x()">Hi<script>x()</script></p>',
      }),
    );
    expect(cleaned.description).toBe('<p>Hi</p>');
  });

  it('lists every product for the dashboard: search by name, filter by category and status, paging', async () => {
    const list = (query: string) => ok<Page<ProductSummary>>(admin, 'GET', `/api/admin/products?${query}`);
    expect((await list('q=HARNESS&limit=50')).items.map((product) => product.name)).toEqual([
      'H-Harness',
      'Easy On Harness',
      'Full Body Harness',
      'Chest Harness',
      'Cat Harness',
      'Step-In Harness/ Basket Harness',
    ]);
    const bedding = await categoryNamed('BEDDING');
    expect((await list(`category=${bedding._id}&limit=50`)).items.map((product) => product._id)).toEqual([
      '14',
      '15',
      '16',
      '17',
      '18',
      '19',
      '20',
      '21',
    ]);
    const drafts = await list('status=draft&limit=50');
    expect(drafts.items.length).toBeGreaterThan(0);
    expect(drafts.items.every((product) => product.status === 'draft')).toBe(true);
    const page = await list('q=bed&limit=2');
    const next = await list(`q=bed&limit=2&cursor=${page.nextCursor}`);
    expect([...page.items, ...next.items].map((product) => product.name)).toEqual([
      'Round Bed',
      'Cave Bed-Cartoon',
      'Cave Bed-X-MAS',
      'Cave Bed-Grey',
    ]);
    for (const query of ['status=gone', 'limit=0', 'cursor=eA'])
      expect((await admin.request('GET', `/api/admin/products?${query}`)).status, query).toBe(400);
  });
});

describe('categories', () => {
  it('adds, renames (keeping the slug), reorders and deletes only when empty', async () => {
    const created = await ok<Category>(admin, 'POST', '/api/admin/categories', { name: 'Feeding' });
    expect(created).toMatchObject({ name: 'Feeding', slug: 'feeding', productCount: 0, position: 7 });
    const renamed = await ok<Category>(admin, 'PUT', `/api/admin/categories/${created._id}`, {
      name: 'Bowls and Feeding',
      image: { src: '/images/categories/toys.svg' },
    });
    expect(renamed).toMatchObject({
      slug: 'feeding',
      image: { src: '/images/categories/toys.svg', alt: '' },
    });

    const all = await adminCategories();
    const order = [created._id, ...all.filter((c) => c._id !== created._id).map((c) => c._id)];
    const reordered = await ok<Category[]>(admin, 'PUT', '/api/admin/categories/order', { ids: order });
    expect(reordered.map((category) => category.position)).toEqual(order.map((_, index) => index + 1));
    expect((await adminCategories())[0].name).toBe('Bowls and Feeding');
    const missing = await admin.request('PUT', '/api/admin/categories/order', {
      body: { ids: order.slice(1) },
    });
    expect([missing.status, missing.body]).toEqual([400, { message: messages.categoryOrder }]);

    const product = await ok<Product>(
      admin,
      'POST',
      '/api/admin/products',
      newProduct([created._id], { name: 'Slow Feeder' }),
    );
    const refused = await admin.request('DELETE', `/api/admin/categories/${created._id}`);
    expect([refused.status, refused.body]).toEqual([409, { message: messages.categoryNotEmpty(1) }]);
    const spec = await categoryNamed('BEDDING');
    expect((await admin.request('DELETE', `/api/admin/categories/${spec._id}`)).body).toEqual({
      message: messages.categoryNotEmpty(8),
    });

    await ok(admin, 'DELETE', `/api/admin/products/${product._id}`);
    await ok(admin, 'DELETE', `/api/admin/categories/${created._id}`);
    expect((await adminCategories()).map((category) => category._id)).not.toContain(created._id);
    // Its slug is free again.
    expect((await ok<Category>(admin, 'POST', '/api/admin/categories', { name: 'Feeding' })).slug).toBe(
      'feeding',
    );
    const activity = await ok<ActivityData>(admin, 'GET', '/api/admin/activity');
    expect(activity.latest.some((entry) => entry.kind === 'category' && entry.action === 'deleted')).toBe(
      true,
    );
  });
});
