import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe } from 'vitest';
import { describeBlogHtmlSanitiser } from './support/blog-html-cases.ts';

/**
 * The browser's sanitiser runs in real Chromium: DOMPurify needs a faithful DOM, and
 * happy-dom is not one for it (DOMPurify reads no tag names there and lets scripts through).
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  const bundle = await build({
    entryPoints: ['web/lib/sanitize-html.ts'],
    bundle: true,
    format: 'iife',
    globalName: 'blogHtml',
    write: false,
    logLevel: 'silent',
  });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe('the browser sanitiser (DOMPurify, shared policy, in Chromium)', () => {
  describeBlogHtmlSanitiser((html) =>
    page.evaluate(
      (input) =>
        (window as unknown as { blogHtml: { sanitizeHtml: (html: string) => string } }).blogHtml.sanitizeHtml(
          input,
        ),
      html,
    ),
  );
});
