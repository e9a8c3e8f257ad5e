import { logIn } from './dashboard-session.ts';
import { addTodaysCounters, injectedReferrer } from './insight-counters.ts';
import { expect, test } from './test.ts';

/**
 * The Insights screen on a phone (issue 36 item 3, docs/decisions/072): reached from the
 * admin header, it shows today's counters in its tables, the chart's table for screen
 * readers, a date range as a GET form, and each table's CSV; a visitor's made-up referrer is
 * text, and nothing is wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the owner reads where enquiries came from on a phone, changes the dates and exports a table', async ({
  page,
}) => {
  await addTodaysCounters();
  await logIn(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  const pages = page.getByRole('table', { name: 'Landing pages' });
  await expect(pages.getByRole('row').nth(1)).toContainText('/marketplace/india/uttarakhand/dehradun');
  await expect(page.getByRole('table', { name: 'Countries' })).toContainText('Germany');
  await expect(page.getByRole('table', { name: 'Referrers' })).toContainText(injectedReferrer);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // The weekly chart's table is there for screen readers: 12 weeks under its header row.
  await expect(
    page.getByRole('table', { name: 'Enquiries per week (last 12 weeks)' }).getByRole('row'),
  ).toHaveCount(13);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV of countries' }).click();
  expect((await download).suggestedFilename()).toMatch(
    /^countries-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  // A range that reads nothing of today: the URL holds it, the tables say so.
  await page.getByLabel('From').fill('2025-01-01');
  await page.getByLabel('To').fill('2025-01-31');
  await page.getByRole('button', { name: 'Show' }).click();
  await expect(page).toHaveURL(/\/dashboard\/insights\?from=2025-01-01&to=2025-01-31$/);
  await expect(page.getByText('No landing pages counted in these dates.')).toBeVisible();

  // A refused range says why, next to the form.
  await page.goto('/dashboard/insights?from=2025-02-01&to=2025-01-01');
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
});
