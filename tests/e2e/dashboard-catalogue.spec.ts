import type { Request } from '@playwright/test';
import { phonePhoto } from '../../local/phone-photo.ts';
import type { Product } from '../../shared/api-types.ts';
import { apiPathPrefixes, matchRoute } from '../../shared/routes.ts';
import { logIn } from './dashboard-session.ts';
import { expect, test } from './test.ts';

/**
 * The owner's catalogue journey on the local stack, in Chromium: a category with one of the
 * site's tiles, a product with two uploaded photos (reordered, with alt text) published first
 * in the lists, found by the list's search, seen on /product, its category's page, the home grid
 * and the header search, renamed with its URL kept (one request: ADR 059), then the product
 * and the category deleted.
 */
test('an owner adds a category and a product with two photos, publishes, renames and deletes them', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const run = Date.now() % 100000;
  const categoryName = `Travel Bowls ${run}`;
  const productName = `Folding bowl ${run}`;
  const slug = `folding-bowl-${run}`;

  await logIn(page, '/dashboard/categories');
  await page.getByRole('button', { name: 'Add category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add category' });
  await dialog.getByLabel('Name').fill(categoryName);
  await dialog.getByLabel('Tile picture').selectOption('/images/categories/bedding.svg');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`travel-bowls-${run} · 0 products`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'Add product' }).click();
  await expect(page.getByRole('heading', { name: 'Add product' })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(productName);
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(slug);
  await page.getByRole('checkbox', { name: categoryName }).check();
  await page.getByLabel('Features (one a line)').fill('Folds flat\nFood-safe silicone');
  await page.getByLabel('Minimum order').fill('200 pieces');
  await page.getByLabel(/^Add photos/).setInputFiles([
    { name: 'open.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto({ width: 800, height: 600 }) },
    { name: 'folded.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto({ width: 600, height: 800 }) },
  ]);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await page.getByLabel('Alt text of photo 1').fill('The bowl open');
  await page.getByLabel('Alt text of photo 2').fill('The bowl folded');
  await page.getByRole('button', { name: 'Move photo 2 up' }).click();
  await expect(page.getByLabel('Alt text of photo 1')).toHaveValue('The bowl folded');
  await page.getByLabel('Position').fill('0');
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page).toHaveURL(/\/dashboard\/products$/, { timeout: 30_000 });

  await page.getByLabel('Name', { exact: true }).fill(`bowl ${run}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=bowl\\+${run}`));
  const row = page.locator('.dash-product-row', { hasText: productName });
  await expect(row.getByText('Published')).toBeVisible();
  await expect(row.getByText(categoryName)).toBeVisible();

  const published: Product = await (await page.request.get(`/api/products/${slug}`)).json();
  expect(published.photos.map((photo) => photo.alt)).toEqual(['The bowl folded', 'The bowl open']);
  expect(published.features).toEqual(['Folds flat', 'Food-safe silicone']);

  // What visitors see at once (CloudFront adds at most 30 s): first in the lists, in its
  // category, on home, in the header search, its page showing its uploaded photos.
  const firstCard = (path: string) =>
    page.goto(path).then(() => page.getByRole('main').locator('.product-card').first());
  for (const path of ['/product', `/category-products?category=travel-bowls-${run}`, '/']) {
    await expect(await firstCard(path), path).toHaveText(productName);
  }
  await page.getByRole('search').getByRole('combobox').fill(`bowl ${run}`);
  await page.getByRole('option', { name: productName }).click();
  await expect(page).toHaveURL(new RegExp(`/product/${slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await expect(page.locator('.gallery__main img')).toHaveAttribute('alt', 'The bowl folded');
  await expect(page.locator('.gallery__main img')).toHaveAttribute('srcset', /\/uploads\/.+ 320w/);

  await page.goto('/dashboard/products');
  await page.getByLabel('Name', { exact: true }).fill(`bowl ${run}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await row.getByRole('link', { name: productName }).click();
  await expect(page.getByRole('heading', { name: `Edit ${productName}` })).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill(`${productName} XL`);
  await expect(page.getByLabel('URL', { exact: true })).toHaveValue(slug);
  // The save's API requests, each one handler run, and one authorizer run per admin route.
  const saveRequests: string[] = [];
  const noteApiRequest = (request: Request) => {
    const { pathname } = new URL(request.url());
    if (apiPathPrefixes.some((prefix) => pathname.startsWith(prefix)))
      saveRequests.push(`${request.method()} ${pathname}`);
  };
  page.on('request', noteApiRequest);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Edit ${productName} XL` })).toBeVisible({
    timeout: 30_000,
  });
  page.off('request', noteApiRequest);
  // The form shows the saved name once its loaders have revalidated: any re-read was sent before.
  expect(saveRequests).toEqual([expect.stringMatching(/^PUT \/api\/admin\/products\/[^/]+$/)]);
  const [method, path] = saveRequests[0].split(' ');
  expect(matchRoute(method, path)?.route.access).toBe('admin');
  expect((await (await page.request.get(`/api/products/${slug}`)).json()).name).toBe(`${productName} XL`);
  expect(await (await page.request.get(`/product/${slug}`)).text()).toContain(`<h1>${productName} XL</h1>`);

  await page.getByRole('button', { name: 'Delete product' }).click();
  const deletion = page.waitForRequest((request) => request.method() === 'DELETE');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  // Published at version 1, renamed to 2: the form took the 2 from the save's answer.
  expect(new URL((await deletion).url()).searchParams.get('version')).toBe('2');
  await expect(page).toHaveURL(/\/dashboard\/products$/);
  expect((await page.request.get(`/api/products/${slug}`)).status()).toBe(404);
  expect((await page.request.get(`/product/${slug}`)).status()).toBe(404);

  await page.goto('/dashboard/categories');
  await page.getByRole('button', { name: `Delete ${categoryName}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`travel-bowls-${run} · 0 products`)).toBeHidden();
});
