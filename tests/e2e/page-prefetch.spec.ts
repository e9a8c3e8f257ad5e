import { type BrowserContext, test as base } from '@playwright/test';
import type { Product } from '../../shared/api-types.ts';
import { publicFreshnessSeconds } from '../../shared/http-caching.ts';
import { isDashboardPath } from '../../shared/site-urls.ts';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { idlePrefetchLimits } from '../../web/lib/idle-prefetch.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { expect, type Page, test, waitingForHydration } from './test.ts';

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

/**
 * Holds the page's idle callbacks until the test lets them run (`__becomeIdle()`), so "not
 * before the page is idle" is a fact the test sets, not a race it hopes to win.
 */
async function holdIdleCallbacks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const held: IdleRequestCallback[] = [];
    const state = window as unknown as { __becomeIdle(): void };
    window.requestIdleCallback = (callback) => held.push(callback);
    window.cancelIdleCallback = (id) => {
      held[id - 1] = () => {};
    };
    state.__becomeIdle = () => {
      for (const callback of held.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      window.requestIdleCallback = (callback) => {
        callback({ didTimeout: false, timeRemaining: () => 50 });
        return 0;
      };
    };
  });
}

test("the first product cards in view fetch their pages' data and modules once the page is idle, not before; the others on intent", async ({
  page,
}) => {
  await holdIdleCallbacks(page);
  await page.goto('/product');
  const seen = dataRequests(page);
  const modules: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) modules.push(pathname);
  });
  const cards = page.locator('main a.product-card');
  // Hydrated, busy: nothing of the next pages is fetched.
  await page.waitForTimeout(1000);
  expect(seen).toEqual([]);
  expect(modules).toEqual([]);

  await page.evaluate(() => (window as unknown as { __becomeIdle(): void }).__becomeIdle());
  const productData = () => seen.filter((path) => path.startsWith('/product/'));
  await expect.poll(() => productData().length).toBeGreaterThan(0);
  const first = productData()[0].slice(0, -'.data'.length);
  // The product page's own module comes with it (its route chunk, not yet loaded on /product).
  await expect.poll(() => modules.some((path) => /\/product\._id-main-[\w-]+\.js$/.test(path))).toBe(true);
  // Only cards in view, a few at most: the last card (below the first screen) is not among them.
  await page.waitForTimeout(1000);
  expect(productData().length).toBeLessThanOrEqual(idlePrefetchLimits.card);
  const last = (await cards.last().getAttribute('href')) ?? '';
  expect(seen).not.toContain(`${last}.data`);
  await cards.last().hover();
  await expect.poll(() => seen).toContain(`${last}.data`);

  await page.locator(`main a.product-card[href="${first}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${first}$`));
  await expect(page.locator('main h1')).toBeVisible();
});

/** The requests `page` makes from now on for a dashboard screen's route modules (`dashboard.<screen>-…js`). */
function screenModuleRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/assets\/dashboard\.(blog|products|categories|contact|insights)[-.]/.test(pathname))
      seen.push(pathname);
  });
  return seen;
}

test("the dashboard fetches its header's screens' modules once idle, not before, and nothing but GETs of files; a tap then waits for its data only", async ({
  page,
}) => {
  await holdIdleCallbacks(page);
  await logIn(page, '/dashboard/admins', 15_000);
  await page.goto('/dashboard');
  const modules = screenModuleRequests(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(`${request.method()} ${new URL(request.url()).pathname}`));
  // Hydrated, busy: no other screen is fetched.
  await page.waitForTimeout(1000);
  expect(modules).toEqual([]);

  await page.evaluate(() => (window as unknown as { __becomeIdle(): void }).__becomeIdle());
  for (const screen of ['blog', 'products', 'contact', 'insights'])
    await expect
      .poll(() => modules.some((path) => path.startsWith(`/assets/dashboard.${screen}-`)))
      .toBe(true);
  await page.waitForTimeout(1000);
  // No API call, no route data, nothing but a GET: the overview asks for nothing more once shown.
  expect(
    requests.filter((request) => !request.startsWith('GET ') || / \/api\/|\.data$/.test(request)),
  ).toEqual([]);

  const fetched = modules.length;
  await page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: 'Blog', exact: true })
    .click();
  await expect(page).toHaveURL(/\/dashboard\/blog$/);
  await expect(page.locator('#dash-main h1')).toHaveText('Blog');
  expect(modules.slice(fetched)).toEqual([]);
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

  test('a card fetches nothing when the page is idle nor on intent; the tap fetches its page', async ({
    page,
  }) => {
    await page.goto('/product');
    const seen = dataRequests(page);
    const card = firstProductCard(page);
    const href = (await card.getAttribute('href')) ?? '';
    // Long enough for the idle prefetch to have run (its callback's timeout is 2 s), then intent.
    await page.waitForTimeout(3000);
    await card.hover();
    await page.waitForTimeout(1000);
    expect(seen).toEqual([]);
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    expect(seen).toEqual([`${href}.data`]);
  });

  test("the dashboard fetches no other screen's modules when idle", async ({ page }) => {
    await logIn(page, '/dashboard/admins', 15_000);
    await page.goto('/dashboard');
    const modules = screenModuleRequests(page);
    // Long enough for the idle prefetch to have run (its callback's timeout is 2 s).
    await page.waitForTimeout(3000);
    expect(modules).toEqual([]);
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

/** Every request the pages of `context` make from now on (the prefetches and prerenders included), as "METHOD path". */
function allRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    seen.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return seen;
}

/** Focuses, then points at, every link of the page (each scrolled into view on the way): every intent there is. */
async function showIntentForEveryLink(page: Page): Promise<number> {
  const links = page.locator('a[href]');
  const count = await links.count();
  for (let index = 0; index < count; index++) {
    const link = links.nth(index);
    if (!(await link.isVisible())) continue;
    // Focus first: the skip link is in view only while focused. A link under another element
    // (a card's overlay, the header) is pointed at all the same.
    await link.focus();
    await link.hover({ force: true });
    // React Router takes a pointer or focus resting 100 ms as intent; one moving on sooner, not.
    await page.waitForTimeout(200);
  }
  return count;
}

/** Playwright's plain `test`: the speculation rules act before hydration, the app's prefetch after. */
base(
  'prefetching never asks for an admin URL nor anything but a GET, from the home page or a product page',
  async ({ browser }) => {
    // Every link of two pages, each held long enough to count as intent.
    base.setTimeout(150_000);
    const context = await browser.newContext();
    const seen = allRequests(context);
    const page = await context.newPage();
    // The home page before hydration (speculation rules), then hydrated (prefetch on intent and in view).
    await page.goto('/');
    const firstProduct = (await page.locator('main a[href^="/product/"]').first().getAttribute('href')) ?? '';
    expect(firstProduct).not.toBe('');
    expect(await showIntentForEveryLink(page)).toBeGreaterThan(10);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    await showIntentForEveryLink(page);
    // The product page hydrated: the speculation rules are the same on every page.
    await page.goto(firstProduct);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
    await showIntentForEveryLink(page);
    await page.waitForTimeout(1000);

    // The pages did fetch the next pages' data: the check below looked at real prefetching.
    expect(seen.filter((request) => request.endsWith('.data')).length).toBeGreaterThan(0);
    const path = (request: string) => request.slice(request.indexOf(' ') + 1);
    expect(
      seen.filter((request) => isDashboardPath(path(request)) || path(request).startsWith('/api/admin')),
    ).toEqual([]);
    // The pages' own views are counted (POST /api/visits, docs/decisions/071): no prefetch.
    expect(
      seen.filter((request) => !/^(GET|HEAD) /.test(request) && request !== `POST ${visitBeaconPath}`),
    ).toEqual([]);
    await context.close();
  },
);

/**
 * The freshness promise (shared/http-caching.ts) holds for a prefetched page: an edit in the
 * dashboard after the prefetch shows in the app within `publicFreshnessSeconds`, and then the
 * app shows what a fresh full load of the page shows. The promise lets a browser answer from a
 * copy under `edgeStaleSeconds` old while it revalidates it (`stale-while-revalidate`), and the
 * intent or idle prefetch is such a copy: the tap right after the edit may show it, never anything else,
 * and a later tap the edit. (Where an edge serves its own copy for up to 30 s, a fresh load shows
 * that copy too; the local stack has none.)
 */
for (const how of ['on intent', 'when idle, in view'] as const)
  test(`a page prefetched ${how} before an edit in the dashboard shows it within the freshness promise, as a fresh load does`, async ({
    page,
    browser,
  }) => {
    const admin = waitingForHydration(await browser.newPage());
    await logIn(admin);
    const headers = { 'X-XSRF-TOKEN': await csrfToken(admin) };

    const seen = dataRequests(page);
    await page.goto('/product');
    const prefetched = () => seen.find((path) => path.startsWith('/product/'))?.slice(0, -'.data'.length);
    if (how === 'when idle, in view') await expect.poll(prefetched).toBeDefined();
    // The first card, or when idle, the first card the page prefetched (in view, in its quota).
    const card =
      how === 'on intent'
        ? firstProductCard(page)
        : page.locator(`main a.product-card[href="${prefetched()}"]`);
    const href = (await card.getAttribute('href')) ?? '';
    if (how === 'on intent') await card.hover();
    await expect.poll(() => seen).toContain(`${href}.data`);
    const listHeading = (await page.locator('main h1').textContent()) ?? '';
    /** Taps the card on /product (in the app) and answers the product page's heading. */
    const tapCard = async () => {
      await card.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.locator('main h1')).not.toHaveText(listHeading);
      return (await page.locator('main h1').textContent())?.trim();
    };

    const slug = decodeURIComponent(href.slice('/product/'.length));
    const published = (await (
      await admin.request.get(`/api/products/${encodeURIComponent(slug)}`)
    ).json()) as Product;
    const stored = (await (
      await admin.request.get(`/api/admin/products/${published._id}`)
    ).json()) as Product;
    const edited = `${stored.name} (edited ${Date.now()})`;
    try {
      const saved = await admin.request.put(`/api/admin/products/${stored._id}`, {
        headers,
        data: { ...stored, name: edited },
      });
      expect(saved.status(), await saved.text()).toBe(200);
      const promised = Date.now() + publicFreshnessSeconds * 1000;

      expect([stored.name, edited]).toContain(await tapCard());
      const fresh = waitingForHydration(await browser.newPage());
      await fresh.goto(href);
      const freshName = (await fresh.locator('main h1').textContent())?.trim();
      await fresh.close();
      expect(freshName).toBe(edited);
      // Back to the list and the same tap again, in the app, until the promise's end at most.
      await expect
        .poll(
          async () => {
            await page.goBack();
            await expect(page.locator('main h1')).toHaveText(listHeading);
            return tapCard();
          },
          { timeout: Math.max(promised - Date.now(), 0), intervals: [1000] },
        )
        .toBe(freshName);
    } finally {
      const current = (await (
        await admin.request.get(`/api/admin/products/${stored._id}`)
      ).json()) as Product;
      await admin.request.put(`/api/admin/products/${stored._id}`, {
        headers,
        data: { ...current, name: stored.name },
      });
      await admin.close();
    }
  });
