import { join } from 'node:path';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import type { Blog } from '../../shared/api-types.ts';
import { minimumFillMs } from '../../shared/contact-rules.ts';
import { siteSettingsReuseSeconds } from '../../shared/http-caching.ts';
import { startTestStack, type TestStack, testAdmin } from '../api/test-stack.ts';
import { quietOutageLogs, restartDynamoDbLocal, stopDynamoDbLocal } from '../security/dynamodb-outage.ts';
import { sampleContact } from '../security/sample-bodies.ts';
import { expect, type Page, test, waitingForHydration } from './test.ts';

/**
 * The pages' error states during a real database outage. This file runs a seeded stack of
 * its own (not the global one the other files share), because it kills that stack's
 * DynamoDB Local and starts it again.
 */
test.describe.configure({ mode: 'serial' });

let stack: TestStack;
let blog: Blog;
/** The contact page, opened before the outage: every page reads the site settings (ADR 063). */
let contactPage: Page;
let stopRestarted: (() => Promise<void>) | undefined;
let restoreLogs: (() => void) | undefined;
const dbPath = () => join(stack.dataDir, 'dynamodb');

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  restoreLogs = quietOutageLogs();
  stack = await startTestStack();
  [blog] = (await (await fetch(`${stack.url}/api/blogs`)).json()) as Blog[];
  expect(blog, 'the seed has blogs').toBeDefined();
  contactPage = waitingForHydration(await browser.newPage());
  await contactPage.goto(`${stack.url}/contact`);
  await stopDynamoDbLocal(dbPath(), 'SIGTERM');
});

test.afterAll(async () => {
  await contactPage?.close();
  await stopRestarted?.();
  await stack?.dispose();
  restoreLogs?.();
});

test('while the database is away the public pages show their error states', async ({ page }) => {
  // The settings the renderer read last are reused for a few seconds: past them, every page fails.
  await page.waitForTimeout(siteSettingsReuseSeconds * 1000);
  for (const path of ['/blog', `/blog/${blog.slug}`, '/marketplace', '/about', '/contact']) {
    const response = await page.goto(`${stack.url}${path}`);
    expect(response?.status(), path).toBe(503);
    expect(response?.headers()['cache-control'], path).toBe('no-store');
    await expect(page.getByRole('heading', { name: 'This page could not be loaded.' })).toBeVisible();
    await expect(page.getByText(busyMessage)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Try again', exact: true })).toBeVisible();
  }

  // A contact form already on screen keeps the visitor's text and says the send failed.
  await contactPage.getByLabel('Name *').fill(sampleContact.name);
  await contactPage.getByLabel('Contact *').fill(sampleContact.contact);
  await contactPage.getByLabel('Email *').fill(sampleContact.email);
  await contactPage.getByLabel('Message *').fill(sampleContact.message);
  // Slower than the form's minimum fill time, or the form is taken for a bot's and never reaches the table.
  await contactPage.waitForTimeout(minimumFillMs + 200);
  await contactPage.getByRole('button', { name: 'Send Message' }).click();
  await expect(contactPage.getByText('Something went wrong. Please try again later.')).toBeVisible();
  await expect(contactPage.getByLabel('Message *')).toHaveValue(sampleContact.message);
});

test('while the database is away the dashboard login says the service is busy', async ({ page }) => {
  await page.goto(`${stack.url}/dashboard/das-login`);
  await page.getByLabel('Email').fill(testAdmin.email);
  await page.getByLabel('Password').fill(testAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText(busyMessage)).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/das-login$/);
});

test('once the database is back the same pages work again', async ({ page }) => {
  test.setTimeout(60_000);
  stopRestarted = await restartDynamoDbLocal(dbPath(), stack.dynamodbEndpoint);
  await page.goto(`${stack.url}/blog`);
  await expect(page.locator(`main a[href="/blog/${blog.slug}"]`)).toBeVisible();
  await page.goto(`${stack.url}/blog/${blog._id}`);
  await expect(page).toHaveURL(new RegExp(`/blog/${blog.slug}$`));
  await expect(page.getByRole('heading', { name: blog.title, level: 1 })).toBeVisible();
  await page.goto(`${stack.url}/dashboard/das-login`);
  await page.getByLabel('Email').fill(testAdmin.email);
  await page.getByLabel('Password').fill(testAdmin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeVisible();
});
