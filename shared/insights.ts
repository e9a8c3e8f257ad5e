/**
 * What the Insights screen and the Monday digest read from the visit and enquiry counters
 * (issue 36, docs/decisions/072): the answer's shape, and the pure calendar of India days,
 * weeks and months that says which counter partitions (shared/insight-counters.ts) a range
 * needs. Dates are India's (`YYYY-MM-DD`), as the counters' partitions are.
 */
import type { CounterDimension, CounterMetric } from './insight-counters.ts';
import { indiaDay } from './insight-counters.ts';

/** One value of a dimension over the range (a country, a channel, a referrer's host, a page). */
export interface InsightRow {
  value: string;
  views: number;
  enquiries: number;
}

/** Where a landing page belongs: location pages and posts are the search bets the owner compares. */
export const pageKinds = ['location', 'post', 'product', 'other'] as const;
export type PageKind = (typeof pageKinds)[number];

export interface InsightPageRow extends InsightRow {
  kind: PageKind;
}

export interface InsightProductRow {
  /** The product's number; `name` is the id itself when no product has it any more. */
  id: string;
  name: string;
  enquiries: number;
}

/** A period's bar of the chart: its first India day (a Monday) or its month (`YYYY-MM`). */
export interface InsightPeriod {
  period: string;
  views: number;
  enquiries: number;
}

export type InsightTotals = Record<CounterMetric, number>;

/** `GET /api/admin/insights?from=&to=`. */
export interface InsightsAnswer {
  /** The India days read, both included. */
  range: { from: string; to: string };
  /** Views, visitors (each day's unique visitors, summed) and enquiries of the range. */
  totals: InsightTotals;
  /** The 12 weeks (Monday to Sunday) up to the one holding `range.to`, oldest first. */
  weeks: InsightPeriod[];
  /** The 12 months up to `range.to`'s, oldest first. */
  months: InsightPeriod[];
  /** Each list is the top of its dimension by enquiries, then views; at most `insightListSizes`. */
  products: InsightProductRow[];
  countries: InsightRow[];
  channels: InsightRow[];
  referrers: InsightRow[];
  pages: InsightPageRow[];
}

/** How many rows each list keeps: bounded answers, whatever the traffic. */
export const insightListSizes = {
  products: 20,
  countries: 20,
  channels: 10,
  referrers: 20,
  pages: 50,
} as const;

/** The dimensions the lists are made of (`total` makes the totals). */
export const listedDimensions = [
  'product',
  'country',
  'channel',
  'referrer',
  'page',
] as const satisfies readonly CounterDimension[];

/** The longest range the screen reads: a year and a day (a leap year's 366 days, both ends in). */
export const maxRangeDays = 367;
/** The range shown when none is asked for: the last 12 weeks, today included. */
export const defaultRangeDays = 84;
export const chartWeeks = 12;
export const chartMonths = 12;

const dayMs = 86_400_000;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/** A `YYYY-MM-DD` that names a real day, else undefined. */
function dayNumber(date: string): number | undefined {
  if (!datePattern.test(date)) return undefined;
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? undefined : ms / dayMs;
}

const dateOf = (day: number) => new Date(day * dayMs).toISOString().slice(0, 10);

/** The India date `days` after (or before) `date`. */
export const addDays = (date: string, days: number): string => dateOf((dayNumber(date) ?? Number.NaN) + days);

/** The days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): string[] {
  const first = dayNumber(from) ?? 0;
  const last = dayNumber(to) ?? -1;
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => dateOf(first + index));
}

/** The Monday of the India week (Monday to Sunday) holding `date`. */
export function mondayOf(date: string): string {
  const day = dayNumber(date) ?? 0;
  // Day 0 of the epoch (1 Jan 1970) was a Thursday: Monday is 3 days before it.
  const sinceMonday = (((day + 3) % 7) + 7) % 7;
  return dateOf(day - sinceMonday);
}

/** The month `months` after (or before) `month` (`YYYY-MM`). */
export function addMonths(month: string, months: number): string {
  const [year, number] = month.split('-').map(Number);
  const index = year * 12 + number - 1 + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The last day of a month. */
const lastDayOf = (month: string) => addDays(`${addMonths(month, 1)}-01`, -1);

/**
 * The partitions that cover a range exactly: each whole month inside it as its month
 * partition, the days of the partial months at its ends as day partitions. A year is then
 * read from 12 to 13 months and at most about 60 days, whatever the traffic.
 */
export function rangePeriods(from: string, to: string): { months: string[]; days: string[] } {
  const months: string[] = [];
  const days: string[] = [];
  let cursor = from;
  while (cursor <= to) {
    const month = cursor.slice(0, 7);
    const monthEnd = lastDayOf(month);
    if (cursor === `${month}-01` && monthEnd <= to) {
      months.push(month);
      cursor = addDays(monthEnd, 1);
    } else {
      const end = monthEnd < to ? monthEnd : to;
      days.push(...daysBetween(cursor, end));
      cursor = addDays(end, 1);
    }
  }
  return { months, days };
}

/** The India day of now. */
export const indiaToday = (now = new Date()): string => indiaDay(now.toISOString());

/**
 * The range a request asks for, or why it is refused (the API's 400): both dates real days,
 * `from` not after `to`, at most `maxRangeDays`, not starting after today. Missing ends
 * default to the last `defaultRangeDays` up to today.
 */
export function parseInsightRange(
  query: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | { error: string } {
  const to = query.to || today;
  const from = query.from || addDays(to, 1 - defaultRangeDays);
  const first = dayNumber(from);
  const last = dayNumber(to);
  if (first === undefined || last === undefined)
    return { error: 'Please give the dates as YYYY-MM-DD, each a real day.' };
  if (first > last) return { error: 'The start date must not be after the end date.' };
  if (last - first + 1 > maxRangeDays) return { error: 'Please choose a range of one year or less.' };
  if (from > today) return { error: 'The start date must not be in the future.' };
  return { from, to };
}

/** A landing page's kind, from its path (web/app/routes.ts). */
export function pageKind(path: string): PageKind {
  if (/^\/(marketplace|marketplacedetails|districts)(\/|$|\?)/.test(path)) return 'location';
  if (/^\/blog\/[^/?]/.test(path)) return 'post';
  if (/^\/product\/[^/?]/.test(path)) return 'product';
  return 'other';
}

/** Enquiries per view, or undefined without views (an enquiry's landing page may have none counted). */
export const conversionRate = (row: InsightRow): number | undefined =>
  row.views > 0 ? row.enquiries / row.views : undefined;
