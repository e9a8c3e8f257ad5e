/**
 * Where the site's visit and enquiry counters live in the table (issue 36): the one contract
 * between what adds to them (the beacon, an enquiry's save, the migration that counts the
 * enquiries stored before them) and what reads them (the Insights screen, the Monday digest).
 *
 * Counters are aggregated as they arrive: one small item per period, dimension and value,
 * whose numeric attributes (`counterMetrics`) grow by an atomic `ADD`. Each event is added to
 * its India day and its India month, so a year is read from 12 month partitions and a week from
 * 7 day partitions, whatever the traffic:
 *
 *   PK `STATS#D#2026-11-27` (a day) or `STATS#M#2026-11` (a month)
 *   SK `<dimension>#<value>`, e.g. `total#all`, `page#/product/leather-harness`, `country#DE`
 *
 * Days and months are India's (Asia/Kolkata), as the owner reads them.
 */
import { utcToIndiaLocal } from './india-time.ts';

/** What is counted on a counter item; a missing attribute is 0. */
export const counterMetrics = ['views', 'visitors', 'enquiries'] as const;
export type CounterMetric = (typeof counterMetrics)[number];

/**
 * What the counts are broken down by. `total` has the one value `all` (views, unique visitors
 * and enquiries of the whole site); `page` is a path of the site: views of that page, and the
 * enquiries whose visit landed on it; `product` counts enquiries about a product (its id).
 * `channel`, `referrer` (an origin's host), `country` (ISO 3166 alpha-2, `ZZ` unknown) and
 * `device` count both views and enquiries.
 */
export const counterDimensions = [
  'total',
  'page',
  'product',
  'channel',
  'referrer',
  'country',
  'device',
] as const;
export type CounterDimension = (typeof counterDimensions)[number];
export const totalValue = 'all';

export type CounterPeriod = { kind: 'day'; date: string } | { kind: 'month'; month: string };

/** The India day (`YYYY-MM-DD`) of a UTC instant. */
export function indiaDay(iso: string): string {
  return utcToIndiaLocal(iso).slice(0, 10);
}

/** The partition of a period's counters. */
export function counterPartition(period: CounterPeriod): string {
  return period.kind === 'day' ? `STATS#D#${period.date}` : `STATS#M#${period.month}`;
}

/**
 * Where a closed period's roll-up lives (docs/decisions/072): one item, `STATS#R#D#2026-11-01` or
 * `STATS#R#M#2026-10` / `rollup`, holding every counter of the period compressed, written by the
 * reads, never by the writers. Its own partition, so a grant may put roll-ups without adding to
 * counters.
 */
export const rollupPartition = (period: CounterPeriod): string =>
  counterPartition(period).replace(/^STATS#/, 'STATS#R#');
export const rollupSortKey = 'rollup';

/** The partitions an event at this instant adds to: its India day and its India month. */
export function counterPartitionsAt(iso: string): [string, string] {
  const date = indiaDay(iso);
  return [
    counterPartition({ kind: 'day', date }),
    counterPartition({ kind: 'month', month: date.slice(0, 7) }),
  ];
}

/** The sort key of one dimension's value. */
export function counterSortKey(dimension: CounterDimension, value: string): string {
  return `${dimension}#${value}`;
}

/** The country value of an event whose country is not known (no CloudFront header). */
export const unknownCountry = 'ZZ';

/** What one page view or enquiry is counted under (the attribution's facts, docs/decisions/068, 071). */
export interface CountedFacts {
  /** A path of the site, without its query: the page viewed, or the enquiry's landing page. */
  page?: string;
  /** The product an enquiry is about (its id). */
  product?: string;
  /** Absent only for an enquiry stored before attribution (docs/decisions/068): not counted by channel. */
  channel?: string;
  /** The referrer's origin (`https://www.google.com`): counted by its host. */
  referrer?: string;
  country?: string;
  device?: string;
}

/** The path of a page as it is counted: its query and fragment dropped (UTM tags are the channel's). */
export const countedPage = (page: string): string => page.replace(/[?#].*$/, '') || '/';

const hostOfOrigin = (origin: string): string | undefined => {
  try {
    return new URL(origin).hostname.toLowerCase() || undefined;
  } catch {
    return undefined;
  }
};

/**
 * The dimension values one event adds to, `total#all` first: what the beacon and an enquiry's
 * save both write (each in its day and its month partition), so both count alike.
 */
export function counterEntries(facts: CountedFacts): [CounterDimension, string][] {
  const referrer = facts.referrer && hostOfOrigin(facts.referrer);
  return [
    ['total', totalValue],
    ...(facts.page ? [['page', countedPage(facts.page)] as [CounterDimension, string]] : []),
    ...(facts.product ? [['product', facts.product] as [CounterDimension, string]] : []),
    ...(facts.channel ? [['channel', facts.channel] as [CounterDimension, string]] : []),
    ...(referrer ? [['referrer', referrer] as [CounterDimension, string]] : []),
    ['country', facts.country ?? unknownCountry],
    ...(facts.device ? [['device', facts.device] as [CounterDimension, string]] : []),
  ];
}
