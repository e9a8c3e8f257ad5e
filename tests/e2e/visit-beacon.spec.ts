import type { Request } from '@playwright/test';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { expect, test } from './test.ts';

/**
 * The visit beacon in a real browser (issue 36, docs/decisions/071): a public page view sends
 * one beacon after the page has loaded, in-app navigation one per new page, with the path and
 * the visit's landing page and referrer's domain only; no cookie is sent or set, nothing is
 * stored in the browser, and without JavaScript nothing is sent.
 */
function beacons(page: import('@playwright/test').Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === visitBeaconPath) sent.push(request);
  });
  return sent;
}

test('a page view sends one beacon after load, and in-app navigation one per page, with no cookie or storage', async ({
  page,
}) => {
  const sent = beacons(page);
  // Whether the page had loaded when the beacon left (the route answers as the stack would).
  const loadedWhenSent: boolean[] = [];
  await page.route(`**${visitBeaconPath}`, async (route) => {
    loadedWhenSent.push(await page.evaluate(() => document.readyState === 'complete'));
    await route.continue();
  });
  await page.goto('/about?utm_source=newsletter');
  await expect.poll(() => sent.length).toBe(1);
  await page.waitForTimeout(1000);
  expect(sent).toHaveLength(1);
  expect(loadedWhenSent).toEqual([true]);
  const [first] = sent;
  expect(first.method()).toBe('POST');
  expect(first.postDataJSON()).toEqual({ page: '/about', landingPage: '/about?utm_source=newsletter' });
  expect(await first.allHeaders()).not.toHaveProperty('cookie');
  expect((await first.response())?.status()).toBe(204);

  // In-app navigation: one more beacon for the new page, the visit's landing page the same.
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { name: 'Our blog' })).toBeVisible();
  await expect.poll(() => sent.length).toBe(2);
  expect(sent[1].postDataJSON()).toEqual({ page: '/blog', landingPage: '/about?utm_source=newsletter' });

  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
});

test('a page not found sends no beacon', async ({ page }) => {
  const sent = beacons(page);
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.waitForTimeout(1500);
  expect(sent).toEqual([]);
});

test('without JavaScript the page works and nothing is counted', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const sent = beacons(page);
  await page.goto('/about');
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForTimeout(1000);
  expect(sent).toEqual([]);
  await context.close();
});
