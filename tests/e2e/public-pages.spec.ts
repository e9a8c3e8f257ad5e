import { expect, type Page, test } from './test.ts';

/**
 * Every public page at phone and desktop width: its main heading shows (so a blank or broken
 * page fails here), and a full-page screenshot goes to test-results/public-screens/ for a
 * person to look at.
 */
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
] as const;

const staticPages: [string, string | RegExp][] = [
  ['/', 'Handcrafted pet accessories from Dehradun'],
  ['/about', /About/],
  ['/dogbreed', 'Dog breeds'],
  ['/product', 'Our products'],
  ['/exp', 'Explore products'],
  ['/category-products', 'Browse by category'],
  ['/product/7', 'Dog Collar Printed'],
  ['/blog', 'Our blog'],
  ['/marketplace', 'Location Hierarchy Explorer'],
  ['/contact', 'Contact us'],
  ['/no-such-page', 'Page not found'],
];

async function scrollThrough(page: Page) {
  // Lazy images and carousels load as they come near the viewport.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo(0, 0);
  });
}

for (const viewport of viewports) {
  test(`public pages at ${viewport.name} width`, async ({ page }) => {
    test.setTimeout(120_000);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    for (const [path, heading] of staticPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      const name = path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
      await page.screenshot({
        path: `test-results/public-screens/${viewport.name}-${name}.png`,
        fullPage: true,
      });
    }
    // The pages that load their data: follow the links to reach them with real ids.
    await page.goto('/blog');
    await page.getByRole('link', { name: /Five toys/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Five toys that keep cats busy' }),
    ).toBeVisible();
    await page.screenshot({
      path: `test-results/public-screens/${viewport.name}-blog-detail.png`,
      fullPage: true,
    });
    await page.goto('/marketplace');
    await page.getByRole('link', { name: 'India', exact: true }).click();
    await page.getByRole('link', { name: 'Uttarakhand' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Districts in Uttarakhand' })).toBeVisible();
    await page.screenshot({
      path: `test-results/public-screens/${viewport.name}-districts.png`,
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Dehradun' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'manufacturers in Dehradun' })).toBeVisible();
    await page.screenshot({
      path: `test-results/public-screens/${viewport.name}-district.png`,
      fullPage: true,
    });
    expect(errors).toEqual([]);
  });
}

test('the home page shows tiles, the first 12 products, the about teaser and five testimonials', async ({
  page,
}) => {
  await page.goto('/');
  for (const tile of ['WALKING ESSENTIALS', 'BEDDING', 'CAVE HUT', 'JACKETS', 'TOYS']) {
    await expect(page.getByRole('link', { name: tile, exact: true })).toBeVisible();
  }
  const featured = page.getByRole('region', { name: 'Featured products' }).getByRole('listitem');
  await expect(featured).toHaveCount(12);
  await expect(featured.last()).toHaveText('Bow Tie');
  await page.getByRole('link', { name: /READ MORE/ }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.goBack();
  await page.getByRole('heading', { name: 'What our customers say' }).scrollIntoViewIfNeeded();
  await expect(page.locator('.testimonial-swiper')).toBeVisible();
  await expect(page.getByText('Ananya Sharma').first()).toBeAttached();
  await page.getByRole('button', { name: 'Pause testimonials' }).click();
  await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
});

test('the HTML holds the page text, title, description, canonical and structured data', async ({
  request,
}) => {
  const html = await (await request.get('/product/7')).text();
  expect(html).toContain('<title>Dog Collar Printed | PawCraft Exports</title>');
  expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/product\/dog-collar-printed"/);
  expect(html).toContain('"@type":"Product"');
  expect(html).toContain('Features');
  const about = await (await request.get('/about')).text();
  expect(about).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/about"/);
  expect(await (await request.get('/')).text()).toContain('"@type":"Organization"');
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/Sitemap: https?:\/\/\S+\/sitemap\.xml/);
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('public pages load no dashboard, editor or sanitizer code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/product/1', '/contact', '/blog', '/marketplace']) await page.goto(path);
  expect(scripts.filter((url) => /dashboard|quill|editor|sanitize|dompurify/i.test(url))).toEqual([]);
});

test("client-side navigation does not read the site's settings again (the site layout's loader runs once)", async ({
  page,
}) => {
  await page.goto('/product');
  const dataRequests: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('.data')) dataRequests.push(url);
  });
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Blog' }).click();
  await expect(page.getByRole('heading', { name: 'Our blog' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  // Each page's own data (prefetched on intent or when idle, then read): React Router names the
  // routes whose loaders run, and the layout is never one. The idle prefetch may read the
  // likeliest cards' pages too (docs/decisions/073).
  const routesOf = (path: string) =>
    dataRequests.find((url) => url.pathname === path)?.searchParams.get('_routes');
  expect(routesOf('/blog.data')).toBe('routes/blog');
  expect(routesOf('/about.data')).toBe('routes/about');
  for (const url of dataRequests) {
    const routes = url.searchParams.get('_routes');
    expect(routes, url.href).toBeTruthy();
    expect(routes?.split(','), url.href).not.toContain('routes/_site');
  }
  // The footer still shows the settings read with the first page.
  await expect(page.locator('footer')).toContainText('Website by');
});
