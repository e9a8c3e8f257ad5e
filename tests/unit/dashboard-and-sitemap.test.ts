import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { handler as dashboardHandler } from '../../functions/dashboard-data.ts';
import { handler as sitemapHandler } from '../../functions/sitemap.ts';
import { products } from '../../shared/catalogue.ts';
import { staticPagePaths } from '../../shared/site-pages.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

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
    expect(queries.find((query) => query.ExpressionAttributeValues?.[':pk'] === 'BLOG')?.Limit).toBe(5);
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

describe('GET /sitemap.xml', () => {
  const tree = [
    { PK: 'LOC', SK: 'C#c1', kind: 'country', id: 'c1', name: 'India', code: 'in', countryId: 'c1' },
    { PK: 'LOC', SK: 'C#c1#S#s1', kind: 'state', id: 's1', name: 'Uttarakhand', countryId: 'c1' },
    {
      PK: 'LOC',
      SK: 'C#c1#S#s1#D#d1',
      kind: 'district',
      id: 'd1',
      name: 'Dehradun',
      countryId: 'c1',
      stateId: 's1',
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
    createdAt: '',
  };

  function tableWithData() {
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'LOC' } }).resolves({ Items: tree });
    ddb.on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'BLOG' } }).resolves({ Items: [blog] });
  }

  it('lists static pages, the 28 products, blogs, states and districts with absolute https URLs', async () => {
    tableWithData();
    const result = await call(sitemapHandler, {
      headers: { host: 'api.example.com', 'x-forwarded-host': 'www.pawcraft.example' },
    });
    expect(result.status).toBe(200);
    expect(result.headers['content-type']).toMatch(/^application\/xml/);
    const urls = [...result.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of staticPagePaths) expect(urls).toContain(`https://www.pawcraft.example${path}`);
    expect(urls.filter((url) => /\/product\/\d+$/.test(url))).toHaveLength(products.length);
    expect(products).toHaveLength(28);
    expect(urls).toEqual(
      expect.arrayContaining([
        'https://www.pawcraft.example/blog/b1',
        'https://www.pawcraft.example/districts/s1',
        'https://www.pawcraft.example/marketplacedetails/d1',
      ]),
    );
    expect(result.text.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('uses http on localhost and refuses a malformed Host header', async () => {
    tableWithData();
    const local = await call(sitemapHandler, { headers: { host: 'localhost:3000' } });
    expect(local.text).toContain('<loc>http://localhost:3000/</loc>');
    const bad = await call(sitemapHandler, { headers: { host: 'evil.example/<script>' } });
    expect(bad.status).toBe(400);
  });
});
