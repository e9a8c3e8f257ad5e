import { test as base } from '@playwright/test';
import { emulateSlowPhone } from '../../local/chromium.ts';
import type { ContactMessage } from '../../shared/api-types.ts';
import { logIn } from './dashboard-session.ts';
import { type Browser, expect, type Locator, type Page, test } from './test.ts';

/**
 * Every control a visitor sees works from the first paint (issue 21, docs/decisions/042):
 * without JavaScript at all, and on a slow phone before the page has hydrated.
 */

const phone = { width: 390, height: 844 };

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** The newest stored messages, read as the dashboard reads them (an admin session). */
async function storedMessages(browser: Browser): Promise<ContactMessage[]> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await logIn(page);
    return (await (await page.request.get('/api/cnt/contact?limit=20')).json()) as ContactMessage[];
  } finally {
    await context.close();
  }
}

type ContactFields = Record<'name' | 'contact' | 'email' | 'message', string>;

async function fill(page: Page, values: ContactFields) {
  const labels = { name: 'Name *', contact: 'Contact *', email: 'Email *', message: 'Message *' } as const;
  for (const [field, value] of Object.entries(values)) {
    await page.getByLabel(labels[field as keyof typeof labels]).fill(value);
  }
}

/**
 * Sends `values`, whose email is not valid, sees the contact page refuse it, then sends again
 * with `email`: the message is sent.
 */
async function sendWithEmailCorrected(page: Page, send: Locator, values: ContactFields, email: string) {
  await fill(page, values);
  await send.click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await page.getByLabel('Email *').fill(email);
  await send.click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
}

test.describe('without JavaScript', () => {
  test('the phone menu opens and closes, and the search box opens on its own toggle', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/blog');
      const menu = page.locator('#mobile-menu');
      await expect(menu).toBeHidden();
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(menu.getByRole('link')).toHaveText(['Home', 'Product', 'About', 'Blog', 'Contact']);
      await page.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();
      // Opening the search closes the menu (one panel at a time) and puts the cursor in the box.
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Open search' }).click();
      await expect(menu).toBeHidden();
      await expect(page.locator('#mobile-search').getByRole('combobox')).toBeFocused();
    });
  });

  test("the banners' dots scroll the strip to their banner", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const track = page.locator('.hero__track');
      expect(await track.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.getByRole('link', { name: /^Show banner 2:/ }).click();
      await expect(page).toHaveURL(/#banner-2$/);
      await expect
        .poll(() => track.evaluate((element) => Math.round(element.scrollLeft / element.clientWidth)))
        .toBe(1);
    });
  });

  test("the product gallery's thumbnails scroll and link to their images", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      // The spec's URL moves to the readable one without a script too (301).
      await page.goto('/product/7');
      await expect(page).toHaveURL(/\/product\/dog-collar-printed$/);
      const thumbs = page.getByRole('list', { name: 'Product images' });
      expect(await thumbs.evaluate((list) => list.scrollWidth > list.clientWidth)).toBe(true);
      await expect(thumbs).toHaveCSS('scroll-snap-type', 'x mandatory');
      // The row scrolls, not the page (a thumbnail's hidden label once widened it).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(phone.width);
      await page.getByRole('link', { name: 'Show image 3 of 6' }).click();
      await expect(page).toHaveURL(/\/images\/products\/7\/thumb-2\.svg$/);
    });
  });

  test('the header search lands on a server-rendered results page', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      await page.getByRole('button', { name: 'Open search' }).click();
      const box = page.locator('#mobile-search').getByRole('combobox', { name: 'Search products' });
      await box.fill('cave bed');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=cave\+bed$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Products matching “cave bed”');
      // The published products from the table, matched as the dropdown matches them, at their pages.
      const results = page.getByRole('region', { name: 'Search results' }).getByRole('link');
      await expect(results).toHaveText([
        'Cave Bed-Cartoon',
        'Cave Bed-X-MAS',
        'Cave Bed-Grey',
        'Cave Bed-Printed',
      ]);
      await expect(results.first()).toHaveAttribute('href', '/product/cave-bed-cartoon');
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await page.goto('/search?q=unicorn');
      await expect(page.getByText('No products found')).toBeVisible();
    });
  });

  test('the contact page checks in the spec order, then stores the message', async ({ browser }) => {
    const message = `No-script enquiry ${Date.now()} from the contact page`;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      const send = page.getByRole('button', { name: 'Send Message' });
      await fill(page, {
        name: 'Asha Rawat',
        contact: '9876543210',
        email: 'asha@example.com',
        message: ' ',
      });
      await send.click();
      await expect(page.getByRole('status').filter({ hasText: 'Please fill in all fields.' })).toBeVisible();
      // The page came back with what the visitor typed, on the blank field.
      await expect(page.getByLabel('Name *')).toHaveValue('Asha Rawat');
      await expect(page.getByLabel('Message *')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Message *')).toBeFocused();
      await fill(page, { name: 'Asha Rawat', contact: '987654321', email: 'asha@example.com', message });
      await send.click();
      await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
      await expect(page.getByLabel('Contact *')).toHaveAttribute('aria-invalid', 'true');
      // The answer opens on the refused field, its message beside it and read with it.
      await expect(page.getByLabel('Contact *')).toBeFocused();
      await expect(page.getByLabel('Contact *')).toHaveAccessibleDescription(
        'Please enter a valid 10-digit contact number.',
      );
      const values = { name: 'Asha Rawat', contact: '9876543210', email: 'asha@example', message };
      await sendWithEmailCorrected(page, send, values, 'asha@example.com');
      await expect(page.getByLabel('Message *')).toHaveValue('');
    });
    const stored = (await storedMessages(browser)).filter((one) => one.message === message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Asha Rawat', contact: '9876543210', email: 'asha@example.com' });
  });

  test('the home form leaves blanks to the browser, then the contact page checks the rest and stores the message', async ({
    browser,
  }) => {
    const message = `No-script enquiry ${Date.now()} from the home page`;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/');
      const form = page.locator('form.contact-form');
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      expect(
        await form.getByLabel('Name *').evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      await expect(page).toHaveURL(/\/$/);
      await fill(page, { name: 'Ravi', contact: '987654321', email: 'ravi@example.com', message });
      await form.getByRole('button', { name: 'SEND MESSAGE' }).click();
      // Every form's own post goes to the contact page: the one page path that takes a POST
      // behind CloudFront (docs/decisions/046). It answers with what the visitor typed.
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByText('Please enter a valid 10-digit contact number.')).toBeVisible();
      await expect(page.getByLabel('Name *')).toHaveValue('Ravi');
      const send = page.getByRole('button', { name: 'Send Message', exact: true });
      const values = { name: 'Ravi', contact: '9876543210', email: 'ravi at example.com', message };
      await sendWithEmailCorrected(page, send, values, 'ravi@example.com');
    });
    const stored = (await storedMessages(browser)).filter((one) => one.message === message);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Ravi', contact: '9876543210', email: 'ravi@example.com' });
  });

  test('the about form posts to the contact page too', async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/about');
      await expect(page.locator('form.contact-form')).toHaveAttribute('action', '/contact');
      await expect(page.locator('form.contact-form')).toHaveAttribute('method', 'post');
    });
  });

  test('a bot that fills the hidden field gets the normal answer and nothing is stored', async ({
    browser,
  }) => {
    const message = `No-script bot ${Date.now()}`;
    await withoutJavaScript(browser, async (page) => {
      await page.goto('/contact');
      await fill(page, { name: 'Bot', contact: '9876543210', email: 'bot@example.com', message });
      await page.locator('input[name="website"]').fill('https://spam.example');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    });
    expect((await storedMessages(browser)).filter((one) => one.message === message)).toHaveLength(0);
  });
});

/**
 * Lighthouse's phone: 150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower.
 * Playwright's plain `test`: its pages do not wait for hydration, which is the point.
 */
base.describe('on a throttled phone', () => {
  base.use({ viewport: phone, isMobile: true, hasTouch: true });

  for (const path of ['/', '/blog', 'a post', '/contact', '/product/1', '/marketplace']) {
    base(`the first tap on the menu opens it, before hydration, on ${path}`, async ({ page, request }) => {
      base.setTimeout(60_000);
      let url = path;
      if (path === 'a post') {
        const sitemap = await (await request.get('/sitemap.xml')).text();
        url = new URL(/<loc>([^<]*\/blog\/[^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '/blog/none').pathname;
      }
      await emulateSlowPhone(page);
      await page.goto(url, { waitUntil: 'commit' });
      const toggle = page.getByRole('button', { name: 'Open menu' });
      await toggle.waitFor({ state: 'visible' });
      const hydratedAtTap = await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));
      await toggle.tap();
      // One tap, no retry: the menu is open at once.
      await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 1000 });
      expect(hydratedAtTap).toBe(false);
      // Hydration keeps it open, and the toggle's name and state stay right.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 30_000 });
      await expect(page.locator('#mobile-menu')).toBeVisible();
      await page.getByRole('button', { name: 'Close menu' }).tap();
      await expect(page.locator('#mobile-menu')).toBeHidden();
    });
  }
});
