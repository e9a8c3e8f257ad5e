import { test as base } from '@playwright/test';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 37, item 1: the next page is fetched when the visitor shows intent for a link, not
 * before, not on Save-Data, never for the dashboard; before hydration the page's speculation
 * rules serve the same purpose, under the page's CSP, and the app removes them when it runs.
 */

/** The `.data` requests the page makes from now on (React Router's loader data of a next page). */
function dataRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.data')) seen.push(pathname);
  });
  return seen;
}

const firstProductCard = (page: Page) => page.locator('main a.product-card').first();

test("a product card fetches its page's data and modules on intent, not before", async ({ page }) => {
  await page.goto('/product');
  const seen = dataRequests(page);
  const modules: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) modules.push(pathname);
  });
  const card = firstProductCard(page);
  const href = (await card.getAttribute('href')) ?? '';
  // Hydrated and idle: nothing of the next pages is fetched while the visitor only looks.
  await page.waitForTimeout(1000);
  expect(seen).toEqual([]);
  expect(modules).toEqual([]);
  await card.hover();
  await expect.poll(() => seen).toContain(`${href}.data`);
  // The product page's own module comes with it (its route chunk, not yet loaded on /product).
  await expect.poll(() => modules.some((path) => /\/product\._id-main-[\w-]+\.js$/.test(path))).toBe(true);
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('main h1')).toBeVisible();
});

test.describe('on Save-Data', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: '4g' }),
      });
    });
  });

  test('a card fetches nothing on intent; the tap fetches its page', async ({ page }) => {
    await page.goto('/product');
    const seen = dataRequests(page);
    const card = firstProductCard(page);
    const href = (await card.getAttribute('href')) ?? '';
    await card.hover();
    await page.waitForTimeout(1000);
    expect(seen).toEqual([]);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(seen).toEqual([`${href}.data`]);
  });
});

/** Playwright's plain `test`: these pages are looked at before they hydrate. */
base.describe('speculation rules before hydration', () => {
  for (const path of ['/about', '/blog']) {
    base(`${path} carries them under its CSP, and the app removes them when it runs`, async ({ page }) => {
      const refused: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy|speculation/i.test(message.text())) refused.push(message.text());
      });
      const answer = await page.goto(path);
      const html = (await answer?.text()) ?? '';
      expect(html).toMatch(/<script type="speculationrules"( nonce="[^"]+")?>\{"prerender"/);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      expect(await page.locator('script[type="speculationrules"]').count()).toBe(0);
      expect(refused).toEqual([]);
    });
  }
});
