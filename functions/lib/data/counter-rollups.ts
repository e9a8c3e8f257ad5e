import { gunzipSync, gzipSync } from 'node:zlib';
import { type CounterMetric, type CounterPeriod, counterMetrics } from '../../../shared/insight-counters.ts';
import { addDays, addMonths } from '../../../shared/insights.ts';

/**
 * The pure side of the counters' roll-ups (docs/decisions/072): when a period may be rolled up,
 * how its sums are packed into one item, and how sums add. A roll-up holds every value of its
 * period (nothing is cut to a top), so an answer read from roll-ups is the one read from the
 * counters themselves.
 */
export type Metrics = Record<CounterMetric, number>;

export const noMetrics = (): Metrics => ({ views: 0, visitors: 0, enquiries: 0 });

export function addMetrics(into: Metrics, more: Metrics): Metrics {
  for (const metric of counterMetrics) into[metric] += more[metric];
  return into;
}

/** Adds every sort key's metrics of `more` into `sums`. */
export function addSums(sums: Map<string, Metrics>, more: Map<string, Metrics>): Map<string, Metrics> {
  for (const [sortKey, metrics] of more)
    sums.set(sortKey, addMetrics(sums.get(sortKey) ?? noMetrics(), metrics));
  return sums;
}

export const sameMetrics = (a: Metrics, b: Metrics): boolean =>
  counterMetrics.every((metric) => a[metric] === b[metric]);

/** A period's last India day. */
const lastDayOf = (period: CounterPeriod): string =>
  period.kind === 'day' ? period.date : addDays(`${addMonths(period.month, 1)}-01`, -1);

/**
 * Whether a period is rolled up: once it has been over for a whole India day, so a visit
 * counted just after its midnight has landed. A later count (the enquiry migration) still
 * changes the period's `total#all`, which no longer matches the roll-up's and so sets it aside.
 */
export const rollupDue = (period: CounterPeriod, today: string): boolean =>
  addDays(lastDayOf(period), 1) < today;

/**
 * The largest packed roll-up stored: DynamoDB's item limit is 400 KB. A period too big for it
 * (tens of thousands of long paths) keeps a roll-up without sums and is read from its counters.
 */
export const maxPackedBytes = 350_000;

/** A period's sums as one gzip of `[sortKey, views, visitors, enquiries]` rows: paths compress well. */
export function packSums(sums: Map<string, Metrics>): Uint8Array {
  const rows = [...sums].map(([sortKey, metrics]) => [
    sortKey,
    ...counterMetrics.map((metric) => metrics[metric]),
  ]);
  return gzipSync(JSON.stringify(rows));
}

export function unpackSums(packed: Uint8Array): Map<string, Metrics> {
  const rows = JSON.parse(gunzipSync(packed).toString('utf8')) as [string, ...number[]][];
  return new Map(
    rows.map(([sortKey, ...counts]) => [
      sortKey,
      Object.fromEntries(counterMetrics.map((metric, index) => [metric, counts[index]])) as Metrics,
    ]),
  );
}
