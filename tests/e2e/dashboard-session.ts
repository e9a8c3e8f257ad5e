import { expect, type Page } from './test.ts';

/** The local admin created by the stack (tests/e2e/global-setup.ts passes the credentials on). */
export const adminEmail = process.env.E2E_ADMIN_EMAIL ?? 'admin@localhost.test';
export const adminPassword = process.env.E2E_ADMIN_PASSWORD ?? 'pawcraft-local-admin';

/** Opens `path` (the guard sends it to the login, carrying the path unless it is the overview) and logs in. */
export async function logIn(page: Page, path = '/dashboard'): Promise<void> {
  await page.goto(path);
  const returnTo = path === '/dashboard' ? '' : `?redirectTo=${encodeURIComponent(path)}`;
  await expect(page).toHaveURL(new RegExp(`/dashboard/das-login${returnTo.replace(/[?]/g, '\\?')}$`));
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByLabel('Password').fill(adminPassword);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
}

/** The CSRF token of the session, for requests the tests make themselves. */
export async function csrfToken(page: Page): Promise<string> {
  const cookies = await page.context().cookies();
  return decodeURIComponent(cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
}
