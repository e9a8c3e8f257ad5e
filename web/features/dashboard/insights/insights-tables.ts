import {
  conversionRate,
  type InsightPageRow,
  type InsightProductRow,
  type InsightRow,
  type InsightsAnswer,
  type PageKind,
} from '../../../../shared/insights.ts';

/**
 * The Insights screen's tables as columns and rows of texts: what the screen shows and what
 * each table's CSV holds are the same cells (the CSV defuses formulas, ui/csv-export.ts).
 * Every value a visitor could have made up (a referrer, a page's path) stays text.
 */
export interface InsightTable {
  /** Its heading, and the CSV file's name. */
  title: string;
  fileName: string;
  columns: readonly string[];
  rows: string[][];
  /** What the table says when the range has none. */
  empty: string;
}

export const pageKindLabels: Record<PageKind, string> = {
  location: 'Location',
  post: 'Post',
  product: 'Product',
  other: 'Other page',
};

/** A conversion rate as the owner reads it: `2.5%`, or a dash without views. */
export function formatConversion(row: InsightRow): string {
  const rate = conversionRate(row);
  return rate === undefined ? '–' : `${(rate * 100).toFixed(rate < 0.1 ? 1 : 0)}%`;
}

const countRows = (rows: readonly InsightRow[], label = (value: string) => value) =>
  rows.map((row) => [label(row.value), String(row.views), String(row.enquiries)]);

const countryNames = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'region' });
  } catch {
    return undefined;
  }
})();

/** A country code as its English name (`DE` Germany), `ZZ` as unknown. */
export function countryName(code: string): string {
  if (code === 'ZZ') return 'Unknown';
  try {
    return countryNames?.of(code) ?? code;
  } catch {
    return code;
  }
}

const range = (answer: InsightsAnswer) => `${answer.range.from}-to-${answer.range.to}`;

export function insightTables(answer: InsightsAnswer): InsightTable[] {
  return [
    {
      title: 'Landing pages',
      fileName: `landing-pages-${range(answer)}.csv`,
      columns: ['Page', 'Kind', 'Views', 'Enquiries', 'Conversion'],
      rows: answer.pages.map((row: InsightPageRow) => [
        row.value,
        pageKindLabels[row.kind],
        String(row.views),
        String(row.enquiries),
        formatConversion(row),
      ]),
      empty: 'No landing pages counted in these dates.',
    },
    {
      title: 'Products enquired about',
      fileName: `products-${range(answer)}.csv`,
      columns: ['Product', 'Number', 'Enquiries'],
      rows: answer.products.map((row: InsightProductRow) => [row.name, row.id, String(row.enquiries)]),
      empty: 'No product enquiries in these dates.',
    },
    {
      title: 'Countries',
      fileName: `countries-${range(answer)}.csv`,
      columns: ['Country', 'Views', 'Enquiries'],
      rows: countRows(answer.countries, countryName),
      empty: 'No countries counted in these dates.',
    },
    {
      title: 'Channels',
      fileName: `channels-${range(answer)}.csv`,
      columns: ['Channel', 'Views', 'Enquiries'],
      rows: countRows(answer.channels, (channel) => channel.charAt(0).toUpperCase() + channel.slice(1)),
      empty: 'No channels counted in these dates.',
    },
    {
      title: 'Referrers',
      fileName: `referrers-${range(answer)}.csv`,
      columns: ['Referrer', 'Views', 'Enquiries'],
      rows: countRows(answer.referrers),
      empty: 'No visits from other sites in these dates.',
    },
  ];
}
