import { phonePhoto } from '../../local/phone-photo.ts';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { logIn } from './dashboard-session.ts';
import { expect, type Page, test, waitingForHydration } from './test.ts';

/**
 * The owner's Site screen on a 390 px phone, on the local stack: the launch checklist's link
 * to a field, a change of the company and of a testimonial kept after a reload, the checklist
 * without the field once it is filled, and a restore of the earlier versions; then the
 * testimonials reordered with the keyboard and the leave guard's question.
 */
test.use({ viewport: { width: 390, height: 844 } });

const company = defaultSiteSettings.company;
const defaultPhone = company.phone.shown;
const firstTestimonial = defaultSiteSettings.testimonials.items[0];
const field = (page: Page, id: string) => page.locator(`#${id}`);

/** Publishes the section named `part` and waits for its notice. */
async function save(page: Page, part: string) {
  await page.getByRole('button', { name: `Publish ${part}` }).click();
  await expect(page.getByText(`${part} published.`)).toBeVisible({ timeout: 15_000 });
}

/** Restores the version before the current one of `part`, after its question. */
async function restorePrevious(page: Page, part: string) {
  const section = page.getByRole('region', { name: part });
  await section.getByRole('button', { name: `Show history of ${part}` }).click();
  const history = section.getByRole('list', { name: `History of ${part}` });
  await expect(history.getByText('Current')).toBeVisible();
  await history
    .getByRole('button', { name: /^Restore version / })
    .first()
    .click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(new RegExp(`^${part}: version \\d+ restored\\.$`))).toBeVisible({
    timeout: 15_000,
  });
}

/**
 * Uploads a real JPEG as the first banner's picture through the form's picture control, with
 * its alt text: its preview shows at once, its upload's progress until its variants exist.
 */
async function uploadFirstBannerPhoto(page: Page, alt: string) {
  const home = page.getByRole('region', { name: 'Home' });
  await field(page, 'home-banners-0-picture-choice').selectOption('upload');
  await field(page, 'home-banners-0-picture-file').setInputFiles({
    name: 'jackets.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto({ width: 1600, height: 900 }),
  });
  await expect(home.locator('.dash-image-preview img').first()).toBeVisible();
  await expect(home.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
  await expect(home.getByText(/Processing the photo/)).toHaveCount(0, { timeout: 60_000 });
  await field(page, 'home-banners-0-picture-alt').fill(alt);
}

test('an owner fills a placeholder from the checklist, changes the phone and a testimonial, and restores the earlier versions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page);
  const checklist = page.getByRole('region', { name: 'Before launch' });
  await checklist.getByRole('link', { name: 'Street address' }).click();
  await expect(page).toHaveURL(/\/dashboard\/site#company-address-street$/);
  await expect(field(page, 'company-address-street')).toBeFocused();
  await expect(field(page, 'company-address-street')).toHaveValue(company.address.street);

  await field(page, 'company-address-street').fill('7 Rajpur Road');
  await field(page, 'company-phone-shown').fill('+91 135 271 0000');
  await field(page, 'company-phone-dialled').fill('+911352710000');
  await save(page, 'Company');
  await field(page, 'testimonials-items-0-text').fill('Our Labrador’s harness has lasted three monsoons.');
  await save(page, 'Testimonials');
  // The phone layout fits: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.reload();
  await expect(field(page, 'company-phone-shown')).toHaveValue('+91 135 271 0000');
  await expect(field(page, 'company-address-street')).toHaveValue('7 Rajpur Road');
  await expect(field(page, 'testimonials-items-0-text')).toHaveValue(
    'Our Labrador’s harness has lasted three monsoons.',
  );

  await page.goto('/dashboard');
  await expect(checklist.getByRole('link', { name: 'Phone number (as dialled)' })).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Street address' })).toHaveCount(0);
  await expect(checklist.getByRole('link', { name: 'Support email' })).toBeVisible();

  await page.goto('/dashboard/site');
  await restorePrevious(page, 'Company');
  await expect(field(page, 'company-phone-shown')).toHaveValue(company.phone.shown);
  await expect(field(page, 'company-address-street')).toHaveValue(company.address.street);
  await restorePrevious(page, 'Testimonials');
  await expect(field(page, 'testimonials-items-0-text')).toHaveValue(firstTestimonial.text);
  await page.reload();
  await expect(field(page, 'company-phone-shown')).toHaveValue(company.phone.shown);

  await page.goto('/dashboard');
  await expect(
    page
      .getByRole('region', { name: 'Activity' })
      .getByText(/restored an earlier version of the site settings: Company/),
  ).toBeVisible();
  await expect(checklist.getByRole('link', { name: 'Street address' })).toBeVisible();
});

test('testimonials move with the keyboard, and leaving unsaved asks first', async ({ page }) => {
  await logIn(page, '/dashboard/site');
  const [first, second] = defaultSiteSettings.testimonials.items;
  await field(page, 'testimonials-items-1-text').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move testimonial 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field(page, 'testimonials-items-0-name')).toHaveValue(second.name);
  await expect(field(page, 'testimonials-items-1-name')).toHaveValue(first.name);
  // The focus stays on the moved testimonial, now the first, and the move is said.
  await expect(page.getByRole('button', { name: 'Move testimonial 1 up' })).toBeFocused();
  await expect(
    page.getByRole('status').filter({ hasText: 'Testimonial moved to position 1 of 5.' }),
  ).toBeAttached();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Move testimonial 1 down' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(field(page, 'testimonials-items-0-name')).toHaveValue(first.name);
  await expect(page.getByRole('button', { name: 'Move testimonial 2 down' })).toBeFocused();

  // Back in the first order the form has no change; a typed one makes leaving ask.
  await field(page, 'company-tagline').fill('Handcrafted in Dehradun.');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
  const question = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Leave without saving' }).click();
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
});

test('an owner changes the first banner’s headline and picture and adds a breed, sees them on the site, and takes them back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, '/dashboard/site');
  await field(page, 'home-banners-0-headline').fill('Rain jackets for the monsoon');
  await uploadFirstBannerPhoto(page, 'Jackets drying on a line');
  await save(page, 'Home');
  // The phone layout fits: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const breeds = page.getByRole('region', { name: 'Breeds' });
  await breeds.getByRole('button', { name: 'Add breed' }).click();
  await expect(field(page, 'breeds-items-11-name')).toBeFocused();
  await page.keyboard.type('Rajapalayam');
  await field(page, 'breeds-items-11-slug').fill('rajapalayam');
  await field(page, 'breeds-items-11-description').fill('A sighthound of Tamil Nadu, loyal and quiet.');
  await field(page, 'breeds-items-11-picture-alt').fill('A tall white hound');
  await save(page, 'Breeds');

  // Within the renderer's reuse of the settings (10 s locally), in the pages' first HTML.
  await expect(async () => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rain jackets for the monsoon', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 20_000 });
  const banner = page.getByRole('img', { name: 'Jackets drying on a line' });
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/uploads\/.+\.(avif|webp)$/,
  );
  await expect(async () => {
    await page.goto('/dogbreed');
    await expect(page.getByRole('heading', { name: 'Rajapalayam' })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('A sighthound of Tamil Nadu, loyal and quiet.')).toBeVisible();

  // Taken back, so the other journeys see the spec's pages.
  await page.goto('/dashboard/site');
  await restorePrevious(page, 'Home');
  await expect(field(page, 'home-banners-0-headline')).toHaveValue(
    defaultSiteSettings.home.banners[0].headline,
  );
  await restorePrevious(page, 'Breeds');
  await expect(field(page, 'breeds-items-11-name')).toHaveCount(0);
});

/** The first page `list` links to under `prefix` (a product's, a post's), as the visitor reaches it. */
async function firstLinked(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  const link = page.locator(`main a[href^="${prefix}"]`).first();
  await expect(link).toBeAttached();
  return (await link.getAttribute('href')) ?? '';
}

/** Every `telephone` of the schema.org data in `html`'s `<script type="application/ld+json">`s. */
function structuredTelephones(html: string): unknown[] {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
  return scripts
    .map(([, json]) => JSON.parse(json) as { '@type'?: string; telephone?: unknown })
    .filter((data) => data['@type'] === 'Organization')
    .map((data) => data.telephone);
}

test('an owner changes the phone and the first banner as drafts, publishes them to every page within a minute, adds a testimonial, and restores the company', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  // Values of this run only: a page showing them shows this run's publish.
  const run = String((Date.now() % 9000) + 1000);
  const phone = { shown: `+91 135 270 ${run}`, dialled: `+91135270${run}` };
  const headline = `Harnesses for the hills ${run}`;
  const alt = `A harness on a Himalayan trail ${run}`;
  const testimonial = {
    name: `Meera ${run}`,
    city: 'Mussoorie',
    text: `Our beagle’s collar still shines, ${run} walks on.`,
  };
  const oldHeadline = defaultSiteSettings.home.banners[0].headline;
  const product = await firstLinked(page, '/product', '/product/');
  const post = await firstLinked(page, '/blog', '/blog/');

  // The file's first login when run on its own, on a stack just started.
  await logIn(page, '/dashboard/site', 30_000);
  await field(page, 'company-phone-shown').fill(phone.shown);
  await field(page, 'company-phone-dialled').fill(phone.dialled);
  await page
    .getByRole('region', { name: 'Company' })
    .getByRole('button', { name: 'Save draft Company' })
    .click();
  await expect(page.getByText('Draft of Company saved.')).toBeVisible({ timeout: 15_000 });
  await field(page, 'home-banners-0-headline').fill(headline);
  await uploadFirstBannerPhoto(page, alt);
  await page.getByRole('region', { name: 'Home' }).getByRole('button', { name: 'Save draft Home' }).click();
  await expect(page.getByText('Draft of Home saved.')).toBeVisible({ timeout: 15_000 });

  // Drafts: visitors still see the published phone and headline.
  // A visitor of their own, in another browser context: the pages as the public gets them.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const site = waitingForHydration(visitor);
  await site.goto('/');
  await expect(site.getByRole('contentinfo')).toContainText(defaultPhone);
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(oldHeadline);
  await expect(site.getByRole('contentinfo')).not.toContainText(phone.shown);

  await save(page, 'Company');
  await save(page, 'Home');
  const published = Date.now();
  /** What is left of the minute since the publish, for one more poll. */
  const rest = () => Math.max(1_000, 60_000 - (Date.now() - published));
  for (const path of ['/', product, post, '/contact'])
    await expect(async () => {
      await site.goto(path);
      await expect(site.getByRole('contentinfo')).toContainText(phone.shown, { timeout: 1_000 });
    }, path).toPass({ timeout: rest() });
  // The first HTML, before any JavaScript: the footer and the Organization's telephone.
  await expect(async () => {
    const html = await (await site.request.get('/')).text();
    const footer = /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? '';
    expect(footer).toContain(phone.shown);
    expect(structuredTelephones(html)).toEqual([phone.shown]);
    expect(html).toContain(headline);
  }).toPass({ timeout: rest() });
  await site.goto('/');
  await expect(site.getByRole('heading', { level: 1 })).toHaveText(headline);
  const banner = site.getByRole('img', { name: alt });
  expect(await banner.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
    /\/uploads\/.+\.(avif|webp)$/,
  );

  // A testimonial more, published, in the home page's carousel.
  const testimonials = page.getByRole('region', { name: 'Testimonials' });
  const count = await testimonials.locator('[id^="testimonials-items-"][id$="-name"]').count();
  await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
  await expect(field(page, `testimonials-items-${count}-name`)).toBeFocused();
  await page.keyboard.type(testimonial.name);
  await field(page, `testimonials-items-${count}-city`).fill(testimonial.city);
  await field(page, `testimonials-items-${count}-text`).fill(testimonial.text);
  await save(page, 'Testimonials');
  const carousel = site.getByRole('region', { name: 'What our customers say' });
  await expect(async () => {
    await site.goto('/');
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toContainText(testimonial.text, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(carousel.locator('.swiper')).toBeAttached();

  // The company's earlier version back from its history: the old phone on the site again.
  await restorePrevious(page, 'Company');
  await expect(field(page, 'company-phone-shown')).toHaveValue(defaultPhone);
  await expect(async () => {
    await site.goto('/');
    await expect(site.getByRole('contentinfo')).toContainText(defaultPhone, { timeout: 1_000 });
  }).toPass({ timeout: 60_000 });
  await expect(site.getByRole('contentinfo')).not.toContainText(phone.shown);

  // The rest taken back too, so the other journeys see the spec's pages.
  await restorePrevious(page, 'Home');
  await expect(field(page, 'home-banners-0-headline')).toHaveValue(oldHeadline);
  await restorePrevious(page, 'Testimonials');
  await expect(field(page, `testimonials-items-${count}-name`)).toHaveCount(0);
  await visitor.close();
});
