import type { Blog } from '../../shared/api-types.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { expect, test } from './test.ts';

/**
 * Issue 35, item 4 (docs/decisions/067), the owner on a 390 px phone on the local stack: a
 * post edited twice, its History (who, when, what changed, a word diff), a restore of the
 * first text, which the form and then the public page show.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an owner edits a post twice, sees the diff in its History and restores the earlier text', async ({
  page,
}) => {
  await logIn(page, '/dashboard/blog');
  const title = `Revisions walk ${Date.now() % 100000}`;
  const created = await page.request.post('/api/blogs', {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
    data: {
      title,
      date: '2026-11-20',
      author: 'Asha',
      tags: 'Care',
      image: '',
      content: '<p>The first text of the walk.</p>',
    },
  });
  expect(created.status()).toBe(201);
  const blog: Blog = await created.json();

  // Two saves through the form: the text, then the title.
  await page.reload();
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  let form = page.getByRole('dialog', { name: 'Edit Blog' });
  const editor = form.locator('.ql-editor');
  await expect(editor).toHaveText('The first text of the walk.');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('The second text, edited.');
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  form = page.getByRole('dialog', { name: 'Edit Blog' });
  await form.getByLabel('Title').fill(`${title} again`);
  await form.getByRole('button', { name: 'Save changes' }).click();
  await expect(form).toBeHidden({ timeout: 15_000 });

  // The History: three versions, newest first, each with what it changed.
  await page.getByRole('button', { name: `Edit ${title} again` }).click();
  form = page.getByRole('dialog', { name: 'Edit Blog' });
  await form.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: `History of ${title} again` });
  const versions = history.getByRole('list', { name: 'Versions kept, newest first' });
  await expect(versions.getByRole('button')).toHaveCount(3);
  await expect(versions.getByRole('button').nth(0)).toContainText('Version 3 (current)');
  await expect(versions.getByRole('button').nth(0)).toContainText('Changed title');
  await expect(versions.getByRole('button').nth(1)).toContainText('Changed content');
  await expect(versions.getByRole('button').nth(2)).toContainText('First version kept');
  await expect(versions.getByRole('button').nth(2)).toContainText(/IST by /);

  // With the keyboard: version 1, compared with the current one, word by word.
  await versions.getByRole('button').nth(2).focus();
  await page.keyboard.press('Enter');
  await expect(versions.getByRole('button').nth(2)).toHaveAttribute('aria-pressed', 'true');
  await expect(history.getByRole('heading', { name: 'Version 3 → version 1' })).toBeVisible();
  await expect(history.locator('ins', { hasText: 'first' })).toBeVisible();
  await expect(history.locator('del', { hasText: 'second' })).toBeVisible();
  await expect(history.locator('del', { hasText: 'again' })).toBeVisible();

  // Restore asks first; then the form shows the restored post.
  await history.getByRole('button', { name: 'Restore version 1' }).click();
  await page
    .getByRole('alertdialog', { name: 'Restore version 1?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await expect(page.getByText('Version 1 restored.')).toBeVisible({ timeout: 15_000 });
  await expect(history).toBeHidden();
  form = page.getByRole('dialog', { name: 'Edit Blog' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await expect(form.locator('.ql-editor')).toHaveText('The first text of the walk.');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await expect(form).toBeHidden();

  // The public page shows the restored text.
  await page.goto(`/blog/${blog.slug}`);
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  await expect(page.getByText('The first text of the walk.')).toBeVisible();
  await expect(page.getByText('The second text, edited.')).toHaveCount(0);

  await page.request.delete(`/api/blogs/blogs/${blog._id}`, {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
});
