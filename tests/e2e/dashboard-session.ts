import { storedEmails } from '../../local/local-mailbox.ts';
import type { Blog } from '../../shared/api-types.ts';
import { expect, type Page } from './test.ts';

/** The local admin created by the stack (tests/e2e/global-setup.ts passes the credentials on). */
export const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin@localhost.test';
export const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'pawcraft-local-admin';

/**
 * Opens `path` (the guard sends it to the login, carrying the path unless it is the overview) and
 * logs in. `signedInWithin` (ms) for a file's first login on a stack just started, whose login
 * function starts cold.
 */
export async function logIn(page: Page, path = '/dashboard', signedInWithin = 5_000): Promise<void> {
  await page.goto(path);
  const returnTo = path === '/dashboard' ? '' : `?redirectTo=${encodeURIComponent(path)}`;
  await expect(page).toHaveURL(new RegExp(`/dashboard/das-login${returnTo.replace(/[?]/g, '\\?')}$`));
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible({ timeout: signedInWithin });
}

/** The CSRF token of the session, for requests the tests make themselves. */
export async function csrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
}

/** The newest account link (reset or invitation) mailed to `address`, waiting a little for it. */
export async function mailedLink(address: string, after = 0): Promise<string> {
  const mailbox = process.env.E2E_MAILBOX_URL;
  if (!mailbox) throw new Error('E2E_MAILBOX_URL is not set (tests/e2e/global-setup.ts)');
  for (let attempt = 0; attempt < 50; attempt++) {
    const mine = await storedEmails(mailbox, address);
    const link = /(https?:\/\/\S+\/dashboard\/set-password#token=[A-Za-z0-9_-]{43})/.exec(
      mine.length > after ? (mine.at(-1)?.body.text ?? '') : '',
    )?.[1];
    if (link) return link;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${address}`);
}

/** How many mails `address` has had, to wait for the next one. */
export async function mailCount(address: string): Promise<number> {
  return (await storedEmails(process.env.E2E_MAILBOX_URL ?? '', address)).length;
}

/** A post made through the API as the signed-in admin (its fields beside the spec's defaults), as stored. */
export async function postThroughApi(page: Page, fields: { title: string; content: string }): Promise<Blog> {
  const created = await page.request.post('/api/blogs', {
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
    data: { date: '2026-11-20', author: 'Asha', tags: 'Care', image: '', ...fields },
  });
  expect(created.status(), await created.text()).toBe(201);
  return created.json();
}
