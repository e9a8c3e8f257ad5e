import { staticPagePaths } from '../../shared/site-pages.ts';
import { logIn } from './dashboard-session.ts';
import { expect, type Page, test } from './test.ts';

/**
 * Every page runs under the CSP CloudFront sends (the local stack sends the same headers,
 * shared/security-headers.ts): no `'unsafe-inline'` for scripts, and not one violation on a
 * public page (each with a fixed path, a blog post, marketplace pages, 404) or a dashboard
 * screen, whether the page was loaded or reached by client-side navigation.
 */

interface Watch {
  violations: string[];
}

/** Records every CSP violation of the page: the DOM event and Chromium's console line. */
async function watchViolations(page: Page): Promise<Watch> {
  const watch: Watch = { violations: [] };
  await page.exposeFunction('__reportCspViolation', (line: string) => watch.violations.push(line));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (line: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) watch.violations.push(message.text());
  });
  return watch;
}

/** Opens `path`, checks its headers, and waits for the page's scripts to have run. */
async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response, path).not.toBeNull();
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
  // Every page is rendered (docs/decisions/063): a nonce of the response alone, never a hash
  // (docs/decisions/043).
  expect(scriptSrc, `${path} script-src`).toMatch(/^ ?script-src 'self' 'nonce-[^']+'$/);
  expect(headers['permissions-policy'], `${path} Permissions-Policy`).toContain('camera=()');
  await page.waitForLoadState('networkidle');
}

/** The hrefs of the links on the page matching `pattern`. */
async function linksMatching(page: Page, pattern: RegExp): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  return [...new Set(hrefs.filter((href): href is string => href !== null && pattern.test(href)))];
}

test('public pages, a post, the marketplace and a 404 run with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await watchViolations(page);
  for (const path of staticPagePaths) await visit(page, path);

  await visit(page, '/blog');
  const posts = await linksMatching(page, /^\/blog\/[^/]+$/);
  expect(posts.length, 'the seeded blog list links to posts').toBeGreaterThan(0);
  await visit(page, posts[0]);

  await visit(page, '/marketplace');
  const states = await linksMatching(page, /^\/marketplace\/[^/]+\/[^/]+$/);
  expect(states.length, 'the marketplace links to states').toBeGreaterThan(0);
  await visit(page, states[0]);
  const districts = await linksMatching(page, /^\/marketplace\/[^/]+\/[^/]+\/[^/]+$/);
  expect(districts.length, 'a state links to districts').toBeGreaterThan(0);
  await visit(page, districts[0]);

  await visit(page, '/no-such-page');
  // Client-side navigation from one page to another (its route chunks load).
  await visit(page, '/');
  await page.locator('a[href="/blog"]').first().click();
  await expect(page).toHaveURL(/\/blog$/);
  await page.waitForLoadState('networkidle');
  expect(watch.violations).toEqual([]);
});

test('dashboard screens run with no CSP violation', async ({ page }) => {
  test.setTimeout(120_000);
  const watch = await watchViolations(page);
  await visit(page, '/dashboard/das-login');
  await logIn(page);
  for (const path of ['/dashboard', '/dashboard/countrypage', '/dashboard/blog', '/dashboard/contact']) {
    await visit(page, path);
  }
  await visit(page, '/dashboard/countrypage');
  const statePages = await linksMatching(page, /^\/dashboard\/state\//);
  if (statePages[0]) await visit(page, statePages[0]);
  await visit(page, '/dashboard/blog');
  const blogDetails = await linksMatching(page, /^\/dashboard\/blogdetail\//);
  if (blogDetails[0]) await visit(page, blogDetails[0]);
  expect(watch.violations).toEqual([]);
});
