import { expect, test } from './test.ts';

/**
 * The browser harness: Chromium opens the page the local stack serves. Only what any version
 * of the home page keeps is checked (a title and a main heading), so rebuilding it keeps this green.
 */
test('the home page renders in Chromium', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  expect((await page.title()).trim()).not.toBe('');
  await expect(page.locator('h1').first()).toBeVisible();
  expect(errors).toEqual([]);
});
