/**
 * `npx tsx bench/insights-read.ts`: how fast `GET /api/admin/insights` answers with a year of
 * counters for 1,000 pages on the local stack (issue 36, docs/decisions/072; not part of
 * `npm run bench`, whose budgets it does not touch). Each of the 12 month partitions holds
 * 1,000 pages and the other dimensions' values; each day partition the range reads holds the
 * 200 pages viewed that day. Prints the median and slowest of 20 answers for the default range
 * (the last 12 weeks) and for a year that is not month-aligned (the worst case: 11 whole months
 * and about two months of days), each with the charts' 12 weeks and 12 months. The first answer
 * of each range reads the counters and writes the closed days' and months' roll-ups; it is
 * printed apart, and the 20 that follow read the roll-ups, as every read after it does.
 */
import { defaultLocalAdmin } from '../local/local-admin.ts';
import { startThrowawayStack } from '../local/throwaway-stack.ts';
import { counterPartition, counterSortKey } from '../shared/insight-counters.ts';
import { addDays, addMonths, indiaToday, rangePeriods } from '../shared/insights.ts';
import { putCounterItems } from '../tests/api/insight-counter-items.ts';
import { ApiClient } from '../tests/api/test-stack.ts';
import { median } from './median.ts';

const pages = 1_000;
const pagesPerDay = 200;
const answers = 20;
const budgetMs = 300;

type Item = Parameters<typeof putCounterItems>[1][number];
const values = (PK: string, pageCount: number, scale: number): Item[] => [
  {
    PK,
    SK: counterSortKey('total', 'all'),
    counts: { views: 5_000 * scale, visitors: 900 * scale, enquiries: 40 * scale },
  },
  ...Array.from({ length: pageCount }, (_, n) => ({
    PK,
    SK: counterSortKey(
      'page',
      n % 2 ? `/blog/post-${n}` : `/marketplace/india/state-${n % 30}/district-${n}`,
    ),
    counts: { views: (n % 50) + scale, enquiries: n % 7 === 0 ? 1 : 0 },
  })),
  ...Array.from({ length: 28 }, (_, n) => ({
    PK,
    SK: counterSortKey('product', String(n + 1)),
    counts: { enquiries: n % 4 },
  })),
  ...Array.from({ length: 60 }, (_, n) => ({
    PK,
    SK: counterSortKey('country', `C${n}`),
    counts: { views: n, enquiries: n % 3 },
  })),
  ...['search', 'social', 'email', 'referral', 'campaign', 'direct'].map((channel) => ({
    PK,
    SK: counterSortKey('channel', channel),
    counts: { views: 100, enquiries: 2 },
  })),
  ...Array.from({ length: 80 }, (_, n) => ({
    PK,
    SK: counterSortKey('referrer', `site-${n}.example`),
    counts: { views: n },
  })),
];

const stack = await startThrowawayStack({ purpose: 'insights-bench', admin: defaultLocalAdmin, seed: false });
try {
  const today = indiaToday();
  const defaultRange = { from: addDays(today, -83), to: today };
  const yearRange = { from: addDays(today, -365), to: today };
  const months = Array.from({ length: 13 }, (_, n) => addMonths(today.slice(0, 7), -n));
  // The days the ranges read whole; the charts' other days are read for their totals only.
  const days = new Set([
    ...rangePeriods(defaultRange.from, defaultRange.to).days,
    ...rangePeriods(yearRange.from, yearRange.to).days,
  ]);
  const chartDays = Array.from({ length: 84 + 7 }, (_, n) => addDays(today, -n)).filter(
    (day) => !days.has(day),
  );
  const items = [
    ...months.flatMap((month) => values(counterPartition({ kind: 'month', month }), pages, 30)),
    ...[...days].flatMap((date) => values(counterPartition({ kind: 'day', date }), pagesPerDay, 1)),
    ...chartDays.flatMap((date) => values(counterPartition({ kind: 'day', date }), 0, 1).slice(0, 1)),
  ];
  const started = Date.now();
  // Eight writers at once: DynamoDB Local takes a year of counters in a few minutes.
  const writers = 8;
  await Promise.all(
    Array.from({ length: writers }, (_, writer) =>
      putCounterItems(
        stack,
        items.filter((_, index) => index % writers === writer),
      ),
    ),
  );
  console.log(
    `${items.length} counter items written (${months.length} months, ${days.size} days) in ${Math.round((Date.now() - started) / 1000)} s`,
  );

  const admin = new ApiClient(stack.url);
  await admin.login(defaultLocalAdmin);
  for (const [name, range] of [
    ['the last 12 weeks (default)', defaultRange],
    ['a year, not month-aligned', yearRange],
  ] as const) {
    const times: number[] = [];
    let rollingUp = 0;
    for (let n = 0; n < answers + 2; n++) {
      const start = performance.now();
      const answer = await admin.request('GET', `/api/admin/insights?from=${range.from}&to=${range.to}`);
      if (answer.status !== 200) throw new Error(`${answer.status} ${answer.text}`);
      // The first writes the roll-ups; the second warms what is left, as a warm Lambda is.
      if (n === 0) rollingUp = performance.now() - start;
      if (n >= 2) times.push(performance.now() - start);
    }
    const slowest = Math.max(...times);
    console.log(
      `${name}: median ${Math.round(median(times))} ms, slowest ${Math.round(slowest)} ms of ${answers} (budget ${budgetMs} ms); the first, writing the roll-ups, ${Math.round(rollingUp)} ms`,
    );
  }
} finally {
  await stack.dispose();
}
