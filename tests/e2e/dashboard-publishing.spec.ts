import { formatIndiaTime, indiaLocalToUtc, utcToIndiaLocal } from '../../shared/india-time.ts';
import { logIn } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 35 (docs/decisions/064), the owner on a phone: a post saved as a draft is not on
 * `/blog`, published it is; a scheduled one shows "Scheduled" with its time in India's time
 * and is not on `/blog` before it.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

async function newPost(page: Page, title: string) {
  await page.getByRole('button', { name: 'Upload Blog' }).click();
  const modal = page.getByRole('dialog', { name: 'Upload Blog' });
  await modal.getByLabel('Title').fill(title);
  await modal.getByLabel('Author').fill('Meera');
  return modal;
}

const card = (page: Page, title: string) => page.locator('.dash-blog-card', { hasText: title });

async function onPublicBlog(page: Page, title: string): Promise<boolean> {
  const html = await (await page.request.get('/blog')).text();
  return html.includes(title);
}

test('a draft stays off /blog until it is published; a scheduled post shows its India time', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const run = Date.now() % 100000;
  const draftTitle = `Monsoon paws draft ${run}`;
  await logIn(page, '/dashboard/blog');

  let modal = await newPost(page, draftTitle);
  await modal.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Draft saved.' })).toBeVisible();
  await expect(card(page, draftTitle).getByText('Draft', { exact: true })).toBeVisible();
  expect(await onPublicBlog(page, draftTitle)).toBe(false);

  await card(page, draftTitle).getByRole('button', { name: /^Edit/ }).click();
  modal = page.getByRole('dialog', { name: 'Edit Blog' });
  await modal.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Blog uploaded!' })).toBeVisible();
  await expect(card(page, draftTitle).getByText('Published', { exact: true })).toBeVisible();
  expect(await onPublicBlog(page, draftTitle)).toBe(true);

  const scheduledTitle = `Monsoon paws scheduled ${run}`;
  // Two days ahead, at 09:00 India time.
  const day = utcToIndiaLocal(new Date(Date.now() + 2 * 86_400_000).toISOString()).slice(0, 10);
  const local = `${day}T09:00`;
  modal = await newPost(page, scheduledTitle);
  await modal.getByLabel('Publish at (India time, for Schedule)').fill(local);
  await modal.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post scheduled.' })).toBeVisible();
  const scheduled = card(page, scheduledTitle);
  await expect(scheduled.getByText('Scheduled', { exact: true })).toBeVisible();
  await expect(scheduled.getByText(formatIndiaTime(indiaLocalToUtc(local) as string))).toBeVisible();
  expect(await onPublicBlog(page, scheduledTitle)).toBe(false);
});
