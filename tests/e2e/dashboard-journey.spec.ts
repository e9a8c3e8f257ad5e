import { readFile } from 'node:fs/promises';
import { phonePhoto } from '../../local/phone-photo.ts';
import type {
  Blog,
  BlogSummary,
  ContactMessage,
  CountrySummary,
  DashboardData,
  Page as ListPage,
} from '../../shared/api-types.ts';
import { minimumFillMs } from '../../shared/contact-rules.ts';
import { attributionLabels } from '../../shared/enquiry-attribution.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * The admin's journey on the local stack, in Chromium: guard, login, locations, a blog
 * written with every toolbar button and an uploaded cover, the public pages showing what
 * was made, contact messages with CSV export, logout.
 */
test.describe.configure({ mode: 'serial' });

const journeyCountry = 'Iceland';

async function statCount(page: Page, label: string): Promise<number> {
  await page.goto('/dashboard');
  const value = page.locator('.dash-stat', { hasText: label }).locator('.dash-stat__value');
  return Number(await value.textContent());
}

/** A country left behind by an earlier, failed run would make the add a duplicate. */
async function removeJourneyCountry(page: Page) {
  const countries: CountrySummary[] = await (await page.request.get('/countries/view')).json();
  const leftover = countries.find((country) => country.name === journeyCountry);
  if (!leftover) return;
  await page.request.delete(`/countries/delete/${leftover._id}`, {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
}

test('the guard sends a visitor to the login and back; logout closes the dashboard again', async ({
  page,
}) => {
  await page.goto('/dashboard/contact');
  await expect(page).toHaveURL(/\/dashboard\/das-login\?redirectTo=%2Fdashboard%2Fcontact$/);

  // An unknown account: the real admin's failed-login count (5 locks it for 15 min) stays untouched.
  await page.getByLabel('Email').fill('nobody@localhost.test');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');

  await logIn(page, '/dashboard/contact');
  await expect(page).toHaveURL(/\/dashboard\/contact$/);
  await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await expect(page.getByRole('link', { name: 'Go to Website' })).toHaveAttribute('href', '/');
  await page.getByRole('heading', { name: 'Contact messages' }).click();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeHidden();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/dashboard\/das-login$/);
  await page.goto('/dashboard/blog');
  await expect(page).toHaveURL(/\/dashboard\/das-login\?redirectTo=%2Fdashboard%2Fblog$/);
});

test('locations: add a country through autocomplete, a state and a district; rename; delete', async ({
  page,
}) => {
  await logIn(page);
  await removeJourneyCountry(page);
  const countriesBefore = await statCount(page, 'Country');
  const districtsBefore = await statCount(page, 'District');

  await page.getByRole('link', { name: 'Country', exact: true }).click();
  await page.getByRole('button', { name: '+ Country' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add country' });
  await dialog.getByRole('combobox').fill('iceL');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a valid country name');
  await dialog.getByRole('combobox').fill('ice');
  await dialog.getByRole('option', { name: journeyCountry }).click();
  await expect(dialog.getByRole('combobox')).toHaveValue(journeyCountry);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator('.dash-location', { hasText: journeyCountry });
  await expect(card.locator('img')).toHaveAttribute('src', '/flags/is.svg');

  await card.getByRole('link', { name: journeyCountry }).click();
  await expect(page.getByRole('button', { name: `← Country / ${journeyCountry}` })).toBeVisible();
  await expect(page.getByText('No states found.')).toBeVisible();
  await page.getByRole('button', { name: '+ Add State' }).click();
  await page.getByLabel('State name').fill('Northwest Region');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('link', { name: 'Northwest Region' }).click();
  await expect(page.getByRole('button', { name: '← State/ Northwest Region' })).toBeVisible();
  await page.getByRole('button', { name: '+ Add District' }).click();
  await page.getByLabel('District name').fill('Westfjord');
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('button', { name: 'Rename Westfjord' }).click();
  await page.getByLabel('District name').fill('Westfjords');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.dash-location__name', { hasText: 'Westfjords' })).toBeVisible();

  expect(await statCount(page, 'Country')).toBe(countriesBefore + 1);
  expect(await statCount(page, 'District')).toBe(districtsBefore + 1);

  await page.goto('/marketplace');
  await expect(page.getByText(journeyCountry).first()).toBeVisible();

  await page.goto('/dashboard/countrypage');
  await page.getByRole('button', { name: `Delete ${journeyCountry}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete country' });
  await expect(confirm).toContainText('Its 1 state and 1 district will be deleted with it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: journeyCountry })).toBeHidden();
  expect(await statCount(page, 'Country')).toBe(countriesBefore);
});

test('a blog written with every toolbar button and an uploaded cover shows on the public blog page', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const title = `Harness care ${Date.now() % 100000}`;
  await logIn(page, '/dashboard/blog');
  await page.getByRole('button', { name: 'Upload Blog' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload Blog' });
  await modal.getByLabel('Title').fill(title);
  // A new post's URL follows its title.
  const slug = title.toLowerCase().replace(/ /g, '-');
  await expect(modal.getByLabel('URL', { exact: true })).toHaveValue(slug);
  await modal.getByLabel('Author').fill('Meera');
  await modal.getByLabel('Tags (comma separated)').fill('Guides, Harness');
  // A phone photo larger than the 2560 px the browser scales it to before uploading.
  await modal.getByLabel('Cover image (optional)').setInputFiles({
    name: 'IMG_0042.jpg',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto({ width: 3200, height: 2400 }),
  });
  await expect(modal.getByAltText('Cover preview')).toBeVisible();

  const editor = modal.locator('.ql-editor');
  const tool = (label: string) => modal.getByRole('button', { name: label, exact: true });
  await editor.click();
  await modal.locator('.ql-picker.ql-header .ql-picker-label').click();
  await modal.locator('.ql-picker.ql-header .ql-picker-item[data-value="2"]').click();
  await page.keyboard.type('Fit comes first');
  await page.keyboard.press('Enter');
  for (const [label, text] of [
    ['Bold', 'bold'],
    ['Italic', 'italic'],
    ['Strikethrough', 'struck'],
    ['Inline code', 'code'],
    ['Underline', 'under'],
    ['Superscript', 'sup'],
    ['Subscript', 'sub'],
    ['Highlight', 'marked'],
  ] as const) {
    await tool(label).click();
    await page.keyboard.type(text);
    await tool(label).click();
    await page.keyboard.type(' ');
  }
  await page.keyboard.press('Enter');
  for (const [label, lines] of [
    ['Code block', ['let size = 2;']],
    ['Bullet list', ['soft', 'strong']],
    ['Ordered list', ['measure', 'choose']],
    ['Blockquote', ['Two fingers under the strap.']],
  ] as const) {
    await tool(label).click();
    for (const line of lines) {
      await page.keyboard.type(line);
      await page.keyboard.press('Enter');
    }
    if (label === 'Bullet list' || label === 'Ordered list') await page.keyboard.press('Enter');
    else await tool(label).click();
  }
  await tool('Horizontal rule').click();
  page.once('dialog', (dialog) => dialog.accept(`${baseURL}/favicon.svg`));
  await tool('Image by URL').click();
  await page.keyboard.press('Enter');
  await page.keyboard.type('visit us');
  for (let i = 0; i < 'visit us'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (dialog) => dialog.accept('example.com'));
  await tool('Link').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('gone');
  for (let i = 0; i < 'gone'.length; i++) await page.keyboard.press('Shift+ArrowLeft');
  page.once('dialog', (dialog) => dialog.accept('https://example.org'));
  await tool('Link').click();
  await tool('Unlink').click();
  await page.keyboard.press('End');
  for (const [label, text] of [
    ['Align center', 'centred'],
    ['Align right', 'right'],
    ['Align justify', 'justified'],
    ['Align left', 'left'],
  ] as const) {
    await page.keyboard.press('Enter');
    await tool(label).click();
    await page.keyboard.type(text);
  }
  // An empty image prompt does nothing.
  page.once('dialog', (dialog) => dialog.accept(''));
  await tool('Image by URL').click();

  await modal.getByRole('button', { name: 'Publish' }).click();
  // The save waits for the variants of the photo just uploaded (a second or two here).
  await expect(page.getByRole('status').filter({ hasText: 'Blog uploaded!' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(modal).toBeHidden();
  await expect(page.locator('.dash-blog-card', { hasText: title.slice(0, 25) })).toBeVisible();

  const listed: ListPage<BlogSummary> | BlogSummary[] = await (await page.request.get('/api/blogs')).json();
  const summary = (Array.isArray(listed) ? listed : listed.items).find((b) => b.title === title);
  const blog: Blog = await (await page.request.get(`/api/blogs/${summary?._id}`)).json();
  expect(blog.image).toMatch(/^uploads\/\d{4}\/\d{2}\/.+\.jpg$/);
  // Scaled in the browser: the original stored is 2560 px long, its variants at most 1920.
  expect(blog.imageInfo).toMatchObject({
    width: 2560,
    height: 1920,
    widths: [160, 320, 640, 960, 1280, 1920],
  });
  expect(blog.slug).toBe(slug);
  const stored = blog.content;
  expect(stored).toContain('Fit comes first');
  expect(stored).not.toContain('&nbsp;');
  expect(stored).not.toContain('data-list');
  expect(stored).not.toContain('ql-ui');
  expect(stored).not.toContain('example.org');

  await page.goto('/blog');
  // No broken image: every card image that has loaded has pixels (a variant, or the placeholder).
  await page.waitForLoadState('networkidle');
  const broken = await page
    .locator('main img')
    .evaluateAll((images) =>
      (images as HTMLImageElement[])
        .filter((img) => img.complete && img.naturalWidth === 0)
        .map((img) => img.currentSrc),
    );
  expect(broken).toEqual([]);
  await page
    .getByRole('link', { name: new RegExp(title.slice(0, 20)) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/blog/${blog.slug}$`));
  const content = page.locator('main');
  await expect(content.getByRole('heading', { name: 'Fit comes first', level: 2 })).toBeVisible();
  for (const [selector, text] of [
    ['strong', 'bold'],
    ['em', 'italic'],
    ['s', 'struck'],
    ['code', 'code'],
    ['u', 'under'],
    ['sup', 'sup'],
    ['sub', 'sub'],
    ['mark', 'marked'],
    ['pre', 'let size = 2;'],
    ['ul > li', 'soft'],
    ['ol > li', 'measure'],
    ['blockquote', 'Two fingers under the strap.'],
  ] as const) {
    await expect(content.locator(selector).filter({ hasText: text }).first()).toBeVisible();
  }
  await expect(content.locator('hr')).toHaveCount(1);
  await expect(content.locator('img[src$="/favicon.svg"]')).toHaveCount(1);
  const link = content.getByRole('link', { name: 'visit us' });
  await expect(link).toHaveAttribute('href', 'http://example.com');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(content.getByText('centred')).toHaveCSS('text-align', 'center');
  await expect(content.getByText('justified')).toHaveCSS('text-align', 'justify');
  const cover = content.locator('img.blog-article__image');
  await expect(cover).toBeVisible();
  await expect(cover).toHaveAttribute('fetchpriority', 'high');
  const loaded = await cover.evaluate(async (img: HTMLImageElement) => {
    await img.decode();
    return { src: img.currentSrc, width: img.naturalWidth };
  });
  // A variant (AVIF where the browser takes it), never the original.
  expect(loaded.src).toMatch(new RegExp(`/${blog.imageInfo?.base}/\\d+\\.(avif|webp)$`));
  expect(loaded.width).toBeGreaterThan(0);

  // Edit: the post opens in the editor unchanged, and saving it keeps it as it was.
  await page.goto('/dashboard/blog');
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editModal = page.getByRole('dialog', { name: 'Edit Blog' });
  await expect(editModal.locator('.ql-editor mark')).toHaveText('marked');
  await editModal.getByRole('button', { name: 'Save changes' }).click();
  await expect(editModal).toBeHidden();
  const again: Blog = await (await page.request.get(`/api/blogs/${blog._id}`)).json();
  expect(again.content).toBe(stored);
  expect(again.slug).toBe(slug);

  // The detail page links to the post's public URL.
  await page
    .locator('.dash-blog-card', { hasText: title.slice(0, 25) })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByRole('link', { name: /View on site/ })).toHaveAttribute('href', `/blog/${slug}`);
  await page.getByRole('button', { name: '← Back' }).click();
  // The detail page has an Edit button of the same name: wait until the list is back.
  await expect(page).toHaveURL(/\/dashboard\/blog$/);
  await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  await page.getByRole('button', { name: 'Delete blog' }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete blog' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.locator('.dash-blog-card', { hasText: title.slice(0, 25) })).toBeHidden();
});

test('a blog with script, event handlers and javascript: links shows no trace of them', async ({ page }) => {
  await logIn(page);
  const response = await page.request.post('/api/blogs', {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
    data: {
      title: 'Hostile post',
      date: '2026-11-20',
      author: 'Mallory',
      tags: 'Test',
      image: '',
      content:
        '<p>Safe text</p><script>window.__pwned = 1</script><img src="x" onerror="window.__pwned = 2">' +
        '<a href="javascript:window.__pwned = 3">click</a><p onclick="window.__pwned = 4">tap</p>',
    },
  });
  expect(response.status()).toBe(201);
  const blog: Blog = await response.json();
  for (const path of [`/blog/${blog._id}`, `/dashboard/blogdetail/${blog._id}`]) {
    await page.goto(path);
    await expect(page.getByText('Safe text')).toBeVisible();
    await page.getByText('click', { exact: true }).click();
    await page.getByText('tap', { exact: true }).click();
    const main = page.locator('main');
    await expect(main.locator('script')).toHaveCount(0);
    await expect(main.locator('[onerror], [onclick]')).toHaveCount(0);
    await expect(main.locator('a[href^="javascript"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  }
  await page.request.delete(`/api/blogs/blogs/${blog._id}`, {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
});

test('a message from the public contact form is new in the dashboard until opened; Reply, Archive, filters, counts and the CSV export', async ({
  page,
}) => {
  const name = `Asha ${Date.now() % 100000}`;
  const text =
    'We would like 300 printed collars for our shop in Pune, shipped before Diwali. Please send a quote.';
  await page.goto('/contact');
  await page.getByLabel('Name *').fill(name);
  await page.getByLabel('Contact *').fill('9876543210');
  await page.getByLabel('Email *').fill('asha@example.com');
  await page.getByLabel('Message *').fill(text);
  // A person takes longer than the form's minimum fill time; a form sent sooner is taken for a bot's.
  await page.waitForTimeout(minimumFillMs + 200);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText("Message sent successfully! We'll get back to you soon.")).toBeVisible();

  await logIn(page);
  const newMessages = async () => {
    const data: DashboardData = await (await page.request.get('/api/admin/dashboard-data')).json();
    return data.counts.newContacts;
  };
  const newBefore = await newMessages();
  expect(newBefore).toBeGreaterThan(0);
  const contactLink = page
    .getByRole('navigation', { name: 'Dashboard' })
    .getByRole('link', { name: /Contact/ });
  await expect(contactLink).toHaveAccessibleName(`Contact ${newBefore} new`);
  await expect(
    page.getByRole('link', { name: `${newBefore} new ${newBefore === 1 ? 'message' : 'messages'}` }),
  ).toBeVisible();
  await expect(page.locator('.dash-panel', { hasText: 'Contact' }).getByText(name)).toBeVisible();
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await expect(page).toHaveURL(/\/dashboard\/contact$/);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByRole('cell').first()).toHaveText('1');
  await expect(row.getByRole('cell', { name: 'New', exact: true })).toBeVisible();

  // The New filter lists it; opening it marks it read, and the count goes down.
  await page.getByRole('link', { name: 'New', exact: true }).click();
  await expect(page).toHaveURL(/\?status=new$/);
  await expect(page.getByRole('link', { name: 'New', exact: true })).toHaveAttribute('aria-current', 'page');
  const messageButton = page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: text });
  expect((await messageButton.boundingBox())?.width).toBeLessThanOrEqual(150);
  await messageButton.click();
  const modal = page.getByRole('dialog', { name: 'Message' });
  await expect(modal).toContainText(text);
  await expect(modal.getByRole('link', { name: `Reply to ${name}` })).toHaveAttribute(
    'href',
    `mailto:asha%40example.com?subject=${encodeURIComponent('Re: Your enquiry to PawCraft Exports')}`,
  );
  await expect(contactLink).toHaveAccessibleName(
    newBefore === 1 ? 'Contact' : `Contact ${newBefore - 1} new`,
  );
  expect(await newMessages()).toBe(newBefore - 1);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await page.getByRole('link', { name: 'Read', exact: true }).click();
  const readRow = page.getByRole('row', { name: new RegExp(name) });
  await expect(readRow.getByRole('cell', { name: 'Read', exact: true })).toBeVisible();
  // Reply opens the mail client (a mailto: link) and marks the message replied.
  await page.route('mailto:*', (route) => route.abort());
  await readRow.getByRole('link', { name: `Reply to ${name}` }).dispatchEvent('click');
  await expect(page.getByText('Message marked replied.')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);
  await page.getByRole('link', { name: 'Replied', exact: true }).click();
  await page
    .getByRole('row', { name: new RegExp(name) })
    .getByRole('button', { name: `Archive message from ${name}` })
    .click();
  await expect(page.getByText('Message marked archived.')).toBeVisible();
  await page.getByRole('link', { name: 'Archived', exact: true }).click();
  await expect(
    page.getByRole('row', { name: new RegExp(name) }).getByRole('cell', { name: 'Archived' }),
  ).toBeVisible();

  // The link in the message's email opens it.
  const [stored] = (await (await page.request.get('/api/cnt/contact?limit=5')).json()) as ContactMessage[];
  await page.goto(`/dashboard/contact?message=${stored._id}`);
  const linked = page.getByRole('dialog', { name: 'Message' });
  await expect(linked).toContainText(stored.message);
  // Escape closes it once focus is inside (the dialog moves focus in just after it shows).
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(linked).toBeHidden({ timeout: 500 });
  }).toPass();

  await page.getByRole('link', { name: 'All', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csv = await readFile(await (await download).path(), 'utf8');
  // The columns the export always had, then where the buyer came from (docs/decisions/068).
  expect(csv.split('\r\n')[0]).toBe(
    [
      ...['S no', 'Name', 'Contact', 'Email', 'Message', 'Product', 'Quantity', 'Destination', 'Received'],
      ...['Status', ...Object.values(attributionLabels)],
    ]
      .map((label) => `"${label}"`)
      .join(','),
  );
  expect(csv).toMatch(new RegExp(`"${name}","9876543210","asha@example.com",[^\r]*,"archived"(,|\r\n|$)`));
});
