import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InsightsAnswer } from '../../shared/insights.ts';
import { insightTables } from '../../web/features/dashboard/insights/insights-tables.ts';
import { textsToCsv } from '../../web/features/dashboard/ui/csv-export.ts';
import { renderDashboard } from './dashboard-stub.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const attackerText = '=HYPERLINK("x")<img src=x onerror=alert(1)>';
const period = (period: string, enquiries: number) => ({ period, views: enquiries * 10, enquiries });
const answer: InsightsAnswer = {
  range: { from: '2026-09-05', to: '2026-11-27' },
  totals: { views: 400, visitors: 120, enquiries: 8 },
  weeks: Array.from({ length: 12 }, (_, n) => period(`2026-09-${String(n + 1).padStart(2, '0')}`, n)),
  months: Array.from({ length: 12 }, (_, n) => period(`2026-${String(n + 1).padStart(2, '0')}`, n * 2)),
  products: [{ id: '3', name: 'Full Body Harness', enquiries: 4 }],
  countries: [{ value: 'DE', views: 100, enquiries: 3 }],
  channels: [{ value: 'search', views: 200, enquiries: 5 }],
  referrers: [{ value: attackerText, views: 4, enquiries: 1 }],
  pages: [
    { value: '/marketplace/india/goa/north-goa', views: 80, enquiries: 4, kind: 'location' },
    { value: '/blog/choosing-a-harness', views: 0, enquiries: 1, kind: 'post' },
  ],
};
const empty: InsightsAnswer = {
  ...answer,
  totals: { views: 0, visitors: 0, enquiries: 0 },
  weeks: answer.weeks.map((week) => ({ ...week, views: 0, enquiries: 0 })),
  months: answer.months.map((month) => ({ ...month, views: 0, enquiries: 0 })),
  products: [],
  countries: [],
  channels: [],
  referrers: [],
  pages: [],
};

describe('the Insights screen', () => {
  it('asks for the range in the URL and shows totals, both charts with their tables, and each list', async () => {
    const api = renderDashboard('/dashboard/insights?from=2026-09-05&to=2026-11-27', {
      'GET /api/admin/insights': { body: answer },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Insights' })).toBeTruthy();
    const call = api.seen.find((request) => request.path === '/api/admin/insights');
    expect(Object.fromEntries(call?.query ?? [])).toEqual({ from: '2026-09-05', to: '2026-11-27' });
    // The chart is a picture for the eye; its table says the same to a screen reader.
    const weekly = screen.getByRole('table', { name: 'Enquiries per week (last 12 weeks)' });
    expect(within(weekly).getAllByRole('row')).toHaveLength(13);
    expect(within(weekly).getByRole('rowheader', { name: 'Week of 12 Sep 2026' })).toBeTruthy();
    expect(document.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
    const pages = screen.getByRole('table', { name: 'Landing pages' });
    expect(within(pages).getAllByRole('row')[1].textContent).toBe(
      '/marketplace/india/goa/north-goaLocation8045.0%',
    );
    // No views counted for a page an enquiry landed on: no rate, not a division by zero.
    expect(within(pages).getAllByRole('row')[2].textContent).toBe('/blog/choosing-a-harnessPost01–');
    expect(screen.getByRole('table', { name: 'Countries' }).textContent).toContain('Germany');
    // A referrer a visitor made up is shown as text, never as markup.
    expect(screen.getByRole('table', { name: 'Referrers' }).textContent).toContain(attackerText);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getAllByRole('button', { name: /^Export CSV of / })).toHaveLength(5);
  });

  it('tells a new site that nothing is counted yet', async () => {
    renderDashboard('/dashboard/insights', { 'GET /api/admin/insights': { body: empty } });
    expect(await screen.findByText(/^No visits counted yet\./)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says why a range is refused, without asking the API', async () => {
    const api = renderDashboard('/dashboard/insights?from=2026-11-20&to=2026-11-01', {
      'GET /api/admin/insights': { body: answer },
    });
    const problem = await screen.findByText('The start date must not be after the end date.');
    expect(problem.getAttribute('role')).toBe('alert');
    expect(screen.getByLabelText('From').getAttribute('aria-describedby')).toBe(problem.id);
    expect(api.seen.some((request) => request.path === '/api/admin/insights')).toBe(false);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-20');
  });

  it('shows an error when the figures cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderDashboard('/dashboard/insights', {
      'GET /api/admin/insights': {
        status: 500,
        body: { message: 'Something went wrong. Please try again later.' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Could not load the insights.' })).toBeTruthy();
  });
});

describe('the Insights CSV exports', () => {
  it('writes each table as shown, every cell quoted and formulas defused', async () => {
    const [pages, products, countries, channels, referrers] = insightTables(answer);
    expect(pages.fileName).toBe('landing-pages-2026-09-05-to-2026-11-27.csv');
    expect((await textsToCsv(pages.columns, pages.rows)).split('\r\n')).toEqual([
      '"Page","Kind","Views","Enquiries","Conversion"',
      '"/marketplace/india/goa/north-goa","Location","80","4","5.0%"',
      '"/blog/choosing-a-harness","Post","0","1","–"',
    ]);
    expect(products.rows).toEqual([['Full Body Harness', '3', '4']]);
    expect(countries.rows).toEqual([['Germany', '100', '3']]);
    expect(channels.rows).toEqual([['Search', '200', '5']]);
    expect((await textsToCsv(referrers.columns, referrers.rows)).split('\r\n')[1]).toBe(
      `"'=HYPERLINK(""x"")<img src=x onerror=alert(1)>","4","1"`,
    );
  });
});
