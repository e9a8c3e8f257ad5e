import { adminEmail, adminPassword } from './dashboard-session.ts';
import { type APIRequestContext, expect, test } from './test.ts';

/**
 * Makes sure a country without states exists (the seed gives every country states), through
 * the admin API as the local admin; a 409 means an earlier run already added it.
 */
async function addCountryWithoutStates(request: APIRequestContext, name: string) {
  const login = await request.post('/api/admin/login', {
    data: { email: adminEmail, password: adminPassword },
  });
  expect(login.status()).toBe(200);
  const cookies = login
    .headersArray()
    .filter((header) => header.name.toLowerCase() === 'set-cookie')
    .map((header) => header.value.split(';')[0]);
  const csrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '';
  const added = await request.post('/countries/add', {
    data: { name },
    headers: { Cookie: cookies.join('; '), 'X-XSRF-TOKEN': decodeURIComponent(csrf) },
  });
  expect([201, 409]).toContain(added.status());
}

test('marketplace -> state -> districts -> district, one country open at a time', async ({
  page,
  request,
}) => {
  await addCountryWithoutStates(request, 'Japan');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/marketplace');
  await expect(page.getByRole('heading', { name: 'Location Hierarchy Explorer' })).toBeVisible();
  const india = page.getByRole('link', { name: 'India', exact: true });
  await expect(india.locator('img')).toHaveAttribute('src', '/flags/in.svg');
  await india.click();
  await expect(page.getByRole('link', { name: 'Uttarakhand' })).toBeVisible();

  const japan = page.getByRole('link', { name: 'Japan', exact: true });
  if (!(await japan.isVisible())) await page.locator('.swiper-button-next').click();
  await japan.click();
  await expect(page.getByText('No states found.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Uttarakhand' })).toBeHidden();
  await japan.click();
  await expect(page.getByText('No states found.')).toBeHidden();

  await india.click();
  await page.getByRole('link', { name: 'Uttarakhand' }).click();
  await expect(page.getByRole('heading', { name: 'Districts in Uttarakhand' })).toBeVisible();
  const districts = page.getByRole('main').getByRole('listitem');
  await expect(districts.first()).toHaveText('Dehradun');
  await page.getByRole('link', { name: 'Dehradun' }).click();
  await expect(page.getByRole('heading', { name: 'manufacturers in Dehradun' })).toBeVisible();

  // Deep links on a fresh load fetch by id.
  const districtUrl = page.url();
  await page.goto(districtUrl);
  await expect(page.getByRole('heading', { name: 'manufacturers in Dehradun' })).toBeVisible();
  await page.getByRole('link', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Districts in Uttarakhand' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Districts in Uttarakhand' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Dehradun' })).toBeVisible();
});

test('unknown state and district ids say so', async ({ page }) => {
  await page.goto('/districts/NOPE');
  await expect(page.getByRole('heading', { name: 'State not found.' })).toBeVisible();
  await page.goto('/marketplacedetails/NOPE');
  await expect(page.getByRole('heading', { name: 'District not found.' })).toBeVisible();
});

test('a client-side move to a state that cannot be loaded offers to try again, and trying again works', async ({
  page,
}) => {
  await page.goto('/marketplace');
  let failing = true;
  await page.route('**/*.data*', (route) => (failing ? route.abort() : route.continue()));
  await page.getByRole('link', { name: 'India', exact: true }).click();
  await page.getByRole('link', { name: 'Uttarakhand' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
  failing = false;
  await page.getByRole('link', { name: 'Try again', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Districts in Uttarakhand' })).toBeVisible();
});
