import { describe, expect, it } from 'vitest';
import { solidPng } from '../../local/solid-png.ts';
import type { Blog, BlogSummary, Category, Page, Product } from '../../shared/api-types.ts';
import { apiRoutes } from '../../shared/routes.ts';
import { categoryPagePath } from '../../shared/site-pages.ts';
import type { SitePartName, SiteSettings, SiteSettingsOverview } from '../../shared/site-settings.ts';
import { appRoutePatterns } from './app-route-patterns.ts';
import { uploadThroughTicket } from './image-uploads.ts';
import { fetchRawPage } from './raw-pages.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import type { ApiClient, TestStack } from './test-stack.ts';

/**
 * Issue 35, item 1 (docs/decisions/064): a draft, a scheduled and an unpublished post, and a
 * draft and a scheduled product, are in no public answer: every page, every public GET of the
 * API (the spec's `GET /api/blogs` in both forms), the sitemap, the search index and `/search`,
 * the slug redirects, the structured data inside the pages, the category counts; nor is a draft
 * of a site part (issue 34 item 5). The walk is a
 * table keyed by route, and the first test checks it has every public GET of shared/routes.ts
 * and every page of web/app/routes.ts, so a new public answer cannot be forgotten.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({}, (started) => {
  ({ stack, admin } = started);
});

async function ok<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await admin.request<T>(method, path, { body });
  expect(response.status, `${method} ${path}: ${response.text}`).toBeLessThan(300);
  return response.body;
}

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const post = (title: string, slug: string, extra: Record<string, unknown> = {}) => ({
  title,
  slug,
  date: '2026-11-25',
  author: 'Hidden Author',
  tags: ['hiddentag'],
  content: `<p>${title} body</p>`,
  ...extra,
});

/** What the walk needs to name: the hidden items and the published ones beside them. */
interface Fixture {
  hiddenBlogs: Blog[];
  /** A slug the unpublished post had while it was public: its redirect must be gone too. */
  formerSlug: string;
  hiddenProducts: Product[];
  category: Category;
  visibleProduct: Product;
  /** Text that only hidden items carry: no public answer may contain any of it. */
  secrets: string[];
}

let fixture: Fixture | undefined;
async function hiddenItems(): Promise<Fixture> {
  if (fixture) return fixture;
  const cover = (await uploadThroughTicket(stack, admin, solidPng(40, 30, [12, 200, 99]))).key;
  const draft = await ok<Blog>(
    'POST',
    '/api/blogs',
    post('Zebra draft secret', 'zebra-draft-secret', { status: 'draft', image: cover }),
  );
  const scheduled = await ok<Blog>(
    'POST',
    '/api/blogs',
    post('Yak scheduled secret', 'yak-scheduled-secret', { status: 'scheduled', publishAt: tomorrow() }),
  );
  // Public once under one slug, renamed, then unpublished: neither slug may lead anywhere.
  const once = await ok<Blog>('POST', '/api/blogs', post('Walrus once public', 'walrus-once-public'));
  await ok<Blog>('PUT', `/api/blogs/blogs/${once._id}`, post('Walrus once public', 'walrus-renamed-secret'));
  const unpublished = await ok<Blog>('PUT', `/api/blogs/blogs/${once._id}`, {
    ...post('Walrus unpublished secret', 'walrus-renamed-secret'),
    status: 'draft',
  });
  const category = await ok<Category>('POST', '/api/admin/categories', { name: 'Hidden walk things' });
  const product = (name: string, extra: Record<string, unknown>) =>
    ok<Product>('POST', '/api/admin/products', {
      name,
      categoryIds: [category._id],
      photos: [{ src: '/images/products/3/main.svg', alt: name }],
      ...extra,
    });
  const visibleProduct = await product('Visible walk collar', { status: 'published' });
  // An admin's unsaved typing on the published product (docs/decisions/069): the server copy
  // is never the product, so no public answer may show it.
  await ok('PUT', `/api/admin/autosaves/product/${visibleProduct._id}`, {
    value: { name: 'Ocelot autosave secret', description: 'Ocelot typing' },
    baseVersion: visibleProduct.version,
  });
  const hiddenProducts = [
    await product('Quokka draft secret', { status: 'draft' }),
    await product('Narwhal scheduled secret', { status: 'scheduled', publishAt: tomorrow() }),
  ];
  const siteSecrets = await siteDrafts();
  fixture = {
    hiddenBlogs: [draft, scheduled, unpublished],
    formerSlug: 'walrus-once-public',
    hiddenProducts,
    category,
    visibleProduct,
    secrets: [
      'Zebra draft',
      'zebra-draft-secret',
      'Yak scheduled',
      'yak-scheduled-secret',
      'Walrus',
      'walrus-',
      'Quokka',
      'quokka-draft-secret',
      'Narwhal',
      'narwhal-scheduled-secret',
      'Ocelot',
      'hiddentag',
      'Hidden Author',
      cover,
      cover.replace(/\.\w+$/, ''),
      ...[draft, scheduled, unpublished].map((blog) => blog._id),
      ...siteSecrets,
    ],
  };
  return fixture;
}

/**
 * A draft of every site part (docs/decisions/070), one of them scheduled: every page shows the
 * parts (the layout's header and footer, the home, About and breeds pages, the JSON-LD), none
 * their drafts. Answers the text only the drafts carry.
 */
async function siteDrafts(): Promise<string[]> {
  const { parts } = await ok<SiteSettingsOverview>('GET', '/api/admin/site');
  const { company, home, about, testimonials, breeds } = parts;
  const drafts: { [P in SitePartName]: SiteSettings[P] } = {
    company: {
      ...company.value,
      tagline: 'Okapi company secret',
      phone: { shown: '+91 91111 00000', dialled: '+919111100000' },
    },
    home: {
      ...home.value,
      banners: home.value.banners.map((banner) => ({ ...banner, headline: 'Okapi banner secret' })),
    },
    about: { ...about.value, intro: 'Okapi about secret' },
    testimonials: {
      items: [
        ...testimonials.value.items,
        { name: 'Okapi Buyer', city: 'Hamburg', text: 'Okapi praise secret' },
      ],
    },
    breeds: { items: breeds.value.items.map((breed) => ({ ...breed, name: `Okapi ${breed.name}` })) },
    seo: { title: 'Okapi search secret', description: 'Okapi description secret' },
  };
  for (const [part, value] of Object.entries(drafts))
    await ok('PUT', `/api/admin/site/${part}/draft`, {
      ...value,
      version: 0,
      ...(part === 'seo' && { publishAt: tomorrow() }),
    });
  return ['Okapi', '91111 00000', '+919111100000'];
}

/**
 * One public answer to read: its path, and the status it must have (a hidden item's own URL is
 * the same 404 as any unknown one).
 */
interface Visit {
  path: string;
  status?: number;
}

/** Every public answer, keyed by the route that makes it: an API handler name or a page pattern. */
const walk: Record<string, (items: Fixture) => Visit[]> = {
  // The API's public GETs.
  'blogs-list': () => [{ path: '/api/blogs' }, { path: '/api/blogs?limit=50' }],
  'blog-get': ({ hiddenBlogs, formerSlug }) => [
    ...hiddenBlogs.flatMap((blog) => [
      { path: `/api/blogs/${blog._id}`, status: 404 },
      { path: `/api/blogs/${blog.slug}`, status: 404 },
    ]),
    { path: `/api/blogs/${formerSlug}`, status: 404 },
  ],
  'locations-hierarchy': () => [{ path: '/countries/hierarchy' }],
  'state-get': () => [{ path: '/states/01HZZZZZZZZZZZZZZZZZZZZZZZ', status: 404 }],
  'district-get': () => [{ path: '/api/districts/01HZZZZZZZZZZZZZZZZZZZZZZZ', status: 404 }],
  sitemap: () => [{ path: '/sitemap.xml' }],
  'products-list': ({ category }) => [
    { path: '/api/products?limit=50' },
    { path: `/api/products?category=${category._id}` },
  ],
  'products-search-index': () => [{ path: '/api/products/search-index' }],
  'product-get': ({ hiddenProducts }) =>
    hiddenProducts.flatMap((product) => [
      { path: `/api/products/${product._id}`, status: 404 },
      { path: `/api/products/${product.slug}`, status: 404 },
    ]),
  'categories-list': () => [{ path: '/api/categories' }],
  // The pages, as a crawler or a link preview reads them (their structured data inside).
  '/': () => [{ path: '/' }],
  '/about': () => [{ path: '/about' }],
  '/dogbreed': () => [{ path: '/dogbreed' }],
  '/product': () => [{ path: '/product' }],
  '/exp': ({ category }) => [{ path: '/exp' }, { path: categoryPagePath(category.slug, '/exp') }],
  '/category-products': ({ category }) => [
    { path: '/category-products' },
    { path: categoryPagePath(category.slug) },
  ],
  '/product/:id': ({ hiddenProducts }) =>
    hiddenProducts.flatMap((product) => [
      { path: `/product/${product._id}`, status: 404 },
      { path: `/product/${product.slug}`, status: 404 },
    ]),
  '/blog': () => [{ path: '/blog' }],
  '/blog/:slug': ({ hiddenBlogs, formerSlug }) => [
    ...hiddenBlogs.flatMap((blog) => [
      { path: `/blog/${blog.slug}`, status: 404 },
      { path: `/blog/${blog._id}`, status: 404 },
    ]),
    { path: `/blog/${formerSlug}`, status: 404 },
  ],
  '/marketplace': () => [{ path: '/marketplace' }],
  '/marketplace/:country': () => [{ path: '/marketplace/india' }],
  '/marketplace/:country/:state': () => [{ path: '/marketplace/india/uttarakhand' }],
  '/marketplace/:country/:state/:district': () => [{ path: '/marketplace/india/uttarakhand/dehradun' }],
  '/districts/:stateId': () => [{ path: '/districts/01HZZZZZZZZZZZZZZZZZZZZZZZ', status: 404 }],
  '/marketplacedetails/:districtId': () => [
    { path: '/marketplacedetails/01HZZZZZZZZZZZZZZZZZZZZZZZ', status: 404 },
  ],
  '/contact': () => [{ path: '/contact' }],
  '/privacy': () => [{ path: '/privacy' }],
  '/search': () => [
    { path: '/search?q=secret' },
    { path: '/search?q=quokka' },
    { path: '/search?q=narwhal' },
    { path: '/search?q=walk' },
  ],
  '/*': () => [{ path: '/zebra-draft-secret', status: 404 }],
  // A preview shows a draft only to a holder of its link (docs/decisions/066; tests/api/preview-links.test.ts):
  // without one, no draft of the kind.
  '/preview/blog/:token': () => [{ path: `/preview/blog/${'A'.repeat(43)}`, status: 404 }],
  '/preview/product/:token': () => [{ path: `/preview/product/${'A'.repeat(43)}`, status: 404 }],
  // A site part's (tests/api/site-preview-links.test.ts): without a link, no draft part.
  '/preview/site/:token': () => [{ path: `/preview/site/${'A'.repeat(43)}`, status: 404 }],
  '/preview/site/:token/about': () => [{ path: `/preview/site/${'A'.repeat(43)}/about`, status: 404 }],
  '/preview/site/:token/dogbreed': () => [{ path: `/preview/site/${'A'.repeat(43)}/dogbreed`, status: 404 }],
};

/** The `.data` URL of a page's path (`/` is `/_.data`), its query kept, as React Router asks for it. */
function dataPath(path: string): string {
  const url = new URL(path, 'http://site');
  return `${url.pathname.endsWith('/') ? `${url.pathname}_` : url.pathname}.data${url.search}`;
}

const publicApiGets = apiRoutes
  .filter((route) => route.access === 'public' && route.method === 'GET')
  .map((route) => route.handler);
const publicPages = appRoutePatterns.filter((pattern) => !pattern.startsWith('/dashboard'));

describe('drafts and scheduled items in public answers', () => {
  it('walks every public GET of the API and every public page (a new one needs an entry here)', () => {
    expect(Object.keys(walk).sort()).toEqual([...publicApiGets, ...publicPages].sort());
  });

  it('finds none of them in any public answer, and their own URLs are 404', async () => {
    const items = await hiddenItems();
    const visits = Object.entries(walk).flatMap(([route, visitsOf]) =>
      visitsOf(items).flatMap((visit) => [
        { route, ...visit },
        // A page's data as the app reads it on a link tap (React Router's `.data` request).
        ...(route.startsWith('/') ? [{ route, ...visit, path: dataPath(visit.path) }] : []),
      ]),
    );
    for (const { route, path, status = 200 } of visits) {
      const answer = await fetchRawPage(stack, path);
      expect(answer.status, `${route}: ${path}`).toBe(status);
      for (const secret of items.secrets)
        expect(answer.html.includes(secret), `${route}: ${path} shows "${secret}"`).toBe(false);
    }
  });

  it("keeps the pages right: the spec's list, the public pager, and the category counts count published items only", async () => {
    const items = await hiddenItems();
    const whole = await ok<Blog[]>('GET', '/api/blogs');
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page: Page<BlogSummary> = await ok(
        'GET',
        `/api/blogs?limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      seen.push(...page.items.map((blog) => blog._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(whole.map((blog) => blog._id));
    expect(seen.length).toBeGreaterThan(0);

    const categories = await ok<Category[]>('GET', '/api/categories');
    expect(categories.find((category) => category._id === items.category._id)?.productCount).toBe(1);
    const admins = await ok<Category[]>('GET', '/api/admin/categories');
    expect(admins.find((category) => category._id === items.category._id)?.productCount).toBe(3);
    const listed = await ok<Page<{ _id: string }>>('GET', `/api/products?category=${items.category._id}`);
    expect(listed.items.map((product) => product._id)).toEqual([items.visibleProduct._id]);
  });
});
