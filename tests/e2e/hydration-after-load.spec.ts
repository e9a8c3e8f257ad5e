import { expect, type Page, test } from './test.ts';

/**
 * Public pages fetch their modules after the page has loaded and painted, then hydrate
 * (shared/hydration-after-load.ts); the dashboard, whose HTML is only a loading screen,
 * fetches them at once.
 */

/** When each of the page's own modules was requested and when `load` fired, in ms since navigation start. */
async function moduleTimings(page: Page): Promise<{ firstModule: number; load: number }> {
  return page.evaluate(() => {
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return {
      firstModule: Math.min(...modules.map((entry) => entry.startTime)),
      load: navigation.loadEventStart,
    };
  });
}

test('a public page is readable and navigable before its modules load, and hydrates after load', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog');
  const { firstModule, load } = await moduleTimings(page);
  expect(firstModule).toBeGreaterThanOrEqual(load);
  // Hydrated: a link now navigates in the app (no new document), and the post's content shows.
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => navigations.push(frame.url()));
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.locator('main h1')).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  expect(errors).toEqual([]);
  await page.goto('/contact');
  await expect(page.locator('form.contact-form button[type="submit"]')).toBeEnabled();
});

test('a public page works as plain HTML while its scripts have not run', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blog');
  await page.locator('main a[href^="/blog/"]').first().click();
  await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
  await expect(page.locator('main h1')).toBeVisible();
  // The contact form posts to its page's action (tests/e2e/progressive-enhancement.spec.ts).
  await page.goto('/contact');
  await expect(page.locator('form.contact-form')).toHaveAttribute('method', 'post');
  await expect(page.locator('form.contact-form button[type="submit"]')).toBeEnabled();
  await context.close();
});

test('the dashboard fetches its modules before load', async ({ page }) => {
  await page.goto('/dashboard/das-login');
  const { firstModule, load } = await moduleTimings(page);
  expect(firstModule).toBeLessThan(load);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});
