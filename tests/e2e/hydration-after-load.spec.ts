import { expect, type Page, test } from './test.ts';

/**
 * Public pages fetch their modules after the page has loaded and painted, then hydrate
 * (shared/hydration-after-load.ts); the dashboard, whose HTML is only a loading screen,
 * fetches them at once.
 */

/**
 * When the page's first module was requested, when `load` fired and when the largest
 * contentful paint painted, in ms since navigation start.
 */
async function moduleTimings(page: Page): Promise<{ firstModule: number; load: number; lcp: number }> {
  return page.evaluate(async () => {
    const modules = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/));
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const lcp = await new Promise<number>((resolve) =>
      new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
        type: 'largest-contentful-paint',
        buffered: true,
      }),
    );
    return {
      firstModule: Math.min(...modules.map((entry) => entry.startTime)),
      load: navigation.loadEventStart,
      lcp,
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

test("a page's modules are requested after its largest paint, even when its image is its last resource", async ({
  page,
}) => {
  // A post's cover is its last resource: it paints in the frame after `load`. Modules requested
  // before that paint are on the path to it for Lighthouse (docs/decisions/036, update of 2026-11-24).
  await page.goto('/blog');
  const post = await page.locator('main a[href^="/blog/"]').first().getAttribute('href');
  for (const path of ['/blog', post ?? '']) {
    await page.goto(path);
    const { firstModule, lcp } = await moduleTimings(page);
    expect(lcp, path).toBeGreaterThan(0);
    expect(firstModule, path).toBeGreaterThan(lcp);
  }
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
