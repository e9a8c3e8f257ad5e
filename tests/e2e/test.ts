import { test as base, type Page, type Response } from '@playwright/test';
import { forgetLoopbackSenders } from './contact-senders.ts';

export {
  type APIRequestContext,
  type Browser,
  type Dialog,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

/**
 * Playwright's `test` whose `page.goto` and `page.reload` also wait for the page to hydrate,
 * and whose every test starts as a new visitor's address (contact-senders.ts).
 * Public pages fetch their JavaScript once their first screenful has loaded
 * (shared/hydration-after-load.ts), which Playwright does not wait for: a click before
 * hydration would hit a button that does nothing yet.
 * The root layout marks the moment on `<html data-hydrated>` (web/app/root.tsx).
 */
export const test = base.extend<{ newVisitorAddress: undefined }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  // Each test is a new visitor, whose address has sent no enquiry yet (contact-senders.ts).
  newVisitorAddress: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      await forgetLoopbackSenders();
      await use(undefined);
    },
    { auto: true },
  ],
});

export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/** `page` itself, its navigations waiting for hydration when they end on an HTML page. */
export function waitingForHydration(page: Page): Page {
  const afterNavigation = async (response: Response | null) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => afterNavigation(await goto(...args));
  page.reload = async (...args) => afterNavigation(await reload(...args));
  return page;
}
