import { logIn } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Screenshots of every dashboard page at phone and desktop width, written to
 * test-results/dashboard-screens/ for a person to look at; each also checks the page has
 * its heading, so a blank or broken page fails here.
 */
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

async function shoot(page: Page, viewport: string, name: string) {
  await page.screenshot({ path: `test-results/dashboard-screens/${viewport}-${name}.png`, fullPage: true });
}

for (const viewport of viewports) {
  test(`dashboard pages at ${viewport.name} width`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await shoot(page, viewport.name, 'login');
    await logIn(page);

    await expect(page.getByRole('heading', { name: 'Overview' })).toBeVisible();
    await expect(page).toHaveTitle('Overview · Dashboard');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await shoot(page, viewport.name, 'overview');

    if (viewport.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await shoot(page, viewport.name, 'menu');
    }
    await page.getByRole('button', { name: /Account menu/ }).click();
    await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
    await shoot(page, viewport.name, 'user-menu');
    await page.keyboard.press('Escape');

    await page.goto('/dashboard/countrypage');
    await expect(page.getByRole('link', { name: 'India' })).toBeVisible();
    await shoot(page, viewport.name, 'countries');
    await page.getByRole('button', { name: '+ Country' }).click();
    await page.getByRole('combobox').fill('ca');
    await shoot(page, viewport.name, 'country-dialog');
    await page.getByRole('button', { name: 'Discard' }).click();

    await page.getByRole('link', { name: 'India' }).click();
    await expect(page.getByRole('button', { name: '← Country / India' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Maharashtra' })).toBeVisible();
    await shoot(page, viewport.name, 'states');
    await page.getByRole('link', { name: 'Maharashtra' }).click();
    await expect(page.locator('.dash-location__name', { hasText: 'Pune' })).toBeVisible();
    await shoot(page, viewport.name, 'districts');

    await page.goto('/dashboard/blog');
    await expect(page.getByRole('heading', { name: 'Blog Posts' })).toBeVisible();
    await expect(page.locator('.dash-blog-card').first()).toBeVisible();
    await shoot(page, viewport.name, 'blogs');
    await page.getByRole('button', { name: 'Upload Blog' }).click();
    await expect(page.locator('.ql-editor')).toBeVisible();
    await page.getByLabel('Title').fill('Choosing a harness for a growing puppy');
    await shoot(page, viewport.name, 'blog-modal');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Discard' }).click();

    await page.locator('.dash-blog-card a').first().click();
    await expect(page.getByRole('button', { name: '← Back' })).toBeVisible();
    await shoot(page, viewport.name, 'blog-detail');

    await page.goto('/dashboard/contact');
    await expect(page.getByRole('heading', { name: 'Contact messages' })).toBeVisible();
    await shoot(page, viewport.name, 'contacts');

    // Issue 13's screens.
    await page.goto('/dashboard/admins');
    await expect(page.getByRole('heading', { name: 'Admins', level: 1 })).toBeVisible();
    await shoot(page, viewport.name, 'admins');
    await page.goto('/dashboard/account');
    await expect(page.getByRole('heading', { name: 'Password and sessions' })).toBeVisible();
    await expect(page.getByText('This browser')).toBeVisible();
    await shoot(page, viewport.name, 'account');
    await page.goto('/dashboard/site');
    await expect(page.getByRole('heading', { name: 'Site', level: 1 })).toBeVisible();
    await shoot(page, viewport.name, 'site');
    // The phone layout fits: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.context().clearCookies();
    await page.goto('/dashboard/forgot-password');
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await shoot(page, viewport.name, 'forgot-password');
    await page.goto('/dashboard/set-password#token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'Choose your password' })).toBeVisible();
    await shoot(page, viewport.name, 'set-password');
  });
}
