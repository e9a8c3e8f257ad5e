import type { Blog } from '../../shared/api-types.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { expect, test, waitingForHydration } from './test.ts';

/**
 * Issue 35 item 2 (docs/decisions/066), the owner on a phone: an unsaved change to a published
 * post is previewed through "Preview link" in a new tab (the public page's look, with the
 * banner), while the public page still shows the published text; Revoke ends the link at once.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('the owner previews an unsaved change; the public post is unchanged; revoke ends the link', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const title = `Walks in the rain ${Date.now() % 100000}`;
  await logIn(page, '/dashboard/blog');
  const saved = await page.request.post('/api/blogs', {
    data: {
      title,
      date: '2026-11-20',
      author: 'Meera',
      tags: ['Guides'],
      content: '<p>Published words.</p>',
    },
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const post: Blog = await saved.json();
  await page.reload();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Blog' });
  const editor = modal.locator('.ql-editor');
  await expect(editor).toHaveText('Published words.');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Words not saved yet.');

  const opened = context.waitForEvent('page');
  await modal.getByRole('button', { name: /^Preview link/ }).click();
  const previewTab = waitingForHydration(await opened);
  await previewTab.waitForURL(/\/preview\/blog\/[A-Za-z0-9_-]{43}$/);
  await expect(previewTab.getByText('Preview — not public.')).toBeVisible();
  await expect(previewTab.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(previewTab.locator('.blog-article__content')).toHaveText('Words not saved yet.');
  await expect(previewTab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // The dashboard shows the link, and the form is still open with the change unsaved.
  const link = modal.getByLabel(/Private preview link/);
  await expect(link).toHaveValue(previewTab.url());

  // The public page still shows the published text.
  const visitor = waitingForHydration(await context.newPage());
  await visitor.goto(`/blog/${post.slug}`);
  await expect(visitor.locator('.blog-article__content')).toHaveText('Published words.');
  await expect(visitor.getByText('Preview — not public.')).toBeHidden();

  await modal.getByRole('button', { name: 'Revoke' }).click();
  await expect(link).toBeHidden();
  const gone = await previewTab.reload();
  expect(gone?.status()).toBe(404);
  await expect(previewTab.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

/**
 * Issue 34 item 5 (docs/decisions/066, 070), the owner on a phone: a change of the company's
 * phone on the Site screen is previewed through its section's "Preview link" on the home page,
 * whose footer shows the new number while `/` still shows the published one.
 */
test('the owner previews a new phone from the Site screen; / keeps the published one', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  const phone = `+91 135 ${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  await logIn(page, '/dashboard/site');
  const company = page.getByRole('region', { name: 'Company', exact: true });
  await company.locator('#company-phone-shown').fill(phone);

  const opened = context.waitForEvent('page');
  await company.getByRole('button', { name: /^Preview link Company/ }).click();
  const previewTab = waitingForHydration(await opened);
  await previewTab.waitForURL(/\/preview\/site\/[A-Za-z0-9_-]{43}$/);
  await expect(previewTab.getByText('Preview — not public.')).toBeVisible();
  await expect(previewTab.getByRole('contentinfo')).toContainText(phone);
  await expect(previewTab.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(company.getByLabel(/Private preview link/)).toHaveValue(previewTab.url());

  const visitor = waitingForHydration(await context.newPage());
  await visitor.goto('/');
  await expect(visitor.getByRole('contentinfo')).toContainText(/Phone:/);
  await expect(visitor.getByRole('contentinfo')).not.toContainText(phone);
  await expect(visitor.getByText('Preview — not public.')).toBeHidden();
});
