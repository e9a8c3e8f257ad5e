import type { ContactMessage } from '../../shared/api-types.ts';
import { logIn } from './dashboard-session.ts';
import { expect, test } from './test.ts';

test.describe('header search', () => {
  test('matches ignoring case, says when nothing matches, and a choice opens the product', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/');
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
    await expect(page).toHaveURL(/\/product\/23$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Hut-Pumpkin' })).toBeVisible();
    await expect(search).toHaveValue('');
  });

  test('works from the keyboard, and submitting only clears the text', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/about');
    const search = page.getByRole('combobox', { name: 'Search products' });
    await search.fill('leash');
    await search.press('Enter');
    await expect(search).toHaveValue('');
    await expect(page).toHaveURL(/\/about$/);
    await search.fill('collar');
    await search.press('ArrowDown');
    await search.press('ArrowDown');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/product\/7$/);
  });

  test('at phone width the menu and the search have their own toggles', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await expect(page.getByRole('combobox')).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await expect(menu.getByRole('link')).toHaveText(['Home', 'Product', 'About', 'Blog', 'Contact']);
    await menu.getByRole('link', { name: 'Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open search' }).click();
    const search = page.getByRole('combobox', { name: 'Search products' });
    await expect(search).toBeFocused();
    await search.fill('bandana');
    await page.getByRole('option', { name: 'Bandana' }).click();
    await expect(page).toHaveURL(/\/product\/13$/);
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
    await expect(grid.getByRole('listitem')).toHaveCount(24);
    await page.getByRole('link', { name: 'More products' }).click();
    await expect(page).toHaveURL(/\/product\?cursor=/);
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await page.getByRole('link', { name: 'First products' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test('a deep link to /product/7 on a fresh load shows the product, its gallery and copy', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/product/7');
    await expect(page.getByRole('heading', { level: 1, name: 'Dog Collar Printed' })).toBeVisible();
    const main = page.getByRole('img', { name: 'Dog Collar Printed' });
    await expect(main).toHaveAttribute('src', '/images/products/7/main.svg');
    await page.getByRole('link', { name: 'Show image 2 of 5' }).click();
    await expect(main).toHaveAttribute('src', '/images/products/7/thumb-2.svg');
    // More than 4 thumbnails: the list scrolls.
    const thumbs = page.getByRole('list', { name: 'Product images' });
    expect(await thumbs.evaluate((list) => list.scrollHeight > list.clientHeight)).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/product$/);
  });

  test("a broken main image shows 'Image not available' until another thumbnail is chosen", async ({
    page,
  }) => {
    await page.route('**/images/products/9/thumb-3.svg', (route) => route.fulfill({ status: 404 }));
    await page.goto('/product/9');
    await page.getByRole('link', { name: 'Show image 3 of 6' }).click();
    await expect(page.getByText('Image not available')).toBeVisible();
    await page.getByRole('link', { name: 'Show image 4 of 6' }).click();
    await expect(page.getByText('Image not available')).toBeHidden();
    await expect(page.getByRole('img', { name: 'Jacket' })).toHaveAttribute(
      'src',
      '/images/products/9/thumb-4.svg',
    );
  });

  test("an unknown product says 'Product not found.' with Back to Products", async ({ page }) => {
    await page.goto('/product/99');
    await expect(page.getByText('Product not found.')).toBeVisible();
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
