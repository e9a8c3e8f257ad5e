import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler as dashboardHandler } from '../../functions/dashboard-data.ts';
import { buildSitemap } from '../../functions/lib/content/sitemap.ts';
import { handler as sitemapHandler } from '../../functions/sitemap.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { staticPagePaths } from '../../shared/site-pages.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';
import { storedIndia } from './support/stored-samples.ts';

const admin = { email: 'admin@example.com', sessionId: 'A'.repeat(43) };

describe('GET /api/admin/dashboard-data', () => {
  it('reads the counts with one GetItem and the latest five contacts and blogs with one Query each', async () => {
    ddb.on(GetCommand).resolves({
      Item: { PK: 'META', SK: 'COUNTS', blogs: 2, countries: 3, states: 4, districts: 5, contacts: 6 },
    });
    ddb.on(QueryCommand).resolves({ Items: [] });
    const result = await call(dashboardHandler, { admin });
    expect(result).toMatchObject({
      status: 200,
      body: {
        admin: { email: 'admin@example.com' },
        counts: { blogs: 2, countries: 3, states: 4, districts: 5, contacts: 6 },
        latestContacts: [],
        latestBlogs: [],
      },
    });
    expect(result.headers['cache-control']).toBe('no-store');
    expect(ddb.commandCalls(GetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(GetCommand)[0].args[0].input.Key).toEqual({ PK: 'META', SK: 'COUNTS' });
    const queries = ddb.commandCalls(QueryCommand).map((query) => query.args[0].input);
    expect(queries).toHaveLength(2);
    const blogQuery = queries.find((query) => query.ExpressionAttributeValues?.[':pk'] === 'BLOG');
    // Five shown, one more read to know whether more exist; summaries only, never the articles.
    expect(blogQuery?.Limit).toBe(6);
    expect(Object.values(blogQuery?.ExpressionAttributeNames ?? {})).not.toContain('content');
    expect(ddb.calls()).toHaveLength(3);
  });

  it('shows zero counts before anything was added', async () => {
    ddb.on(GetCommand).resolves({});
    ddb.on(QueryCommand).resolves({ Items: [] });
    expect((await call(dashboardHandler, { admin })).body).toMatchObject({
      counts: { blogs: 0, countries: 0, states: 0, districts: 0, contacts: 0 },
    });
  });
});

// The stage's one address (docs/decisions/040): the stack sets SITE_URL, the local stack its origin.
const stageAddress = () => {
  beforeEach(() => vi.stubEnv('SITE_URL', 'https://www.pawcraft.example'));
  afterEach(() => vi.unstubAllEnvs());
};

describe('GET /sitemap.xml', () => {
  stageAddress();
  const places = (partition: string) => tree.filter((item) => item.PK === partition);
  const tree = [
    {
      ...storedIndia,
      slug: 'india',
      updatedAt: '2026-02-01T10:00:00.000Z',
    },
    {
      PK: 'LOC',
      SK: 'C#c1#S#s1',
      kind: 'state',
      id: 's1',
      name: 'Uttarakhand',
      countryId: 'c1',
      slug: 'uttarakhand',
      updatedAt: '2026-02-02T10:00:00.000Z',
    },
    {
      PK: 'LOC#D',
      SK: 'C#c1#S#s1#D#d1',
      kind: 'district',
      id: 'd1',
      name: 'Dehradun',
      countryId: 'c1',
      stateId: 's1',
      slug: 'dehradun',
      updatedAt: '2026-02-03T10:00:00.000Z',
    },
  ];
  const blog = {
    PK: 'BLOG',
    SK: '2026-01-01#b1',
    id: 'b1',
    title: 'T',
    date: '2026-01-01',
    author: 'A',
    tags: [],
    content: '',
    image: '',
    createdAt: '2026-01-01T09:00:00.000Z',
    slug: 'a-post',
    updatedAt: '2026-01-05T09:00:00.000Z',
  };

  // What GSI2 holds under PRODUCTS#PUBLISHED: published products only (a draft has no GSI2 keys).
  const publishedProducts = [
    { SK: '000001#000001', slug: 'hut-pumpkin', updatedAt: '2026-03-01T08:00:00.000Z' },
    { SK: '000002#000029', slug: 'rope-toy', updatedAt: '2026-03-02T08:00:00.000Z' },
  ];
  const categories = [
    { PK: 'CATEGORY', SK: 'k1', id: 'k1', slug: 'home-and-living', position: 1, publishedCount: 2 },
    // Only drafts (or nothing): an empty page, not listed.
    { PK: 'CATEGORY', SK: 'k2', id: 'k2', slug: 'toys', position: 2, publishedCount: 0, productCount: 1 },
  ].map((category) => ({ ...category, name: category.slug, updatedAt: '2026-02-20T08:00:00.000Z' }));

  function tableWithData() {
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':published': 'PRODUCTS#PUBLISHED' } })
      .resolves({ Items: publishedProducts });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'CATEGORY' } })
      .resolves({ Items: categories });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LOC' } }).resolves({ Items: places('LOC') });
    ddb
      .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LOC#D' } })
      .resolves({ Items: places('LOC#D') });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'BLOG' } }).resolves({ Items: [blog] });
  }

  it('lists static pages, published products, categories with products, blogs, countries, states and districts at their canonical https URLs', async () => {
    tableWithData();
    const result = await call(sitemapHandler, {
      headers: { host: 'api.example.com', 'x-forwarded-host': 'other.example' },
    });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...result.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of staticPagePaths) expect(urls).toContain(`https://www.pawcraft.example${path}`);
    // Products at their slug, dated by their last change; read from the published index only.
    expect(urls.filter((url) => url.includes('/product/'))).toEqual([
      'https://www.pawcraft.example/product/hut-pumpkin',
      'https://www.pawcraft.example/product/rope-toy',
    ]);
    expect(result.text).toContain('/product/hut-pumpkin</loc><lastmod>2026-03-01</lastmod>');
    const productQuery = ddb
      .commandCalls(QueryCommand)
      .map((query) => query.args[0].input)
      .find((input) => input.ExpressionAttributeValues?.[':published']);
    expect(productQuery).toMatchObject({ IndexName: 'GSI2', KeyConditionExpression: 'GSI2PK = :published' });
    expect(productQuery?.ProjectionExpression).not.toMatch(/description|photos/);
    // A category with published products, dated by the category; one without is left out.
    expect(result.text).toContain(
      '<url><loc>https://www.pawcraft.example/category-products?category=home-and-living</loc><lastmod>2026-02-20</lastmod></url>',
    );
    expect(urls.filter((url) => url.includes('category='))).toHaveLength(1);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://www.pawcraft.example/blog',
        'https://www.pawcraft.example/marketplace',
        'https://www.pawcraft.example/blog/a-post',
        'https://www.pawcraft.example/marketplace/india',
        'https://www.pawcraft.example/marketplace/india/uttarakhand',
        'https://www.pawcraft.example/marketplace/india/uttarakhand/dehradun',
      ]),
    );
    expect(urls.some((url) => /districts\/|marketplacedetails|\/blog\/b1/.test(url))).toBe(false);
    expect(result.text).toContain(
      '<url><loc>https://www.pawcraft.example/blog/a-post</loc><lastmod>2026-01-05</lastmod></url>',
    );
    // A country's page shows its states, a state's page its districts: each is as recent as
    // the latest of them.
    expect(result.text).toContain('/marketplace/india</loc><lastmod>2026-02-02</lastmod>');
    expect(result.text).toContain('/marketplace/india/uttarakhand</loc><lastmod>2026-02-03</lastmod>');
    expect(result.text).toContain(
      '/marketplace/india/uttarakhand/dehradun</loc><lastmod>2026-02-03</lastmod>',
    );
    expect(result.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(result.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(result.headers['cache-control']).toBe(publicContentCacheControl);
    // The sitemap reads blogs without their articles.
    const blogQuery = ddb
      .commandCalls(QueryCommand)
      .find((query) => query.args[0].input.ExpressionAttributeValues?.[':pk'] === 'BLOG');
    expect(blogQuery?.args[0].input.ProjectionExpression).not.toMatch(/content/);
  });

  it("names the stage's address whatever host was asked (CloudFront caches it without the host, issue 23)", async () => {
    tableWithData();
    const requests: Record<string, string>[] = [
      { host: 'd1234.cloudfront.net', 'x-forwarded-host': 'd1234.cloudfront.net' },
      { host: 'evil.example/<script>' },
      { host: 'localhost:3000' },
    ];
    for (const headers of requests) {
      const result = await call(sitemapHandler, { headers });
      expect(result.status).toBe(200);
      const urls = [...result.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.startsWith('https://www.pawcraft.example/')).toBe(true);
    }
  });

  it('uses http for the local stack address, and is a 500 (a stack bug) without an address', async () => {
    tableWithData();
    vi.stubEnv('SITE_URL', 'http://localhost:3000');
    expect((await call(sitemapHandler, { headers: { host: 'x.example' } })).text).toContain(
      '<loc>http://localhost:3000/</loc>',
    );
    vi.stubEnv('SITE_URL', '');
    expect((await call(sitemapHandler, { headers: { host: 'x.example' } })).status).toBe(500);
  });
});

describe('a sitemap past its limits', () => {
  stageAddress();
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  // Static pages, /blog and /marketplace (no products, categories or places in this table).
  const fixedPages = staticPagePaths.length + 2;

  function blogs(count: number) {
    const items = Array.from({ length: count }, (_, n) => ({
      id: `b${n}`,
      slug: `post-${n}`,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-03-04T00:00:00.000Z',
    }));
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'BLOG' } }).resolves({ Items: items });
  }

  it('becomes an index of parts on the same route, each part holding its share, in order', async () => {
    blogs(40);
    const limits = { maxUrls: 20, maxBytes: 1_000_000 };
    const index = await buildSitemap('https://shop.example', undefined, limits);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const partUrls = locs(index);
    const total = fixedPages + 40;
    expect(partUrls).toEqual(
      Array.from(
        { length: Math.ceil(total / 20) },
        (_, n) => `https://shop.example/sitemap.xml?part=${n + 1}`,
      ),
    );
    const all: string[] = [];
    for (let part = 1; part <= partUrls.length; part++) {
      const xml = await buildSitemap('https://shop.example', String(part), limits);
      expect(xml).toContain('<urlset');
      expect(locs(xml).length).toBeLessThanOrEqual(20);
      all.push(...locs(xml));
    }
    expect(all).toHaveLength(total);
    expect(new Set(all).size).toBe(total);
    await expect(
      buildSitemap('https://shop.example', String(partUrls.length + 1), limits),
    ).rejects.toMatchObject({
      name: 'NotFound',
    });
    await expect(buildSitemap('https://shop.example', 'x', limits)).rejects.toMatchObject({
      name: 'NotFound',
    });
  });

  it('splits by bytes too, so no answer nears Lambda 6 MB response limit', async () => {
    blogs(30);
    const xml = await buildSitemap('https://shop.example', '1', { maxUrls: 50_000, maxBytes: 2_000 });
    expect(Buffer.byteLength(xml)).toBeLessThan(2_300);
  });

  it('serves part N through the handler with ?part=N; a small sitemap has no parts', async () => {
    blogs(1);
    const whole = await call(sitemapHandler, { headers: { host: 'shop.example' } });
    expect(whole.text).toContain('<urlset');
    expect(
      (await call(sitemapHandler, { headers: { host: 'shop.example' }, query: { part: '1' } })).status,
    ).toBe(404);
  });

  it('really splits past 50,000 URLs (a run with 60,000 posts), each part under 50,000 URLs and 5 MB', async () => {
    blogs(60_000);
    const index = await call(sitemapHandler, { headers: { host: 'shop.example' } });
    expect(index.text).toContain('<sitemapindex');
    const parts = locs(index.text);
    expect(parts.length).toBeGreaterThanOrEqual(2);
    let urls = 0;
    for (let part = 1; part <= parts.length; part++) {
      const answer = await call(sitemapHandler, {
        headers: { host: 'shop.example' },
        query: { part: String(part) },
      });
      expect(answer.status).toBe(200);
      const count = locs(answer.text).length;
      expect(count).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(JSON.stringify(answer))).toBeLessThan(5 * 1024 * 1024);
      urls += count;
    }
    expect(urls).toBe(fixedPages + 60_000);
  }, 30_000);
});
