import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Blog,
  BlogSummary,
  Category,
  Country,
  Page,
  Product,
  StateDetail,
} from '../../shared/api-types.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { listMessages } from '../../shared/list-queries.ts';
import { postMessages } from '../../shared/post-rules.ts';
import { messages } from '../../shared/validation.ts';
import { nothingMigrated } from '../unit/support/migration-results.ts';
import { ApiClient, startTestStack, type TestStack } from './test-stack.ts';

/**
 * Readable URLs against the real local stack: slugs made, kept, changed and remembered
 * through the API, the page loaders' functions (imported here, as the server-rendered pages
 * import them) resolving current and old slugs, the sitemap at canonical paths, the public
 * Cache-Control, and the migration of data an earlier version stored.
 */
let stack: TestStack;
let admin: ApiClient;
let visitor: ApiClient;
// The loaders' functions, imported after the stack set the environment they read.
let blogs: typeof import('../../functions/lib/data/blogs-repository.ts');
let places: typeof import('../../functions/lib/data/locations-repository.ts');

beforeAll(async () => {
  stack = await startTestStack();
  admin = new ApiClient(stack.url);
  visitor = new ApiClient(stack.url);
  await admin.login();
  blogs = await import('../../functions/lib/data/blogs-repository.ts');
  places = await import('../../functions/lib/data/locations-repository.ts');
});
afterAll(() => stack?.dispose());

const post = {
  title: 'Summer walks',
  date: '2026-06-01',
  author: 'Asha',
  tags: 'Care',
  content: '<p>Hi</p>',
};

describe('blog slugs', () => {
  it('are made from the title, numbered when taken, and kept when the title changes', async () => {
    const first = await admin.request<Blog>('POST', '/api/blogs', { body: post });
    const second = await admin.request<Blog>('POST', '/api/blogs', { body: post });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(first.body.slug).toBe('summer-walks');
    expect(second.body.slug).toBe('summer-walks-2');
    const renamed = await admin.request<Blog>('PUT', `/api/blogs/blogs/${first.body._id}`, {
      body: { ...post, title: 'Walks in the summer heat' },
    });
    expect(renamed.body).toMatchObject({ slug: 'summer-walks', title: 'Walks in the summer heat' });
    expect(renamed.body.updatedAt > first.body.updatedAt).toBe(true);
  });

  it("take the admin's slug (JSON or the multipart form), keep old ones resolving, refuse taken ones", async () => {
    const created = await admin.request<Blog>('POST', '/api/blogs', {
      body: { ...post, slug: 'rainy-days' },
    });
    expect(created.body.slug).toBe('rainy-days');
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...post, date: '2026-06-02', slug: 'rainy-walks' }))
      form.set(name, value);
    const changed = await admin.request<Blog>('PUT', `/api/blogs/blogs/${created.body._id}`, { body: form });
    expect(changed).toMatchObject({ status: 200, body: { slug: 'rainy-walks' } });

    // The old slug still names the post: the page answers 301 to blog.slug.
    expect(await blogs.findBlogForPage('rainy-days')).toMatchObject({
      _id: created.body._id,
      slug: 'rainy-walks',
    });
    expect(await blogs.findBlogForPage(created.body._id)).toMatchObject({ slug: 'rainy-walks' });
    const byOldSlug = await visitor.request<Blog>('GET', '/api/blogs/rainy-days');
    expect(byOldSlug).toMatchObject({ status: 200, body: { _id: created.body._id, content: '<p>Hi</p>' } });
    expect(byOldSlug.headers.get('cache-control')).toBe(publicContentCacheControl);

    // Its old slug is its own, so no other post may take it.
    const taken = await admin.request('POST', '/api/blogs', { body: { ...post, slug: 'rainy-days' } });
    expect(taken).toMatchObject({ status: 409, body: { message: postMessages.slugTaken } });
    const bad = await admin.request('POST', '/api/blogs', { body: { ...post, slug: 'Rainy Days' } });
    expect(bad).toMatchObject({ status: 400, body: { message: messages.slug } });

    // Deleting the post frees every slug it had.
    expect((await admin.request('DELETE', `/api/blogs/blogs/${created.body._id}`)).status).toBe(200);
    expect(await blogs.findBlogForPage('rainy-days')).toBeUndefined();
    const reused = await admin.request<Blog>('POST', '/api/blogs', { body: { ...post, slug: 'rainy-days' } });
    expect(reused).toMatchObject({ status: 201, body: { slug: 'rainy-days' } });
  });
});

describe('the blog list', () => {
  it("answers the spec's array of whole posts, and pages summaries with limit and cursor", async () => {
    const all = await visitor.request<Blog[]>('GET', '/api/blogs');
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect(all.body.length).toBeGreaterThanOrEqual(4);
    for (const post of all.body) expect(post.content).toEqual(expect.any(String));
    const dates = all.body.map((summary) => summary.date);
    expect(dates).toEqual([...dates].sort().reverse());

    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const query = cursor ? `?limit=2&cursor=${encodeURIComponent(cursor)}` : '?limit=2';
      const page = await visitor.request<Page<BlogSummary>>('GET', `/api/blogs${query}`);
      expect(page.status).toBe(200);
      expect(page.body.items.length).toBeLessThanOrEqual(2);
      for (const summary of page.body.items) expect(summary).not.toHaveProperty('content');
      seen.push(...page.body.items.map((item) => item._id));
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.body.map((summary) => summary._id));
    expect(await visitor.request('GET', '/api/blogs?limit=51')).toMatchObject({
      status: 400,
      body: { message: listMessages.pageLimit },
    });
    const overview = await admin.request<{ latestBlogs: BlogSummary[] }>('GET', '/api/admin/dashboard-data');
    expect(overview.body.latestBlogs).toHaveLength(5);
    expect(overview.body.latestBlogs[0]).not.toHaveProperty('content');
  });
});

describe('places', () => {
  it('have slugs in the hierarchy and the marketplace, which lists no districts', async () => {
    const hierarchy = await visitor.request<Country[]>('GET', '/countries/hierarchy');
    expect(hierarchy.headers.get('cache-control')).toBe(publicContentCacheControl);
    const india = hierarchy.body.find((country) => country.name === 'India');
    expect(india).toMatchObject({ slug: 'india', code: 'in' });
    expect(india?.states.find((state) => state.name === 'Uttarakhand')?.districts).toContainEqual(
      expect.objectContaining({ name: 'Udham Singh Nagar', slug: 'udham-singh-nagar' }),
    );
    const marketplace = await places.listMarketplace();
    const names = marketplace.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const indiaStates = marketplace.find((country) => country.slug === 'india')?.states;
    expect(indiaStates?.map((state) => state.slug)).toEqual(['karnataka', 'maharashtra', 'uttarakhand']);
    expect(JSON.stringify(marketplace)).not.toContain('Dehradun');
  });

  it('resolve by current and old slugs after a rename; the detail carries the canonical path', async () => {
    const detail = await places.findDistrictForPage('india', 'maharashtra', 'pune');
    expect(detail).toMatchObject({ name: 'Pune', path: '/marketplace/india/maharashtra/pune' });
    const state = detail?.state._id as string;
    const renamed = await admin.request('PUT', `/state/update/${state}`, {
      body: { name: 'Mahārāshtra State' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { slug: 'maharashtra-state' } });

    const byOld = await places.findStateForPage('india', 'maharashtra');
    const byNew = await places.findStateForPage('india', 'maharashtra-state');
    expect(byOld?.path).toBe('/marketplace/india/maharashtra-state');
    expect(byNew).toEqual(byOld);
    expect((await places.findDistrictForPage('india', 'maharashtra', 'pune'))?.path).toBe(
      '/marketplace/india/maharashtra-state/pune',
    );
    expect(await places.findStateForPage('india', 'atlantis')).toBeUndefined();

    const api = await visitor.request<StateDetail>('GET', `/states/${state}`);
    expect(api.body).toMatchObject({
      slug: 'maharashtra-state',
      path: byNew?.path,
      country: { slug: 'india' },
    });
    expect(api.headers.get('cache-control')).toBe(publicContentCacheControl);
    const district = await visitor.request('GET', `/api/districts/${detail?._id}`);
    expect(district.body).toMatchObject({ path: '/marketplace/india/maharashtra-state/pune' });
    expect(district.headers.get('cache-control')).toBe(publicContentCacheControl);
  });

  it('give a new sibling whose name slugifies alike a numbered slug', async () => {
    const hierarchy = await admin.request<Country[]>('GET', '/countries/hierarchy');
    const germany = hierarchy.body.find((country) => country.name === 'Germany');
    const berlin = germany?.states.find((state) => state.name === 'Berlin');
    const made = await admin.request('POST', '/district/add', {
      body: { name: 'Mitté', state: berlin?._id },
    });
    expect(made).toMatchObject({ status: 201, body: { slug: 'mitte-2' } });
  });
});

describe('the sitemap', () => {
  it('lists posts and places at their canonical paths with lastmod', async () => {
    const sitemap = await visitor.request('GET', '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('cache-control')).toBe(publicContentCacheControl);
    expect(sitemap.text).toMatch(/\/blog\/summer-walks<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap.text).toContain('/marketplace/india/uttarakhand/dehradun</loc><lastmod>');
    expect(sitemap.text).not.toMatch(/marketplacedetails|\/districts\//);
  });

  it('lists published products at their slug and the categories that show some, with lastmod; never a draft', async () => {
    const categories = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
    const toys = categories.find((category) => category.name === 'TOYS') as Category;
    const jackets = categories.find((category) => category.name === 'JACKETS') as Category;
    const product = (name: string, categoryIds: string[], status: 'draft' | 'published') => ({
      name,
      categoryIds,
      description: '<p>Soft.</p>',
      photos: [{ src: '/images/products/8/main.svg', alt: name }],
      status,
    });
    const draft = await admin.request<Product>('POST', '/api/admin/products', {
      body: product('Squeaky Bone', [toys._id], 'draft'),
    });
    const published = await admin.request<Product>('POST', '/api/admin/products', {
      body: product('Fleece Vest', [jackets._id], 'published'),
    });
    expect([draft.status, published.status]).toEqual([201, 201]);

    const sitemap = (await visitor.request('GET', '/sitemap.xml')).text;
    const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((match) => match[1]);
    const productPaths = paths.filter((path) => path.startsWith('/product/'));
    // The spec's 28 (migrated) and the new one, at their slugs; not the draft, not by number.
    expect(productPaths).toHaveLength(29);
    expect(productPaths).toContain('/product/dog-collar-printed');
    expect(productPaths).toContain('/product/fleece-vest');
    expect(productPaths).not.toContain('/product/squeaky-bone');
    expect(productPaths.some((path) => /^\/product\/\d+$/.test(path))).toBe(false);
    expect(sitemap).toContain(
      `/product/fleece-vest</loc><lastmod>${published.body.updatedAt.slice(0, 10)}</lastmod>`,
    );
    // Categories with published products, dated by their own last change; TOYS (a draft only) is not one.
    expect(paths.filter((path) => path.startsWith('/category-products?'))).toEqual([
      '/category-products?category=walking-essentials',
      '/category-products?category=bedding',
      '/category-products?category=cave-hut',
      '/category-products?category=jackets',
      '/category-products?category=others',
    ]);
    expect(sitemap).toContain(
      `/category-products?category=jackets</loc><lastmod>${jackets.updatedAt.slice(0, 10)}</lastmod>`,
    );
  });
});

describe('data stored by an earlier version', () => {
  it('is migrated by the same idempotent step provisioning runs', async () => {
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    const { migrateTable } = await import('../../functions/lib/data/migrations.ts');
    const put = (Item: Record<string, unknown>) =>
      dynamoDocumentClient().send(new PutCommand({ TableName: stack.tableName, Item }));
    const hierarchy = await admin.request<Country[]>('GET', '/countries/hierarchy');
    const uk = hierarchy.body.find((country) => country.name === 'United Kingdom');
    const england = uk?.states.find((state) => state.name === 'England');
    const [countryId, stateId] = [uk?._id as string, england?._id as string];
    const districtId = '01JOLDDISTRICT000000000000';
    const blogId = '01JOLDBL0G0000000000000000';
    await put({
      PK: 'LOC',
      SK: `C#${countryId}#S#${stateId}#D#${districtId}`,
      GSI1PK: districtId,
      kind: 'district',
      id: districtId,
      name: 'West Yorkshire',
      countryId,
      stateId,
    });
    await put({
      PK: 'BLOG',
      SK: `2025-01-01#${blogId}`,
      GSI1PK: blogId,
      id: blogId,
      title: 'An old post',
      date: '2025-01-01',
      author: 'A',
      tags: [],
      content: '<p>old</p>',
      image: '',
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    // Before the migration the old post answers at its id, which is then its canonical URL.
    expect(await blogs.findBlogForPage(blogId)).toMatchObject({ slug: blogId });

    expect(await migrateTable()).toMatchObject({ districtsMoved: 1, placesSlugged: 1, blogsSlugged: 1 });
    expect(await migrateTable()).toEqual(nothingMigrated);
    expect(await blogs.findBlogForPage(blogId)).toMatchObject({
      slug: 'an-old-post',
      updatedAt: '2025-01-01T00:00:00.000Z',
    });
    expect(await places.findDistrictForPage('united-kingdom', 'england', 'west-yorkshire')).toMatchObject({
      _id: districtId,
    });
    const districts = await admin.request<{ name: string }[]>('GET', `/district/${stateId}`);
    expect(districts.body.map((district) => district.name)).toContain('West Yorkshire');
  });
});
