import { counterPartition, counterSortKey, totalValue } from '../../../shared/insight-counters.ts';
import {
  addDays,
  addMonths,
  chartMonths,
  chartWeeks,
  daysBetween,
  type InsightPeriod,
  type InsightProductRow,
  type InsightRow,
  type InsightsAnswer,
  indiaToday,
  insightListSizes,
  type listedDimensions,
  mondayOf,
  pageKind,
  rangePeriods,
} from '../../../shared/insights.ts';
import { type Metrics, noMetrics } from '../data/counter-rollups.ts';
import { readPeriodCounters, readPeriodTotals } from '../data/insight-counters-repository.ts';
import { productNames } from '../data/products-repository.ts';

/**
 * What the counters say about a range of India days (docs/decisions/072): the Insights
 * screen's answer and the Monday digest's figures. The range's counters are read from whole
 * months and the days at its ends (each closed one from its roll-up, counter-rollups.ts); the
 * charts' 12 weeks and 12 months from their totals only,
 * in one BatchGetItem. No list grows with the traffic: each is cut to its top rows.
 */
type ListedDimension = (typeof listedDimensions)[number];
/** How many rows each list keeps (the screen's `insightListSizes`, the digest's fewer). */
type Sizes = Record<keyof typeof insightListSizes, number>;

/** A range's totals and lists: the Insights answer without its charts. */
export type RangeSummary = Omit<InsightsAnswer, 'range' | 'weeks' | 'months'>;

const byEnquiriesThenViews = (a: InsightRow, b: InsightRow) =>
  b.enquiries - a.enquiries || b.views - a.views || a.value.localeCompare(b.value);

/** The rows of one dimension, best first, at most `size`. */
function topRows(sums: Map<string, Metrics>, dimension: ListedDimension, size: number): InsightRow[] {
  const prefix = `${dimension}#`;
  const rows: InsightRow[] = [];
  for (const [sortKey, metrics] of sums)
    if (sortKey.startsWith(prefix) && sortKey.length > prefix.length)
      rows.push({ value: sortKey.slice(prefix.length), views: metrics.views, enquiries: metrics.enquiries });
  return rows.sort(byEnquiriesThenViews).slice(0, size);
}

/** The products' rows with their names; a number no product has any more shows as itself. */
async function productRows(rows: InsightRow[]): Promise<InsightProductRow[]> {
  const enquired = rows.filter((row) => row.enquiries > 0);
  const names = await productNames(enquired.map((row) => row.value));
  return enquired.map((row) => ({
    id: row.value,
    name: names.get(row.value) ?? row.value,
    enquiries: row.enquiries,
  }));
}

/** Totals and top lists of the India days `from` to `to`, both included. */
export async function summariseRange(
  from: string,
  to: string,
  sizes: Sizes = insightListSizes,
): Promise<RangeSummary> {
  const { months, days } = rangePeriods(from, to);
  const sums = await readPeriodCounters(
    [
      ...months.map((month) => ({ kind: 'month' as const, month })),
      ...days.map((date) => ({ kind: 'day' as const, date })),
    ],
    indiaToday(),
  );
  const totals = sums.get(counterSortKey('total', totalValue)) ?? noMetrics();
  return {
    totals,
    products: await productRows(topRows(sums, 'product', sizes.products)),
    countries: topRows(sums, 'country', sizes.countries),
    channels: topRows(sums, 'channel', sizes.channels),
    referrers: topRows(sums, 'referrer', sizes.referrers),
    pages: topRows(sums, 'page', sizes.pages).map((row) => ({ ...row, kind: pageKind(row.value) })),
  };
}

/** The 12 weeks up to `to`'s and the 12 months up to `to`'s, from their totals (one BatchGetItem of 96 keys). */
async function chartPeriods(to: string): Promise<Pick<InsightsAnswer, 'weeks' | 'months'>> {
  const firstMonday = addDays(mondayOf(to), -7 * (chartWeeks - 1));
  const days = daysBetween(firstMonday, addDays(firstMonday, 7 * chartWeeks - 1));
  const months = Array.from({ length: chartMonths }, (_, index) =>
    addMonths(to.slice(0, 7), index - chartMonths + 1),
  );
  const totals = await readPeriodTotals([
    ...days.map((date) => ({ kind: 'day' as const, date })),
    ...months.map((month) => ({ kind: 'month' as const, month })),
  ]);
  const bar = (period: string, partitions: string[]): InsightPeriod => {
    const bar = { period, views: 0, enquiries: 0 };
    for (const partition of partitions) {
      const metrics = totals.get(partition) ?? noMetrics();
      bar.views += metrics.views;
      bar.enquiries += metrics.enquiries;
    }
    return bar;
  };
  return {
    weeks: Array.from({ length: chartWeeks }, (_, week) => {
      const monday = addDays(firstMonday, 7 * week);
      return bar(
        monday,
        daysBetween(monday, addDays(monday, 6)).map((date) => counterPartition({ kind: 'day', date })),
      );
    }),
    months: months.map((month) => bar(month, [counterPartition({ kind: 'month', month })])),
  };
}

/** `GET /api/admin/insights`: the range's figures and the charts, read in parallel. */
export async function readInsights(range: { from: string; to: string }): Promise<InsightsAnswer> {
  const [summary, charts] = await Promise.all([summariseRange(range.from, range.to), chartPeriods(range.to)]);
  return { range, ...summary, ...charts };
}
