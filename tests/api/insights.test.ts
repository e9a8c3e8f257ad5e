import { describe, expect, it } from 'vitest';
import type { InsightsAnswer } from '../../shared/insights.ts';
import { addCounters, type CounterWrite, counterWrite } from './insight-counter-items.ts';
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
