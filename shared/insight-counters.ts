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
 *   SK `<dimension>#<value>`, e.g. `total#all`, `page#/product/leather-harness`, `referrer#bing.com`
 *
 * The dimensions with few values (`foldedDimensions`: channel, country, device) have no items
 * of their own: they are attributes of the period's `total#all` item (`foldedAttribute`), so
 * one `ADD` per period counts an event in the totals and all of them (docs/decisions/071).
 * Counters written before that (items `channel#search`, `country#DE`, ...) are still read.
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

/**
 * The dimensions counted on the period's `total#all` item rather than on items of their own:
 * each has a bounded set of values (6 channels, 3 device classes, ISO 3166 alpha-2 countries
 * as `countryCodeOf` lets through, plus `ZZ`), so the item stays a few KB however many views
 * it counts, and a view is one write per period instead of one per dimension.
 */
export const foldedDimensions = ['channel', 'country', 'device'] as const satisfies CounterDimension[];
const isFolded = (dimension: CounterDimension): boolean =>
  (foldedDimensions as readonly CounterDimension[]).includes(dimension);

/**
 * The one naming of a folded counter: the `total#all` item's attribute holding `metric` of a
 * folded dimension's value, its sort key of old and the metric, e.g. `channel#search|views`,
 * `country#DE|enquiries`. `|` is in no dimension's value (checked values, see above).
 */
export const foldedAttribute = (dimension: CounterDimension, value: string, metric: CounterMetric): string =>
  `${counterSortKey(dimension, value)}|${metric}`;

/** The sort key and metric a `total#all` attribute counts, or undefined for any other attribute. */
export function unfoldedAttribute(attribute: string): { sortKey: string; metric: CounterMetric } | undefined {
  const bar = attribute.lastIndexOf('|');
  const sortKey = attribute.slice(0, bar);
  const metric = attribute.slice(bar + 1) as CounterMetric;
  const dimension = sortKey.slice(0, sortKey.indexOf('#')) as CounterDimension;
  return bar > 0 && counterMetrics.includes(metric) && isFolded(dimension) ? { sortKey, metric } : undefined;
}

/**
 * What one event adds in a period: the `total#all` item's attributes (the metric, and each
 * folded dimension's value's) and the sort keys of the other dimensions' own items.
 */
export function counterTargets(facts: CountedFacts, metric: CounterMetric) {
  const entries = counterEntries(facts);
  return {
    totalAttributes: [
      metric,
      ...entries
        .filter(([dimension]) => isFolded(dimension))
        .map(([dimension, value]) => foldedAttribute(dimension, value, metric)),
    ],
    ownItems: entries
      .filter(([dimension]) => dimension !== 'total' && !isFolded(dimension))
      .map(([dimension, value]) => counterSortKey(dimension, value)),
  };
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
