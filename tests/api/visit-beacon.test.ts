import { DeleteCommand, GetCommand, QueryCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { visitFlood } from '../../functions/lib/content/visits.ts';
import { migrateTable } from '../../functions/lib/data/migrations.ts';
import {
  daySalt,
  forgetCachedSalt,
  visitorHash,
} from '../../functions/lib/data/visit-counters-repository.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import type { ContactMessage, Page, ProductSummary } from '../../shared/api-types.ts';
import {
  type CounterDimension,
  counterPartitionsAt,
  counterSortKey,
  indiaDay,
} from '../../shared/insight-counters.ts';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { readCounter, readItem } from './insight-counter-items.ts';
import { stackWithSignedInAdmin, viewerCountryForOneTest } from './stack-with-admin.ts';
import { ApiClient, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * Issue 36 items 2 and 5 on the real local stack (docs/decisions/071): the visit beacon counts
 * page views and unique visitors per India day and month, by page, channel, referrer, country
 * and device; refuses what is no page of the site, bad or oversized bodies and floods; counts
 * no bot; and an enquiry adds to the same counters, once.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
const viewerCountry = viewerCountryForOneTest();

const visitor = visitorAddresses('127.71.0');
const desktop =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const db = () => dynamoDocumentClient();

const beacon = (
  body: unknown,
  { from = visitor(), userAgent = desktop, headers = {} as Record<string, string> } = {},
) =>
  new ApiClient(stack.url).request<{ message?: string }>('POST', visitBeaconPath, {
    body,
    headers: { 'user-agent': userAgent, ...headers },
    from,
  });

/** A counter's metrics in today's day and month partitions, whichever layout holds them. */
async function counter(dimension: CounterDimension, value: string) {
  const [day, month] = await Promise.all(
    counterPartitionsAt(new Date().toISOString()).map((PK) => readCounter(stack, PK, dimension, value)),
  );
  return { day, month };
}

const itemCount = async () => {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new ScanCommand({ TableName: stack.tableName, Select: 'COUNT', ExclusiveStartKey }),
    );
    count += page.Count ?? 0;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};

const aProduct = async () => {
  const { body } = await new ApiClient(stack.url).request<Page<ProductSummary>>(
    'GET',
    '/api/products?limit=1',
  );
  return body.items[0];
};

describe('the visit beacon', () => {
  it('counts a view by page, channel, referrer, country and device, and a visitor once a day', async () => {
    viewerCountry('DE');
    const product = await aProduct();
    const page = `/product/${product.slug}`;
    // The counters this view adds to, as they stand.
    const counters = async () => ({
      total: await counter('total', 'all'),
      page: await counter('page', page),
      channel: await counter('channel', 'email'),
      referrer: await counter('referrer', 'mail.google.com'),
      country: await counter('country', 'DE'),
      device: await counter('device', 'phone'),
    });
    const before = await counters();
    const from = visitor();
    const view = { page, landingPage: '/about?utm_source=newsletter', referrer: 'https://mail.google.com' };
    const first = await beacon(view, { from, userAgent: phone });
    expect(first.status).toBe(204);
    expect(first.text).toBe('');
    // The same visitor again (same address and browser): one more view, no more visitor.
    expect((await beacon(view, { from, userAgent: phone })).status).toBe(204);
    const after = await counters();
    for (const key of Object.keys(before) as (keyof typeof before)[])
      for (const period of ['day', 'month'] as const)
        expect(after[key][period].views - before[key][period].views, `${key} ${period}`).toBe(2);
    expect(after.total.day.visitors - before.total.day.visitors).toBe(1);
    expect(after.total.month.visitors - before.total.month.visitors).toBe(1);
    // Another browser on the same address is another visitor.
    await beacon(view, { from, userAgent: desktop });
    expect((await counter('total', 'all')).day.visitors - before.total.day.visitors).toBe(2);
    // Channel, country and device are attributes of `total#all` now: no items of their own.
    for (const [dimension, value] of [
      ['channel', 'email'],
      ['country', 'DE'],
      ['device', 'phone'],
    ] as const)
      for (const PK of counterPartitionsAt(new Date().toISOString()))
        expect(
          await readItem(stack, PK, counterSortKey(dimension, value)),
          `${dimension} ${PK}`,
        ).toBeUndefined();
  });

  it('stores no address, no user agent and no page query: only salted hashes and counters', async () => {
    const from = visitor();
    await beacon({ page: '/contact', landingPage: '/contact?utm_campaign=secret-campaign' }, { from });
    const { Items = [] } = await db().send(new ScanCommand({ TableName: stack.tableName }));
    const text = JSON.stringify(Items);
    expect(text).not.toContain(from);
    expect(text).not.toContain('Linux x86_64');
    expect(text).not.toContain('secret-campaign');
    const seen = Items.filter((item) => String(item.PK).startsWith('VISIT-SEEN#'));
    expect(seen.length).toBeGreaterThan(0);
    for (const item of seen) expect(Object.keys(item).sort()).toEqual(['PK', 'SK', 'expiresAt']);
  });

  it('counts the gateway’s country, never a forged header', async () => {
    viewerCountry('JP');
    const before = { jp: await counter('country', 'JP'), us: await counter('country', 'US') };
    await beacon({ page: '/' }, { headers: { 'cloudfront-viewer-country': 'US' } });
    expect((await counter('country', 'JP')).day.views - before.jp.day.views).toBe(1);
    expect((await counter('country', 'US')).day.views).toBe(before.us.day.views);
  });

  it('counts no bot, and answers it as any visitor', async () => {
    const before = await counter('total', 'all');
    const bot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
    expect((await beacon({ page: '/' }, { userAgent: bot })).status).toBe(204);
    expect((await beacon({ page: '/' }, { userAgent: '' })).status).toBe(204);
    expect(await counter('total', 'all')).toEqual(before);
  });

  it.each([
    ['no page', {}, 400],
    ['a page that is not text', { page: 42 }, 400],
    ['another site', { page: 'https://evil.example/x' }, 400],
    ['a protocol-relative address', { page: '//evil.example/x' }, 400],
    ['a page too long', { page: `/${'a'.repeat(400)}` }, 400],
    ['a landing page that is not text', { page: '/', landingPage: ['/'] }, 400],
    ['a page of no route', { page: '/wp-login.php' }, 404],
    ['a product that does not exist', { page: '/product/no-such-harness' }, 404],
    ['a dashboard page', { page: '/dashboard/contact' }, 404],
    ['a preview link', { page: '/preview/blog/some-secret-token' }, 404],
  ])('refuses %s with a clear message, counting nothing', async (_, body, status) => {
    const before = await itemCount();
    const answer = await beacon(body);
    expect(answer.status).toBe(status);
    expect(answer.body.message).toEqual(expect.any(String));
    expect(await itemCount()).toBe(before);
  });

  it('refuses an oversized body (413) and one that is not JSON (415)', async () => {
    const big = await beacon({ page: '/', referrer: `https://example.com/${'x'.repeat(3000)}` });
    expect(big.status).toBe(413);
    const text = await new ApiClient(stack.url).request('POST', visitBeaconPath, {
      body: 'page=/',
      headers: { 'content-type': 'text/plain', 'user-agent': desktop },
      from: visitor(),
    });
    expect(text.status).toBe(415);
  });

  it('lets 10,000 distinct made-up paths create no item', { timeout: 180_000 }, async () => {
    const before = await itemCount();
    const statuses = new Map<number, number>();
    const from = visitor();
    for (let start = 0; start < 10_000; start += 50) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, offset) =>
          beacon({ page: `/blog/made-up-${start + offset}` }, { from }),
        ),
      );
      for (const { status } of answers) statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(statuses)).toEqual({ 404: 10_000 });
    expect(await itemCount()).toBe(before);
  });

  it('refuses a flood from one address (429) once it passes its limit, and counts it no further', async () => {
    const from = visitor();
    expect((await beacon({ page: '/about' }, { from })).status).toBe(204);
    // The address's window as it stands after its limit's worth of views (sending them all here
    // would be thousands of writes on a shared test machine): kept under the salted hash only.
    const { salt } = await daySalt();
    const windowKey = { PK: `VISITS-FROM#${visitorHash(salt, 'address', from)}`, SK: 'THROTTLE' };
    const { Item } = await db().send(new GetCommand({ TableName: stack.tableName, Key: windowKey }));
    expect(Item).toMatchObject({ views: 1 });
    await db().send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: windowKey,
        UpdateExpression: 'SET #views = :limit',
        ExpressionAttributeNames: { '#views': 'views' },
        ExpressionAttributeValues: { ':limit': visitFlood.limit },
      }),
    );
    const before = await counter('page', '/about');
    const refused = await beacon({ page: '/about' }, { from });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/too many/i);
    expect(await counter('page', '/about')).toEqual(before);
    // Another address is not held back.
    expect((await beacon({ page: '/about' })).status).toBe(204);
  });
});

describe("the day's salt", () => {
  it('is new each India day, and yesterday’s is gone once today’s is made', async () => {
    const today = new Date().toISOString();
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    forgetCachedSalt();
    await db().send(
      new DeleteCommand({ TableName: stack.tableName, Key: { PK: 'VISIT-SALT', SK: 'CURRENT' } }),
    );
    const old = await daySalt(yesterday);
    expect(old.day).toBe(indiaDay(yesterday));
    forgetCachedSalt();
    const fresh = await daySalt(today);
    expect(fresh.day).toBe(indiaDay(today));
    expect(fresh.salt).not.toBe(old.salt);
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: stack.tableName,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'VISIT-SALT' },
      }),
    );
    expect(Items).toEqual([expect.objectContaining({ day: fresh.day, salt: fresh.salt })]);
    expect(JSON.stringify(Items)).not.toContain(old.salt);
    // Every function of the day gets the same one.
    forgetCachedSalt();
    expect(await daySalt(today)).toEqual(fresh);
  });
});

describe('enquiries in the counters', () => {
  const enquiry = (message: string, extra: Record<string, unknown> = {}) =>
    new ApiClient(stack.url).request<ContactMessage>('POST', '/api/cnt/contact', {
      body: { name: 'Mira', contact: '9876543210', email: 'mira@example.com', message, ...extra },
      headers: { 'user-agent': phone },
      from: visitor(),
    });

  it('sent after landing on a post from a search engine with UTM tags, adds to each of its counters once, a retry nothing', async () => {
    viewerCountry('AU');
    const product = await aProduct();
    const landing = '/blog/choosing-a-harness';
    const dims: [CounterDimension, string][] = [
      ['total', 'all'],
      ['page', landing],
      ['product', String(product._id)],
      ['channel', 'search'],
      ['referrer', 'www.bing.com'],
      ['country', 'AU'],
      ['device', 'phone'],
    ];
    const before = await Promise.all(dims.map(([dimension, value]) => counter(dimension, value)));
    const message = `counted-${Date.now()}`;
    const body = {
      productId: Number(product._id),
      landingPage: `${landing}?utm_source=bing&utm_medium=organic&utm_campaign=spring`,
      referrer: 'https://www.bing.com',
      formPage: `/product/${product.slug}`,
      pagesSeen: 2,
    };
    expect((await enquiry(message, body)).status).toBe(201);
    // The same message again (a double click, a retry): the first one answers, nothing is counted.
    expect((await enquiry(message, body)).status).toBe(201);
    const after = await Promise.all(dims.map(([dimension, value]) => counter(dimension, value)));
    dims.forEach(([dimension], index) => {
      expect(after[index].day.enquiries - before[index].day.enquiries, dimension).toBe(1);
      expect(after[index].month.enquiries - before[index].month.enquiries, dimension).toBe(1);
    });
  });

  it('counts the messages stored before the counters once, however often the migration runs', async () => {
    const message = `earlier-${Date.now()}`;
    const sent = await enquiry(message);
    expect(sent.status).toBe(201);
    // As an earlier version stored it: no marker, and its counts not in the counters.
    await db().send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: 'CONTACT', SK: sent.body._id },
        UpdateExpression: 'REMOVE insightsCounted',
      }),
    );
    const day = indiaDay(sent.body.createdAt);
    const before = await counter('total', 'all');
    expect(indiaDay(new Date().toISOString())).toBe(day);
    expect((await migrateTable()).enquiriesCounted).toBe(1);
    expect((await counter('total', 'all')).day.enquiries - before.day.enquiries).toBe(1);
    expect((await migrateTable()).enquiriesCounted).toBe(0);
    expect((await counter('total', 'all')).day.enquiries - before.day.enquiries).toBe(1);
    const opened = await admin.request<ContactMessage>('GET', `/api/cnt/contact/${sent.body._id}`);
    expect(opened.body).toMatchObject({ _id: sent.body._id, message });
  });
});
