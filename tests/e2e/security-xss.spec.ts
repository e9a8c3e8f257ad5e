import type { Blog } from '../../shared/api-types.ts';
import { sampleBlog } from '../security/sample-bodies.ts';
import { xssCode, storableXssPayloads as xssPayloads } from '../security/xss-corpus.ts';
import { csrfToken, logIn } from './dashboard-session.ts';
import { type Dialog, expect, type Page, test, waitingForHydration } from './test.ts';

/**
 * A sample of the XSS corpus (tests/security/xss-corpus.ts), and one post holding all of it,
 * rendered by the real pages in Chromium: the public blog page and the dashboard's blog
 * detail, plus both blog lists (the payloads are in the titles too). Every payload tries
 * `alert(1),top.__xss=1`, so a script that runs leaves a dialog or `window.__xss`.
 */
const sampleSize = 30;
const step = Math.floor(xssPayloads.length / sampleSize);
const sample = Array.from({ length: sampleSize }, (_, index) => xssPayloads[index * step]);
const allInOne = xssPayloads.join('\n');

test.describe.configure({ mode: 'serial' });

let page: Page;
const dialogs: string[] = [];
const posts: { name: string; id: string }[] = [];

test.beforeAll(async ({ browser }) => {
  // The sanitising alone is under test: the site's CSP (ADR 027) blocks inline handlers too,
  // which would hide a payload the sanitiser let through (tests/e2e/content-security-policy.spec.ts tests the CSP).
  page = waitingForHydration(await browser.newPage({ bypassCSP: true }));
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(`${page.url()}: ${dialog.type()} ${dialog.message()}`);
    void dialog.dismiss();
  });
  await logIn(page);
  const headers = { 'X-XSRF-TOKEN': await csrfToken(page) };
  const contents = [
    ...sample.map((payload, index) => [`payload ${index * step}`, payload]),
    ['all', allInOne],
  ];
  for (const [name, content] of contents) {
    const response = await page.request.post('/api/blogs', {
      headers,
      data: { ...sampleBlog, title: content.slice(0, 200), author: content.slice(0, 100), content },
    });
    expect(response.status(), await response.text()).toBe(201);
    posts.push({ name, id: ((await response.json()) as Blog)._id });
  }
});

test.afterAll(async () => {
  const headers = { 'X-XSRF-TOKEN': await csrfToken(page) };
  for (const { id } of posts) await page.request.delete(`/api/blogs/blogs/${id}`, { headers });
  await page.close();
});

/** Lets image errors, animations and focus handlers fire, then asserts none of them ran anything. */
async function expectNoScriptRan(path: string): Promise<void> {
  await page.waitForTimeout(300);
  expect(dialogs, path).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), path).toBeUndefined();
  const main = page.locator('main');
  await expect(
    main.locator('script, iframe, object, embed, svg, math, form:not(.dash-load-more), base, meta'),
  ).toHaveCount(0);
  const handlers = await main.evaluate((root) =>
    [...root.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('on')),
    ),
  );
  expect(handlers, path).toEqual([]);
}

test('the check notices a payload that does run (unsanitised, put in the page by the test)', async () => {
  await page.goto('/blog');
  await page.locator('main').evaluate((main, code) => {
    main.innerHTML = `<img src="x" onerror="${code}">`;
  }, xssCode);
  await expect.poll(() => dialogs.length).toBe(1);
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBe(1);
  dialogs.length = 0;
});

test('the blog lists show every payload title without running it', async () => {
  for (const path of ['/blog', '/dashboard/blog']) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText(xssCode);
    await expectNoScriptRan(path);
  }
});

for (const index of [...sample.keys(), sampleSize]) {
  const name = index === sampleSize ? 'the whole corpus in one post' : `payload ${index * step}`;
  test(`${name} runs nothing on the public and dashboard blog pages`, async () => {
    const { id } = posts[index];
    await page.goto(`/blog/${id}`);
    await expect(page.locator('.blog-article__content')).toBeAttached();
    await expectNoScriptRan(`/blog/${id}`);
    await page.goto(`/dashboard/blogdetail/${id}`);
    await expect(page.locator('.dash-blog-content')).toBeAttached();
    await expectNoScriptRan(`/dashboard/blogdetail/${id}`);
  });
}
