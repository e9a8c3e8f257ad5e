import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { addToCounters, counterTransactionAdds } from '../../functions/lib/data/visit-counters-repository.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import {
  type CountedFacts,
  type CounterMetric,
  counterEntries,
  counterPartition,
  counterSortKey,
  indiaDay,
  rollupPartition,
  rollupSortKey,
} from '../../shared/insight-counters.ts';
import type { InsightsAnswer } from '../../shared/insights.ts';
import {
  addCounters,
  type CounterWrite,
  counterWrite,
  deleteItem,
  readItem,
} from './insight-counter-items.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

/**
 * Issue 36 item 3 (docs/decisions/072) on the real local stack: the Insights answer is what
 * the counters hold for the range, read from the month and day partitions of
 * shared/insight-counters.ts (written here with that layout, not by the writers), bounded,
 * refused with a 400 for a bad range and to anyone without a session.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const attackerText = '"><img src=x onerror=alert(1)>=HYPERLINK("x")';

/** 20 Feb to 10 Apr 2025: days of February, the whole of March, days of April, and a day after it. */
const counters: CounterWrite[] = [
  counterWrite('2025-02-19', 'total', 'all', { views: 7000, visitors: 700, enquiries: 70 }),
  counterWrite('2025-02-25', 'total', 'all', { views: 10, visitors: 4, enquiries: 1 }),
  counterWrite('2025-03-15', 'total', 'all', { views: 100, visitors: 40, enquiries: 3 }),
  counterWrite('2025-04-10', 'total', 'all', { views: 5, visitors: 2, enquiries: 1 }),
  counterWrite('2025-04-11', 'total', 'all', { views: 999, visitors: 99, enquiries: 9 }),
  counterWrite('2025-03-15', 'page', '/marketplace/india/goa/north-goa', { views: 50, enquiries: 2 }),
  counterWrite('2025-02-25', 'page', '/marketplace/india/goa/north-goa', { views: 10 }),
  counterWrite('2025-03-16', 'page', '/blog/choosing-a-harness', { views: 30, enquiries: 1 }),
  counterWrite('2025-04-11', 'page', '/blog/outside-the-range', { views: 500, enquiries: 5 }),
  counterWrite('2025-03-15', 'product', '1', { enquiries: 2 }),
  counterWrite('2025-04-10', 'product', '999999', { enquiries: 1 }),
  counterWrite('2025-03-15', 'country', 'DE', { views: 60, enquiries: 2 }),
  counterWrite('2025-03-15', 'country', 'US', { views: 70, enquiries: 1 }),
  counterWrite('2025-03-15', 'channel', 'search', { views: 40, enquiries: 2 }),
  counterWrite('2025-03-15', 'referrer', attackerText, { views: 3, enquiries: 1 }),
];

const insights = (query: string, client = admin) =>
  client.request<InsightsAnswer & { message?: string }>('GET', `/api/admin/insights${query}`);

describe('GET /api/admin/insights', () => {
  it('answers what the counters of the range hold: totals, top lists with names, landing pages by kind', async () => {
    await addCounters(stack, counters);
    const { status, body, text } = await insights('?from=2025-02-20&to=2025-04-10');
    expect(status, text).toBe(200);
    expect(body.range).toEqual({ from: '2025-02-20', to: '2025-04-10' });
    expect(body.totals).toEqual({ views: 115, visitors: 46, enquiries: 5 });
    expect(body.pages).toEqual([
      { value: '/marketplace/india/goa/north-goa', views: 60, enquiries: 2, kind: 'location' },
      { value: '/blog/choosing-a-harness', views: 30, enquiries: 1, kind: 'post' },
    ]);
    const { body: product } = await admin.request<{ name: string }>('GET', '/api/admin/products/1');
    // A number no product has any more shows as itself.
    expect(body.products).toEqual([
      { id: '1', name: product.name, enquiries: 2 },
      { id: '999999', name: '999999', enquiries: 1 },
    ]);
    expect(body.countries).toEqual([
      { value: 'DE', views: 60, enquiries: 2 },
      { value: 'US', views: 70, enquiries: 1 },
    ]);
    expect(body.channels).toEqual([{ value: 'search', views: 40, enquiries: 2 }]);
    // Text a visitor made up comes back as data: the screen and the CSV escape it.
    expect(body.referrers).toEqual([{ value: attackerText, views: 3, enquiries: 1 }]);
  });

  it("charts the 12 weeks up to the range's end (Monday to Sunday) and the 12 months up to its month", async () => {
    const { body } = await insights('?from=2025-02-20&to=2025-04-10');
    expect(body.weeks).toHaveLength(12);
    expect(body.weeks.map((week) => week.period).slice(-2)).toEqual(['2025-03-31', '2025-04-07']);
    // The last week holds 10 April and 11 April (a Friday of the same week).
    expect(body.weeks.at(-1)).toEqual({ period: '2025-04-07', views: 1004, enquiries: 10 });
    expect(body.weeks.find((week) => week.period === '2025-02-24')).toEqual({
      period: '2025-02-24',
      views: 10,
      enquiries: 1,
    });
    expect(body.months.map((month) => month.period)).toEqual([
      '2024-05',
      '2024-06',
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
      '2025-01',
      '2025-02',
      '2025-03',
      '2025-04',
    ]);
    expect(body.months.slice(-3)).toEqual([
      { period: '2025-02', views: 7010, enquiries: 71 },
      { period: '2025-03', views: 100, enquiries: 3 },
      { period: '2025-04', views: 1004, enquiries: 10 },
    ]);
  });

  it('defaults to the last 12 weeks up to today, and answers zeros where nothing was counted', async () => {
    const { status, body } = await insights('');
    expect(status).toBe(200);
    const days = (Date.parse(body.range.to) - Date.parse(body.range.from)) / 86_400_000 + 1;
    expect(days).toBe(84);
    expect(body.months.at(-1)?.period).toBe(body.range.to.slice(0, 7));
  });

  it('keeps each list to its top rows, however many values were counted', async () => {
    await addCounters(
      stack,
      Array.from({ length: 60 }, (_, n) =>
        counterWrite('2024-01-10', 'page', `/blog/post-${n}`, { views: n + 1 }),
      ),
    );
    const { body } = await insights('?from=2024-01-01&to=2024-01-31');
    expect(body.pages).toHaveLength(50);
    expect(body.pages[0]).toEqual({ value: '/blog/post-59', views: 60, enquiries: 0, kind: 'post' });
  });

  it.each([
    ['?from=2025-13-01&to=2025-12-31', 'Please give the dates as YYYY-MM-DD, each a real day.'],
    ['?from=2025-02-30', 'Please give the dates as YYYY-MM-DD, each a real day.'],
    ['?from=yesterday', 'Please give the dates as YYYY-MM-DD, each a real day.'],
    ['?from=2025-04-10&to=2025-04-01', 'The start date must not be after the end date.'],
    ['?from=2023-01-01&to=2025-01-01', 'Please choose a range of one year or less.'],
    ['?from=2999-01-01&to=2999-01-02', 'The start date must not be in the future.'],
  ])('refuses %s with a 400 that says why', async (query, message) => {
    const { status, body } = await insights(query);
    expect(status).toBe(400);
    expect(body).toEqual({ message });
  });

  it('is not readable without a session', async () => {
    const { status } = await insights('?from=2025-02-20&to=2025-04-10', new ApiClient(stack.url));
    expect(status).toBe(401);
  });
});

/**
 * The roll-ups of closed periods (docs/decisions/072): the first read of a closed day or month
 * writes its roll-up, later reads use it, and the answers are the counters' own.
 */
describe('GET /api/admin/insights: roll-ups of closed days and months', () => {
  /** 20 May to 10 July 2023: days of May, the whole of June, days of July, and counts outside. */
  const range = '?from=2023-05-20&to=2023-07-10';
  const rollupOf = (period: Parameters<typeof rollupPartition>[0]) =>
    readItem(stack, rollupPartition(period), rollupSortKey);
  const june = { kind: 'month', month: '2023-06' } as const;
  const may25 = { kind: 'day', date: '2023-05-25' } as const;

  it('writes each closed period its roll-up on the first read, and answers alike from the roll-ups', async () => {
    await addCounters(stack, [
      counterWrite('2023-05-10', 'total', 'all', { views: 900, visitors: 90, enquiries: 9 }),
      counterWrite('2023-05-25', 'total', 'all', { views: 20, visitors: 8, enquiries: 2 }),
      counterWrite('2023-06-15', 'total', 'all', { views: 300, visitors: 60, enquiries: 4 }),
      counterWrite('2023-07-05', 'total', 'all', { views: 40, visitors: 9, enquiries: 1 }),
      counterWrite('2023-07-20', 'total', 'all', { views: 700, visitors: 70, enquiries: 7 }),
      counterWrite('2023-05-25', 'page', '/blog/choosing-a-harness', { views: 12, enquiries: 1 }),
      counterWrite('2023-06-15', 'page', '/blog/choosing-a-harness', { views: 30 }),
      counterWrite('2023-06-16', 'page', '/marketplace/india/goa/north-goa', { views: 50, enquiries: 3 }),
      counterWrite('2023-07-05', 'page', '/marketplace/india/goa/north-goa', { views: 5, enquiries: 1 }),
      counterWrite('2023-07-20', 'page', '/blog/outside-the-range', { views: 500, enquiries: 5 }),
      counterWrite('2023-06-15', 'product', '1', { enquiries: 3 }),
      counterWrite('2023-06-15', 'country', 'DE', { views: 100, enquiries: 2 }),
      counterWrite('2023-07-05', 'country', 'DE', { views: 10, enquiries: 1 }),
      counterWrite('2023-06-15', 'channel', 'search', { views: 80, enquiries: 2 }),
      counterWrite('2023-06-15', 'referrer', attackerText, { views: 3 }),
    ]);
    expect(await rollupOf(june)).toBeUndefined();
    const fromCounters = await insights(range);
    expect(fromCounters.status, fromCounters.text).toBe(200);
    expect(fromCounters.body.totals).toEqual({ views: 360, visitors: 77, enquiries: 7 });
    expect(fromCounters.body.pages).toEqual([
      { value: '/marketplace/india/goa/north-goa', views: 55, enquiries: 4, kind: 'location' },
      { value: '/blog/choosing-a-harness', views: 42, enquiries: 1, kind: 'post' },
    ]);
    // The month and the days read have their roll-ups, holding their totals as their version.
    expect(await rollupOf(june)).toMatchObject({
      views: { N: '300' },
      visitors: { N: '60' },
      enquiries: { N: '4' },
    });
    expect(await rollupOf(may25)).toMatchObject({ views: { N: '20' } });
    const fromRollups = await insights(range);
    expect(fromRollups.body).toEqual(fromCounters.body);
  });

  it('reads a closed period from its roll-up, and never rewrites it while its totals hold', async () => {
    const written = await rollupOf(june);
    // A counter taken away behind the roll-up's back (its totals unchanged) is still counted:
    // the read used the roll-up, not the partition.
    await deleteItem(stack, counterPartition(june), counterSortKey('channel', 'search'));
    const { body } = await insights(range);
    expect(body.channels).toEqual([{ value: 'search', views: 80, enquiries: 2 }]);
    expect(await rollupOf(june)).toEqual(written);
  });

  it('counts what came late to a closed period: its roll-up is set aside and written again', async () => {
    const before = await rollupOf(june);
    // An enquiry the migration counts into June after its roll-up was written.
    await addCounters(stack, [
      counterWrite('2023-06-20', 'total', 'all', { enquiries: 1 }),
      counterWrite('2023-06-20', 'page', '/blog/choosing-a-harness', { enquiries: 1 }),
      counterWrite('2023-06-20', 'product', '2', { enquiries: 1 }),
    ]);
    const { body } = await insights(range);
    expect(body.totals).toEqual({ views: 360, visitors: 77, enquiries: 8 });
    expect(body.pages[1]).toEqual({
      value: '/blog/choosing-a-harness',
      views: 42,
      enquiries: 2,
      kind: 'post',
    });
    expect(body.products.map((product) => product.id)).toEqual(['1', '2']);
    // June was read from its counters (the channel taken away above is gone) and rolled up anew.
    expect(body.channels).toEqual([]);
    const after = await rollupOf(june);
    expect(after).toMatchObject({ enquiries: { N: '5' } });
    expect(after?.rolledUpAt).not.toEqual(before?.rolledUpAt);
    expect((await insights(range)).body).toEqual(body);
  });

  it('writes a roll-up once when two reads ask at the same time, and both answer the same', async () => {
    const otherRange = '?from=2022-08-01&to=2022-09-30';
    await addCounters(stack, [
      counterWrite('2022-08-03', 'total', 'all', { views: 11, visitors: 5, enquiries: 1 }),
      counterWrite('2022-09-03', 'total', 'all', { views: 22, visitors: 6, enquiries: 2 }),
      counterWrite('2022-09-03', 'country', 'US', { views: 22, enquiries: 2 }),
    ]);
    const [first, second] = await Promise.all([insights(otherRange), insights(otherRange)]);
    expect(first.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(first.body.totals).toEqual({ views: 33, visitors: 11, enquiries: 3 });
    expect(first.body.countries).toEqual([{ value: 'US', views: 22, enquiries: 2 }]);
    const september = await rollupOf({ kind: 'month', month: '2022-09' });
    expect(september).toMatchObject({ views: { N: '22' }, visitors: { N: '6' }, enquiries: { N: '2' } });
    // The one roll-up stays as the first write made it: no later read puts it again.
    expect((await insights(otherRange)).body).toEqual(first.body);
    expect(await rollupOf({ kind: 'month', month: '2022-09' })).toEqual(september);
  });

  describe('counters of both layouts (docs/decisions/071)', () => {
    /** Views and enquiries of one June, its ends in May and July, and one after the range. */
    const events = (year: number) =>
      (
        [
          [
            '05-31',
            'views',
            true,
            {
              page: '/blog/a',
              channel: 'search',
              referrer: 'https://www.google.com',
              country: 'DE',
              device: 'phone',
            },
          ],
          ['06-10', 'views', false, { page: '/blog/a', channel: 'direct', country: 'IN', device: 'desktop' }],
          [
            '06-10',
            'enquiries',
            false,
            {
              page: '/blog/a',
              product: '1',
              channel: 'search',
              referrer: 'https://www.google.com',
              country: 'DE',
              device: 'phone',
            },
          ],
          [
            '06-30',
            'views',
            true,
            {
              page: '/',
              channel: 'social',
              referrer: 'https://facebook.com',
              country: 'US',
              device: 'tablet',
            },
          ],
          ['07-01', 'views', true, { page: '/about', channel: 'email', device: 'phone' }],
          // An enquiry stored before attribution: its product and the unknown country only.
          ['07-01', 'enquiries', false, { product: '2' }],
          ['07-02', 'views', true, { page: '/blog/a', channel: 'direct', country: 'DE', device: 'phone' }],
        ] as [string, CounterMetric, boolean, CountedFacts][]
      ).map(([day, metric, newVisitor, facts]) => ({
        at: `${year}-${day}T06:30:00.000Z`,
        metric,
        newVisitor,
        facts,
      }));
    type CountedEvent = ReturnType<typeof events>[number];

    /** As deployed stages counted: an item per dimension's value (the fixture's layout). */
    const countOld = (event: CountedEvent) =>
      addCounters(
        stack,
        counterEntries(event.facts).map(([dimension, value]) =>
          counterWrite(indiaDay(event.at), dimension, value, {
            [event.metric]: 1,
            ...(dimension === 'total' && event.newVisitor && { visitors: 1 }),
          }),
        ),
      );
    /** As the writers count now: a view's `ADD`s, an enquiry's transaction. */
    const countNew = async ({ at, metric, newVisitor, facts }: CountedEvent) => {
      if (metric === 'views') await addToCounters(facts, metric, at, { newVisitor });
      else
        await dynamoDocumentClient().send(
          new TransactWriteCommand({ TransactItems: counterTransactionAdds(facts, metric, at) }),
        );
    };
    /** The range's answer without what names its dates (the range and the charts). */
    const summary = async (year: number) => {
      const { status, text, body } = await insights(`?from=${year}-05-31&to=${year}-07-01`);
      expect(status, text).toBe(200);
      const { range, weeks, months, ...rest } = body;
      return rest;
    };

    it('gives the same Insights answer from the old items, the folded ones, and a mix of both', async () => {
      for (const event of events(2021)) await countOld(event);
      for (const event of events(2020)) await countNew(event);
      for (const [index, event] of events(2019).entries())
        await (index % 2 === 0 ? countOld(event) : countNew(event));
      const old = await summary(2021);
      expect(old.totals).toEqual({ views: 4, visitors: 3, enquiries: 2 });
      expect(old.countries).toEqual([
        { value: 'DE', views: 1, enquiries: 1 },
        { value: 'ZZ', views: 1, enquiries: 1 },
        { value: 'IN', views: 1, enquiries: 0 },
        { value: 'US', views: 1, enquiries: 0 },
      ]);
      expect(old.channels).toHaveLength(4);
      expect(await summary(2020)).toEqual(old);
      expect(await summary(2019)).toEqual(old);
      // Again, now from the closed periods' roll-ups.
      for (const year of [2021, 2020, 2019]) expect(await summary(year)).toEqual(old);
    });
  });
});
