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

test('a public page is readable and navigable before its modules load, and hydrates after its first screenful', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/blog');
  const { firstModule, lcp } = await moduleTimings(page);
  expect(firstModule).toBeGreaterThan(lcp);
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

/** The photos of `/product`'s cards, in order, as its HTML names them. */
async function cardPhotos(page: Page): Promise<string[]> {
  const html = await (await page.request.get('/product')).text();
  return [...html.matchAll(/class="link-card product-card"[^>]*><img src="([^"]+)"/g)].map(
    (match) => match[1],
  );
}

/** A promise and the function that settles it: a response held until the test lets it go. */
function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { open, opened };
}

test('modules wait for the photos of the first screenful, not for those below the fold', async ({
  context,
}) => {
  // A page whose navigations end at `commit`, not at hydration (tests/e2e/test.ts).
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  const photos = await cardPhotos(page);
  expect(photos.length).toBeGreaterThanOrEqual(12);
  const [first, last] = [photos[0], photos[photos.length - 1]];

  // The last card's photo (far below the fold, fetched as it is within the lazy-loading
  // distance) is held: the page hydrates without it, well before the 3 s cap.
  const belowFold = gate();
  await page.route(`**${last}`, async (route) => {
    await belowFold.opened;
    await route.continue();
  });
  await page.goto('/product', { waitUntil: 'commit' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const early = await page.evaluate(
    (photo) => ({
      lastPhotoIn: [...document.images].some(
        (image) => image.getAttribute('src') === photo && image.complete,
      ),
      firstModule: Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.match(/^\/assets\/.*\.js$/))
          .map((entry) => entry.startTime),
      ),
    }),
    last,
  );
  expect(early.lastPhotoIn).toBe(false);
  expect(early.firstModule).toBeLessThan(2000);
  belowFold.open();

  // The first card's photo is held: no module is asked for until it is in.
  const firstScreen = gate();
  await page.route(`**${first}`, async (route) => {
    await firstScreen.opened;
    await route.continue();
  });
  const modules: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/') && request.url().endsWith('.js'))
      modules.push(request.url());
  });
  await page.goto('/product', { waitUntil: 'commit' });
  await page.waitForTimeout(1000);
  expect(modules).toEqual([]);
  firstScreen.open();
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(modules.length).toBeGreaterThan(0);
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
