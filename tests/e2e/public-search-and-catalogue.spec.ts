import type { Route } from '@playwright/test';
import type { ContactMessage } from '../../shared/api-types.ts';
import { routeRequest } from '../../shared/routes.ts';
import { logIn } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

const searchIndexPath = routeRequest('products-search-index', {}).path;

test.describe('header search', () => {
  /** The search index's requests a page makes (the dropdown fetches it on first use, ADR 049). */
  function searchIndexRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === searchIndexPath) seen.push(request.url());
    });
    return seen;
  }

  test('fetches the products on first use, matches ignoring case, says when nothing matches, and a choice opens the product', async ({
    page,
  }) => {
    const requests = searchIndexRequests(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
    // Nothing is asked for with the page.
    expect(requests).toEqual([]);
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('HUT');
    const listbox = page.getByRole('listbox', { name: 'Matching products' });
    await expect(listbox.getByRole('option')).toHaveText(['Hut-Snail', 'Hut-Pumpkin', 'Hut-Caterpillar']);
    await search.fill('unicorn');
    await expect(page.getByText('No products found')).toBeVisible();
    await search.fill('');
    await expect(listbox).toBeHidden();
    await search.fill('pumpkin');
    await listbox.getByRole('option', { name: 'Hut-Pumpkin' }).click();
    await expect(page).toHaveURL(/\/product\/hut-pumpkin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hut-Pumpkin' })).toBeVisible();
    await expect(search).toHaveValue('');
    // The header stays across the navigation, and its products with it: one request a visit.
    await search.fill('leash');
    await expect(listbox.getByRole('option')).toHaveText(['Leash']);
    expect(requests).toHaveLength(1);
  });

  test('works from the keyboard, and submitting only clears the text', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('leash');
    await expect(page.getByRole('option', { name: 'Leash' })).toBeVisible();
    await search.press('Enter');
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/about$/);
    await search.fill('collar');
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await expect(page.getByRole('option', { name: 'Dog Collar Printed' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/dog-collar-printed$/);
  });

  test("shows the first 8 matches, and 'Show all N results' lists every one on the results page", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const search = page.getByRole('combobox', { name: 'Search products' });
    // 'e' is in more than 8 of the spec's 28 names.
    await search.fill('E');
    await expect(page.getByRole('listbox', { name: 'Matching products' }).getByRole('option')).toHaveCount(8);
    const showAll = page.getByRole('link', { name: /^Show all \d+ results$/ });
    const total = Number(/\d+/.exec((await showAll.textContent()) ?? '')?.[0]);
    expect(total).toBeGreaterThan(8);
    await showAll.click();
    await expect(page).toHaveURL(/\/search\?q=E$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products matching “E”');
    await expect(page.getByRole('region', { name: 'Search results' }).getByRole('link')).toHaveCount(total);
    await expect(search).toHaveValue('');
  });

  test('says the products are loading, says so when they cannot be, and asks again on the next input', async ({
    page,
  }) => {
    // Each request for the index waits here until the test answers it.
    const held: Route[] = [];
    await page.route(`**${searchIndexPath}`, (route) => {
      held.push(route);
    });
    const answer = async (count: number, reply: (route: Route) => Promise<void>) => {
      await expect.poll(() => held.length).toBe(count);
      await reply(held[count - 1]);
    };
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const search = page.getByRole('combobox', { name: 'Search products' });
    const status = page.locator('.product-search--wide').getByRole('status');
    await search.fill('lea');
    await expect(status).toHaveText('Loading products…');
    await answer(1, (route) => route.fulfill({ status: 503, json: { message: 'Service unavailable' } }));
    await expect(status).toHaveText(
      'Products could not be loaded. Check your connection and type again to retry.',
    );
    await search.pressSequentially('s');
    await expect(status).toHaveText('Loading products…');
    await answer(2, (route) => route.continue());
    await expect(page.getByRole('option')).toHaveText(['Leash']);
    await expect(status).toBeHidden();
    expect(held).toHaveLength(2);
  });

  test('at phone width the menu and the search have their own toggles', async ({ page }) => {
    const requests = searchIndexRequests(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('combobox')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Product', 'About', 'Blog', 'Contact']);
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    // The search box's autofocus fetches nothing while the box is closed.
    expect(requests).toEqual([]);
    await page.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await expect.poll(() => requests.length).toBe(1);
    await search.fill('bandana');
    await page.getByRole('option', { name: 'Bandana' }).click();
    await expect(page).toHaveURL(/\/product\/bandana$/);
    await expect(page.locator('#mobile-search')).toBeHidden();
  });

  test('the active header link is highlighted', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/product');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Product' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });
});

test.describe('catalogue', () => {
  test('a home tile opens browse-by-category on its category; TOYS is empty', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'CAVE HUT', exact: true }).click();
    await expect(page).toHaveURL(/\/category-products\?category=cave-hut$/);
    const filters = page.getByRole('navigation', { name: 'Categories' });
    await expect(filters.getByRole('link', { name: 'CAVE HUT' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('link', { name: 'Cave Bed-Grey' })).toBeVisible();
    await filters.getByRole('link', { name: 'TOYS' }).click();
    await expect(page.getByText('No products found in this category.')).toBeVisible();
    await expect(filters.getByRole('link', { name: 'TOYS' })).toHaveAttribute('aria-current', 'page');
  });

  test('browse-by-category opens on WALKING ESSENTIALS by default', async ({ page }) => {
    await page.goto('/category-products');
    await expect(
      page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: 'WALKING ESSENTIALS' }),
    ).toHaveAttribute('aria-current', 'page');
  });

  test('/exp filters by category and falls back to the placeholder for a broken image', async ({ page }) => {
    await page.route('**/images/products/8/main.svg', (route) => route.fulfill({ status: 404 }));
    await page.goto('/exp');
    const filters = page.getByRole('navigation', { name: 'Filter by category' });
    await filters.getByRole('link', { name: 'JACKETS' }).click();
    await expect(page).toHaveURL(/\/exp\?category=jackets$/);
    await expect(page.getByRole('main').getByRole('list').last().getByRole('listitem')).toHaveText([
      'Jacket',
    ]);
    await filters.getByRole('link', { name: 'All' }).click();
    await expect(page.getByRole('link', { name: 'Leash' }).locator('img')).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );
  });

  test('/product pages the catalogue: More products, then back to the first', async ({ page }) => {
    await page.goto('/product');
    const grid = page.getByRole('region', { name: 'All products' }).getByRole('list').first();
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    await page.getByRole('link', { name: 'More products' }).click();
    await expect(page).toHaveURL(/\/product\?cursor=/);
    await expect(grid.getByRole('listitem')).toHaveCount(12);
    await page.getByRole('link', { name: 'More products' }).click();
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'More products' })).toHaveCount(0);
    await page.getByRole('link', { name: 'First products' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test("a deep link to the spec's /product/7 moves to its readable URL and shows the product, its gallery and copy", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/product/7');
    await expect(page).toHaveURL(/\/product\/dog-collar-printed$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Collar Printed' })).toBeVisible();
    await expect(page.getByText('WALKING ESSENTIALS', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Features' })).toBeVisible();
    const main = page.locator('.gallery__main img');
    await expect(main).toHaveAttribute('src', '/images/products/7/main.svg');
    await expect(main).toHaveAttribute('alt', 'Dog Collar Printed');
    await page.getByRole('link', { name: 'Show image 3 of 6' }).click();
    await expect(main).toHaveAttribute('src', '/images/products/7/thumb-2.svg');
    await expect(main).toHaveAttribute('alt', 'Dog Collar Printed, view 2');
    // More than 4 thumbnails: the column scrolls.
    const thumbs = page.getByRole('list', { name: 'Product images' });
    expect(await thumbs.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test("a broken main image shows 'Image not available' until another thumbnail is chosen", async ({
    page,
  }) => {
    await page.route('**/images/products/9/thumb-3.svg', (route) => route.fulfill({ status: 404 }));
    await page.goto('/product/jacket');
    await page.getByRole('link', { name: 'Show image 4 of 7' }).click();
    await expect(page.getByText('Image not available')).toBeVisible();
    await page.getByRole('link', { name: 'Show image 5 of 7' }).click();
    await expect(page.getByText('Image not available')).toBeHidden();
    await expect(page.getByRole('img', { name: 'Jacket, view 4' })).toHaveAttribute(
      'src',
      '/images/products/9/thumb-4.svg',
    );
  });

  test("an unknown product says 'Product not found.' with Back to Products", async ({ page }) => {
    for (const path of ['/product/99', '/product/no-such-product']) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });
});

test.describe("the buyer's enquiry", () => {
  test('finds a product, opens it and enquires about it; the message names the product in the dashboard', async ({
    page,
    browser,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/search?q=snail');
    await page.getByRole('link', { name: 'Hut-Snail' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Hut-Snail' })).toBeVisible();
    await page.getByRole('link', { name: 'Enquire about this product' }).click();
    const form = page.locator('#enquire');
    await expect(form.getByRole('heading', { name: 'Enquire about this product' })).toBeInViewport();
    await expect(form.getByText('Product: Hut-Snail')).toBeVisible();
    const marker = `buyer ${Date.now()}`;
    await form.getByLabel('Name *').fill('Kenji Sato');
    await form.getByLabel('Contact *').fill('9876543210');
    await form.getByLabel('Email *').fill('kenji@example.com');
    await form.getByLabel('Quantity (optional)').fill('40');
    await form.getByLabel('Destination country (optional)').fill('Japan');
    await form.getByLabel('Message *').fill(marker);
    // A person takes longer than the forms' minimum fill time (docs/decisions/023).
    await page.waitForTimeout(3100);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(form.getByRole('status')).toHaveText(
      "Message sent successfully! We'll get back to you soon.",
    );

    const admin = await browser.newContext();
    try {
      const dashboard = await admin.newPage();
      await logIn(dashboard, '/dashboard/contact');
      const stored = (await (
        await dashboard.request.get('/api/cnt/contact?limit=20&product=22')
      ).json()) as ContactMessage[];
      expect(stored.find((message) => message.message === marker)).toMatchObject({
        product: { id: 22, name: 'Hut-Snail' },
        quantity: '40',
        country: 'Japan',
      });
      await dashboard.reload();
      await dashboard.getByRole('link', { name: 'Hut-Snail' }).first().click();
      await expect(dashboard).toHaveURL(/\/dashboard\/contact\?product=22$/);
      await expect(dashboard.getByText(marker)).toBeVisible();
    } finally {
      await admin.close();
    }
  });
});
