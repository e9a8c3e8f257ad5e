import type { ContactMessage } from '../../shared/api-types.ts';
import { logIn } from './dashboard-session.ts';
import { type Browser, expect, type Page, test } from './test.ts';

/**
 * Issue 36 item 1 (docs/decisions/068): a buyer lands on a district page from a newsletter,
 * reads two products and enquires; the owner sees where the buyer came from in the enquiry's
 * dialog. With JavaScript the visit is kept in memory across the app's navigation; without
 * it the form's own page is all the site knows.
 */
const districtPage = '/marketplace/india/uttarakhand/dehradun';
const newsletter = 'https://news.example/issue-12?reader=42';

/** Opens the header's product list and then its `nth` product, by the site's own links. */
async function readProduct(page: Page, nth: number): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Product', exact: true }).first().click();
  await expect(page).toHaveURL(/\/product$/);
  await page.locator('main a[href^="/product/"]').nth(nth).click();
  await expect(page.locator('.product-info > h1')).toBeVisible();
}

async function enquire(page: Page, marker: string): Promise<void> {
  const form = page.locator('#enquire');
  const fields = {
    'Name *': 'Lena Vogel',
    'Contact *': '9876543210',
    'Email *': 'lena@example.com',
    'Message *': marker,
  };
  for (const [label, value] of Object.entries(fields)) await form.getByLabel(label).fill(value);
  // A person takes longer than the forms' minimum fill time (docs/decisions/023).
  await page.waitForTimeout(3100);
  await form.getByRole('button', { name: 'Send Message' }).click();
}

/** The owner opens the enquiry from its email's link and reads its dialog's attribution. */
async function ownerSees(browser: Browser, marker: string): Promise<Record<string, string>> {
  const admin = await browser.newContext();
  try {
    const dashboard = await admin.newPage();
    await logIn(dashboard, '/dashboard/contact');
    const list = (await (
      await dashboard.request.get('/api/cnt/contact?limit=50')
    ).json()) as ContactMessage[];
    const message = list.find((one) => one.message === marker);
    expect(message, marker).toBeDefined();
    await dashboard.goto(`/dashboard/contact?message=${message?._id}`);
    const section = dashboard.getByRole('dialog').getByRole('region', { name: 'Where the buyer came from' });
    await expect(section).toBeVisible();
    const labels = await section.locator('dt').allTextContents();
    const values = await section.locator('dd').allTextContents();
    return Object.fromEntries(labels.map((label, index) => [label, values[index] ?? '']));
  } finally {
    await admin.close();
  }
}

test('with JavaScript: the landing page, newsletter, pages read, country and device reach the dialog', async ({
  page,
  browser,
}) => {
  await page.goto(`${districtPage}?utm_source=newsletter`, { referer: newsletter });
  await expect(page.getByRole('heading', { name: 'manufacturers in Dehradun' })).toBeVisible();
  await readProduct(page, 0);
  await readProduct(page, 1);
  const marker = `attribution-js ${Date.now()}`;
  await enquire(page, marker);
  await expect(page.locator('#enquire').getByRole('status')).toHaveText(
    "Message sent successfully! We'll get back to you soon.",
  );
  // Nothing of the visit was stored in the browser.
  expect(await page.context().cookies()).toEqual([]);
  expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);

  const rows = await ownerSees(browser, marker);
  expect(rows).toMatchObject({
    'Landing page': `${districtPage}?utm_source=newsletter`,
    // The origin only: the newsletter's path and query stay in the browser.
    'Came from': 'https://news.example',
    Channel: 'email',
    'UTM source': 'newsletter',
    // The district page, the product list and a product, twice.
    'Pages seen': '5',
    'Visitor country': 'India (IN)',
    Device: 'desktop',
  });
  expect(rows['Sent from page']).toMatch(/^\/product\/[a-z0-9-]+$/);
});

test('without JavaScript: the form posted from the product page is the landing page, with country and device', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const marker = `attribution-nojs ${Date.now()}`;
  let productPath = '';
  try {
    const page = await context.newPage();
    await page.goto(`${districtPage}?utm_source=newsletter`, { referer: newsletter });
    await expect(page.getByRole('heading', { name: 'manufacturers in Dehradun' })).toBeVisible();
    await page.goto('/product');
    await page.locator('main a[href^="/product/"]').nth(0).click();
    await page.goto('/product');
    await page.locator('main a[href^="/product/"]').nth(1).click();
    await expect(page.locator('.product-info > h1')).toBeVisible();
    productPath = new URL(page.url()).pathname;
    await enquire(page, marker);
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();
    expect(await context.cookies()).toEqual([]);
  } finally {
    await context.close();
  }
  const rows = await ownerSees(browser, marker);
  // Without a script nothing carries the landing page or the newsletter from page to page:
  // the post's Referer names the product page, and that is all the site can know.
  expect(rows).toEqual({
    'Landing page': productPath,
    Channel: 'direct',
    'Sent from page': productPath,
    'Visitor country': 'India (IN)',
    Device: 'phone',
  });
});
