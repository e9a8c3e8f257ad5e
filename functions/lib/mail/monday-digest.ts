import { formatIndiaTime } from '../../../shared/india-time.ts';
import { counterPartition } from '../../../shared/insight-counters.ts';
import {
  daysBetween,
  type InsightPageRow,
  type InsightProductRow,
  type InsightRow,
} from '../../../shared/insights.ts';
import { digestWeeks, quietDays } from '../../../shared/monday-digest.ts';
import { oneLine } from '../../../shared/single-line-text.ts';
import { summariseRange } from '../content/insights.ts';
import { escapeMarkup } from '../content/markup-escaping.ts';
import { listContacts } from '../data/contacts-repository.ts';
import { readPeriodTotals } from '../data/insight-counters-repository.ts';
import { logger } from '../runtime/logger.ts';
import { mailSettings } from './enquiry-email.ts';
import { MailMayHaveBeenSent, type OutgoingEmail, sendEmail } from './ses-client.ts';

/**
 * The Monday digest (issue 36 item 4, docs/decisions/072): last week's enquiries (Monday to
 * Sunday, India time) against the week before, its top pages, products, countries and
 * channels, and a warning when no enquiry came for `quietDays`. To the enquiry address (the
 * site settings', else the stage's), from the stage's sender, as the enquiry mail goes.
 */
export interface DigestFigures {
  week: { from: string; to: string };
  enquiries: number;
  views: number;
  previousEnquiries: number;
  previousViews: number;
  pages: InsightPageRow[];
  products: InsightProductRow[];
  countries: InsightRow[];
  channels: InsightRow[];
  /** The newest enquiry's time (UTC), if any was ever sent. */
  lastEnquiryAt?: string;
  /** No enquiry for `quietDays` (or none ever). */
  quiet: boolean;
}

/** How many rows of each list the email shows. */
const digestListSize = 5;

/** The figures of the digest sent at `now`: one Query per day of last week, one BatchGetItem, one Query of the newest message. */
export async function digestFigures(now: Date): Promise<DigestFigures> {
  const { last, before } = digestWeeks(now);
  const sizes = {
    products: digestListSize,
    countries: digestListSize,
    channels: digestListSize,
    referrers: 0,
    pages: digestListSize,
  };
  const [summary, previous, newest] = await Promise.all([
    summariseRange(last.from, last.to, sizes),
    readPeriodTotals(daysBetween(before.from, before.to).map((date) => ({ kind: 'day' as const, date }))),
    listContacts({ limit: 1 }),
  ]);
  const sumOf = (metric: 'views' | 'enquiries') =>
    daysBetween(before.from, before.to).reduce(
      (sum, date) => sum + (previous.get(counterPartition({ kind: 'day', date }))?.[metric] ?? 0),
      0,
    );
  const lastEnquiryAt = newest.items[0]?.createdAt;
  return {
    week: last,
    enquiries: summary.totals.enquiries,
    views: summary.totals.views,
    previousEnquiries: sumOf('enquiries'),
    previousViews: sumOf('views'),
    pages: summary.pages,
    products: summary.products,
    countries: summary.countries,
    channels: summary.channels,
    ...(lastEnquiryAt && { lastEnquiryAt }),
    quiet: !lastEnquiryAt || now.getTime() - Date.parse(lastEnquiryAt) >= quietDays * 86_400_000,
  };
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const day = (date: string) =>
  `${Number(date.slice(8, 10))} ${months[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;

/** `5 (up from 3)`, `2 (down from 4)`, `3 (the same as the week before)`. */
function compared(now: number, before: number): string {
  if (now === before) return `${now} (the same as the week before)`;
  return `${now} (${now > before ? 'up' : 'down'} from ${before} the week before)`;
}

/** The quiet warning's words, also the first line of the email. */
export function quietWarning(figures: Pick<DigestFigures, 'lastEnquiryAt'>): string {
  return figures.lastEnquiryAt
    ? `No enquiry has come for ${quietDays} days or more (the last one: ${formatIndiaTime(figures.lastEnquiryAt)}). Please check that the contact form works.`
    : 'No enquiry has come yet. Please check that the contact form works.';
}

/**
 * The email: plain text and its escaped HTML twin. Pages, products and channels may carry text
 * a visitor made up (a path, a product's name): each is one line in the text and escaped in
 * the HTML, as the enquiry mail's fields are.
 */
export function composeDigestEmail(
  figures: DigestFigures,
  settings: { from: string; to: string; siteUrl: string },
): OutgoingEmail {
  const period = `${day(figures.week.from)} to ${day(figures.week.to)}`;
  const insightsUrl = `${settings.siteUrl.replace(/\/+$/, '')}/dashboard/insights`;
  const lists: [string, string[]][] = [
    [
      'Top landing pages',
      figures.pages.map((row) => `${oneLine(row.value)}: ${row.views} views, ${row.enquiries} enquiries`),
    ],
    [
      'Top products enquired about',
      figures.products.map((row) => `${oneLine(row.name)}: ${row.enquiries} enquiries`),
    ],
    [
      'Top countries',
      figures.countries.map((row) => `${oneLine(row.value)}: ${row.views} views, ${row.enquiries} enquiries`),
    ],
    [
      'Top channels',
      figures.channels.map((row) => `${oneLine(row.value)}: ${row.views} views, ${row.enquiries} enquiries`),
    ],
  ];
  const summary = [
    `Enquiries: ${compared(figures.enquiries, figures.previousEnquiries)}`,
    `Page views: ${compared(figures.views, figures.previousViews)}`,
  ];
  const warning = figures.quiet ? quietWarning(figures) : undefined;
  const text = [
    ...(warning ? [`Warning: ${warning}`, ''] : []),
    `Your week on the website, ${period} (India time)`,
    '',
    ...summary,
    '',
    ...lists.flatMap(([title, rows]) => [
      `${title}:`,
      ...(rows.length > 0 ? rows.map((row) => `- ${row}`) : ['- none']),
      '',
    ]),
    `Everything in the dashboard: ${insightsUrl}`,
  ].join('\n');
  const html = [
    '<!doctype html><html><body>',
    ...(warning ? [`<p style="color:#b91c1c"><strong>Warning: ${escapeMarkup(warning)}</strong></p>`] : []),
    `<p><strong>Your week on the website, ${escapeMarkup(period)} (India time)</strong></p>`,
    `<ul>${summary.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`,
    ...lists.flatMap(([title, rows]) => [
      `<p><strong>${escapeMarkup(title)}</strong></p>`,
      rows.length > 0
        ? `<ul>${rows.map((row) => `<li>${escapeMarkup(row)}</li>`).join('')}</ul>`
        : '<p>None</p>',
    ]),
    `<p><a href="${escapeMarkup(insightsUrl)}">Everything in the dashboard</a></p>`,
    '</body></html>',
  ].join('\n');
  const subject = `${figures.quiet ? `No enquiries for ${quietDays} days: ` : ''}Weekly digest, ${period}: ${figures.enquiries} enquiries`;
  return { from: settings.from, to: settings.to, subject, text, html };
}

export type DigestOutcome = 'sent' | 'uncertain';

/**
 * Sends the digest for the week before `now`. SES refusing it throws (the schedule's retries,
 * then its dead-letter queue's alarm); a send SES did not answer is logged and not retried,
 * since it may have arrived (docs/decisions/053).
 */
export async function sendMondayDigest(
  now = new Date(),
): Promise<{ outcome: DigestOutcome; figures: DigestFigures }> {
  const figures = await digestFigures(now);
  const email = composeDigestEmail(figures, await mailSettings());
  try {
    await sendEmail(email);
  } catch (error) {
    if (!(error instanceof MailMayHaveBeenSent)) throw error;
    logger.warn('monday digest uncertain', { week: figures.week, error });
    return { outcome: 'uncertain', figures };
  }
  logger.info('monday digest sent', {
    week: figures.week,
    enquiries: figures.enquiries,
    quiet: figures.quiet,
  });
  return { outcome: 'sent', figures };
}
