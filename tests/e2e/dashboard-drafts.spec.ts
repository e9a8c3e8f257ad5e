import AxeBuilder from '@axe-core/playwright';
import type { AutosaveAnswer, Blog } from '../../shared/api-types.ts';
import { utcToIndiaLocal } from '../../shared/india-time.ts';
import { logIn, postThroughApi } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 35 item 5 (docs/decisions/069), the owner on a 390 px phone on the local stack: a post
 * written and its tab closed without saving is offered back when the dashboard opens again,
 * restored, previewed (the public /blog unchanged), scheduled a minute ahead and live on time
 * by the local stack's publishing timer, and its earlier text restored from its History. Then
 * two pages edit one post: the second save shows both texts and loses nothing.
 */
test.use({ viewport: { width: 390, height: 844 } });

const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

async function expectNoAxeViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(axeTags).include(selector).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

/** The admin's server copy of a form, as the API answers it. */
async function serverCopy(page: Page, id: string): Promise<AutosaveAnswer['autosave']> {
  const answer = await page.request.get(`/api/admin/autosaves/blog/${id}`);
  return ((await answer.json()) as AutosaveAnswer).autosave;
}

const onPublicBlog = async (page: Page, title: string) =>
  (await (await page.request.get('/blog')).text()).includes(title);

test('a post written, its tab closed, is recovered, previewed, scheduled, live on time, and its earlier text restored', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const title = `Closed tab walk ${Date.now() % 100000}`;
  await logIn(page, '/dashboard/blog', 20_000);
  await page.getByRole('button', { name: 'Upload Blog' }).click();
  let form = page.getByRole('dialog', { name: 'Upload Blog' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Author').fill('Meera');
  await form.locator('.ql-editor').click();
  await page.keyboard.type('Written before the tab closed.');
  // The server's copy, a few seconds after the typing stopped (the browser's at once).
  await expect
    .poll(async () => (await serverCopy(page, 'new'))?.value.title, { timeout: 15_000 })
    .toBe(title);

  // The tab closes without saving (no question: the owner is gone).
  await page.close({ runBeforeUnload: false });
  const again = await context.newPage();
  await again.goto('/dashboard/blog');
  await again.getByRole('button', { name: 'Upload Blog' }).click();
  form = again.getByRole('dialog', { name: 'Upload Blog' });
  const offer = form.getByRole('region', { name: 'You have unsaved changes' });
  await expect(offer).toContainText('IST');
  await expectNoAxeViolations(again, '.dash-draft-offer');
  await offer.getByRole('button', { name: 'Restore them' }).click();
  await expect(offer).toBeHidden();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.locator('.ql-editor')).toHaveText('Written before the tab closed.');

  // Previewed: the page of the unsaved post; the public /blog does not have it.
  const opened = context.waitForEvent('page');
  await form.getByRole('button', { name: /^Preview link/ }).click();
  const preview = await opened;
  await preview.waitForURL(/\/preview\/blog\//);
  await expect(preview.locator('.blog-article__content')).toHaveText('Written before the tab closed.');
  await preview.close();
  expect(await onPublicBlog(again, title)).toBe(false);

  // Scheduled for the minute after next, in India's time.
  const at = utcToIndiaLocal(new Date(Date.now() + 120_000).toISOString());
  await form.getByLabel('Publish at (India time, for Schedule)').fill(at);
  await form.getByRole('button', { name: 'Schedule' }).click();
  await expect(again.getByRole('status').filter({ hasText: 'Post scheduled.' })).toBeVisible();
  // Saved: both copies are gone.
  expect(await serverCopy(again, 'new')).toBeNull();
  expect(
    await again.evaluate(() => Object.keys(localStorage).filter((key) => key.includes(':blog:new'))),
  ).toEqual([]);
  expect(await onPublicBlog(again, title)).toBe(false);
  await expect.poll(() => onPublicBlog(again, title), { timeout: 180_000, intervals: [2_000] }).toBe(true);

  // A new text, saved; then the earlier one back from History.
  await again.reload();
  await again.getByRole('button', { name: `Edit ${title}` }).click();
  form = again.getByRole('dialog', { name: 'Edit Blog' });
  await form.locator('.ql-editor').click();
  await again.keyboard.press('ControlOrMeta+A');
  await again.keyboard.type('A later text.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await again.getByRole('button', { name: `Edit ${title}` }).click();
  form = again.getByRole('dialog', { name: 'Edit Blog' });
  await form.getByRole('button', { name: 'History' }).click();
  const history = again.getByRole('dialog', { name: `History of ${title}` });
  // Version 1 is the post as scheduled, 2 as the timer published it, 3 the later text: 2 back.
  const versions = history.getByRole('list', { name: 'Versions kept, newest first' }).getByRole('button');
  await expect(versions).toHaveCount(3);
  await versions.nth(1).click();
  await history.getByRole('button', { name: 'Restore version 2' }).click();
  await again
    .getByRole('alertdialog', { name: 'Restore version 2?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(again.getByText('Version 2 restored.')).toBeVisible({ timeout: 15_000 });
  form = again.getByRole('dialog', { name: 'Edit Blog' });
  await expect(form.locator('.ql-editor')).toHaveText('Written before the tab closed.');
});

test('two pages edit one post: the second save shows both texts and loses nothing', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const title = `Two editors walk ${Date.now() % 100000}`;
  await logIn(page, '/dashboard/blog');
  const blog = await postThroughApi(page, { title, content: '<p>The first text.</p>' });
  const other = await context.newPage();
  for (const one of [page, other]) {
    await one.goto('/dashboard/blog');
    await one.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(one.getByRole('dialog', { name: 'Edit Blog' }).locator('.ql-editor')).toHaveText(
      'The first text.',
    );
  }

  // The other page saves first.
  const theirs = other.getByRole('dialog', { name: 'Edit Blog' });
  await theirs.locator('.ql-editor').click();
  await other.keyboard.press('ControlOrMeta+A');
  await other.keyboard.type('Their text, saved first.');
  await theirs.getByRole('button', { name: 'Save changes' }).click();
  await expect(theirs).toBeHidden({ timeout: 15_000 });

  const mine = page.getByRole('dialog', { name: 'Edit Blog' });
  await mine.locator('.ql-editor').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('My text, saved second.');
  await mine.getByRole('button', { name: 'Save changes' }).click();
  const conflict = page.getByRole('dialog', { name: 'Someone else saved this post' });
  await expect(conflict.getByRole('region', { name: 'Their version' })).toContainText(
    'Their text, saved first.',
  );
  await expect(conflict.getByRole('region', { name: 'Your version (not saved)' })).toContainText(
    'My text, saved second.',
  );
  await expectNoAxeViolations(page, '.dash-modal:has(.dash-conflict__versions)');
  // Nothing lost: the form still has my text.
  await expect(mine.locator('.ql-editor')).toHaveText('My text, saved second.');

  await conflict.getByRole('button', { name: 'Keep mine' }).click();
  await expect(conflict).toBeHidden();
  await mine.getByRole('button', { name: 'Save changes' }).click();
  await expect(mine).toBeHidden({ timeout: 15_000 });
  const stored = (await (await page.request.get(`/api/admin/blogs/${blog._id}`)).json()) as Blog;
  expect(stored.content).toBe('<p>My text, saved second.</p>');
  expect(stored.version).toBe(3);
});
