import type { CountrySummary } from '../../shared/api-types.ts';
import { adminEmail, adminPassword, csrfToken, logIn, mailCount, mailedLink } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Issue 13 in Chromium on the local stack: forgot password -> the email in the local
 * mailbox -> reset -> sign in; invite a second admin -> they accept -> both see each other's
 * changes in Activity; remove them -> their open session is refused.
 */
test.describe.configure({ mode: 'serial' });

const colleague = { email: 'colleague@pawcraft.test', password: 'the colleague password' };

async function addCountry(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/countries/add', {
    data: { name },
    headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

async function removeCountries(page: Page, names: string[]) {
  const countries: CountrySummary[] = await (await page.request.get('/countries/view')).json();
  for (const country of countries.filter((one) => names.includes(one.name)))
    await page.request.delete(`/countries/delete/${country._id}`, {
      headers: { 'X-XSRF-TOKEN': await csrfToken(page) },
    });
}

test('forgot password: the emailed link sets a new password, signs in, and the password then works', async ({
  page,
}) => {
  const before = await mailCount(adminEmail);
  await page.goto('/dashboard/das-login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(adminEmail);
  await page.getByRole('button', { name: 'Send me a link' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'If this email belongs to an admin' }),
  ).toBeVisible();

  const link = await mailedLink(adminEmail, before);
  // The token is in the fragment: never sent to a server.
  expect(new URL(link).search).toBe('');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
  // The same password as before, so the other browser tests still sign in with it.
  await page.getByLabel('New password', { exact: true }).fill(adminPassword);
  await page.getByLabel('New password again').fill(adminPassword);
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();

  // The link worked once.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await page.getByLabel('New password', { exact: true }).fill('another new password');
  await page.getByLabel('New password again').fill('another new password');
  await page.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(page.getByText(/This link does not work any more/)).toBeVisible();

  // Signed out, the password signs in.
  await page.context().clearCookies();
  await logIn(page);
});

test('an invited admin accepts, both see each other’s changes in Activity; removed, their session is refused', async ({
  page,
  browser,
}) => {
  await logIn(page, '/dashboard/admins');
  await removeCountries(page, ['Chile', 'Japan']);
  await expect(page.getByRole('heading', { name: 'Admins' })).toBeVisible();
  await page.getByLabel('Email').fill(colleague.email);
  // Inviting asks for your own password again (ADR 039).
  await page.getByLabel('Your password').fill(adminPassword);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague.email}`).first()).toBeVisible();
  const list = page.getByRole('region', { name: 'Who can sign in' });
  await expect(list.locator('strong', { hasText: colleague.email })).toBeVisible();
  await expect(list.getByText('Invited')).toBeVisible();

  // The colleague, in a browser of their own, opens the invitation.
  const other = await browser.newContext({ baseURL: page.url().replace(/\/dashboard.*$/, '') });
  const colleaguePage = await other.newPage();
  await colleaguePage.goto((await mailedLink(colleague.email)).replace(/^https?:\/\/[^/]+/, ''));
  await colleaguePage.getByLabel('New password', { exact: true }).fill(colleague.password);
  await colleaguePage.getByLabel('New password again').fill(colleague.password);
  await colleaguePage.getByRole('button', { name: 'Save password and log in' }).click();
  await expect(colleaguePage.getByRole('heading', { name: 'Overview' })).toBeVisible({ timeout: 15_000 });
  await expect(
    colleaguePage.getByRole('button', { name: /Account menu for colleague@pawcraft.test/ }),
  ).toBeVisible();

  // Each makes a change; each sees both in Activity.
  await addCountry(page, 'Japan');
  await addCountry(colleaguePage, 'Chile');
  for (const viewer of [page, colleaguePage]) {
    await viewer.goto('/dashboard');
    const activity = viewer.getByRole('region', { name: 'Activity' });
    await expect(activity.getByText(`${colleague.email} created country “Chile”`)).toBeVisible();
    await expect(activity.getByText(`${adminEmail} created country “Japan”`)).toBeVisible();
  }
  // The countries list says who changed each last.
  await page.goto('/dashboard/countrypage');
  await expect(
    page.locator('.dash-location', { hasText: 'Chile' }).getByText(`Last changed by ${colleague.email}`),
  ).toBeVisible();

  // Removed: their open session is refused at once.
  await page.goto('/dashboard/admins');
  await list.getByRole('button', { name: `Remove ${colleague.email}` }).click();
  await page.getByRole('alertdialog').getByLabel('Your password').fill(adminPassword);
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove' }).click();
  await expect(list.locator('strong', { hasText: colleague.email })).toHaveCount(0);
  const refused = await colleaguePage.request.get('/api/admin/dashboard-data');
  expect(refused.status()).toBe(403);
  await colleaguePage.goto('/dashboard');
  await expect(colleaguePage).toHaveURL(/\/dashboard\/das-login$/);
  await other.close();

  await removeCountries(page, ['Chile', 'Japan']);
});

test('password and sessions: another session is listed and signed out; change password keeps this one', async ({
  page,
  browser,
}) => {
  const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const otherPage = await other.newPage();
  await logIn(otherPage);
  await logIn(page, '/dashboard/account');
  const sessions = page.getByRole('region', { name: 'Your sessions' });
  await expect(sessions.getByText('This browser')).toBeVisible();
  await sessions
    .getByRole('button', { name: /^Sign out / })
    .first()
    .click();
  await expect(page.getByText('That session is signed out.').first()).toBeVisible();
  expect((await otherPage.request.get('/api/admin/dashboard-data')).status()).toBe(403);
  await other.close();

  // A wrong current password is refused; the page stays signed in.
  await page.getByLabel('Current password').fill('not my password at all');
  await page.getByLabel('New password', { exact: true }).fill('a new password for now');
  await page.getByLabel('New password again').fill('a new password for now');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is not right.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Password and sessions' })).toBeVisible();
});
