import { test as base } from '@playwright/test';
import { emulateSlowPhone } from '../../local/chromium.ts';
import { expect, type Page } from './test.ts';

/**
 * Issue 37, item 4: the location explorer, the way back and "Try again" work before the page
 * hydrates and without JavaScript. Each is a link to the page it stands for (a country's page
 * with its states open, the page to go back to, this page again); once the app runs a tap
 * does the same in place.
 */

const phone = { width: 390, height: 844 };

const statesOf = (page: Page, country: string) => page.getByRole('heading', { name: `States in ${country}` });

/** Playwright's plain `test` there: a page without JavaScript never hydrates. */
base.describe('without JavaScript', () => {
  base.use({ javaScriptEnabled: false, viewport: phone });

  base("a country opens its states, one at a time, and an open one's tap closes them", async ({ page }) => {
    await page.goto('/marketplace');
    await expect(statesOf(page, 'India')).toBeHidden();
    await page.getByRole('link', { name: 'India', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace\/india$/);
    await expect(statesOf(page, 'India')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Uttarakhand' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'India', exact: true })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The page is the country's own: its title and canonical name it.
    await expect(page).toHaveTitle(/India/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/marketplace\/india$/);

    await page.getByRole('link', { name: 'India', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
    await expect(statesOf(page, 'India')).toBeHidden();
  });

  base("a state's Back leads to the marketplace", async ({ page }) => {
    await page.goto('/marketplace/india');
    await page.getByRole('link', { name: 'Uttarakhand' }).click();
    await expect(page.getByRole('heading', { name: 'Districts in Uttarakhand' })).toBeVisible();
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace$/);
  });

  base("a country that does not exist is a 404 with the explorer's way back", async ({ page }) => {
    const answer = await page.goto('/marketplace/atlantis');
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Country not found.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
  });
});

/** Lighthouse's phone; Playwright's plain `test`, whose pages do not wait for hydration. */
base.describe('on a throttled phone', () => {
  base.use({ viewport: phone, isMobile: true, hasTouch: true });

  base('a tap on a country before hydration opens its states', async ({ page }) => {
    base.setTimeout(60_000);
    await emulateSlowPhone(page);
    await page.goto('/marketplace', { waitUntil: 'commit' });
    const india = page.getByRole('link', { name: 'India', exact: true });
    await india.waitFor({ state: 'visible' });
    const hydratedAtTap = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
    await india.tap();
    // One tap, no retry: the country's page, with its states, loads in its place.
    await expect(statesOf(page, 'India')).toBeVisible({ timeout: 15_000 });
    expect(hydratedAtTap).toBe(false);
    // Once hydrated, a tap on another country opens it in place and closes India.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
    const navigations = await page.evaluate(() => performance.getEntriesByType('navigation').length);
    await india.tap();
    await expect(statesOf(page, 'India')).toBeHidden();
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(navigations);
  });
});
