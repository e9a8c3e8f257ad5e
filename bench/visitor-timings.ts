/**
 * What a phone visitor feels (issue 21, item 3), per audited public page on Lighthouse's
 * throttled phone (150 ms round trips, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower, 412x823
 * at 1.75 device pixels), median of 3 runs, in Debian's Chromium through Playwright and the
 * DevTools protocol:
 *
 * - FCP and LCP, from the page's own performance entries;
 * - hydrated: when the app marked `<html data-hydrated>` (web/app/root.tsx);
 * - first working tap: tapping the menu every 100 ms from when its button shows, how long taps
 *   were ignored (from the first tap to the one that opened it; 0 when the first works), and
 *   when the first tap landed after the button showed (the harness's own delay) (docs/decisions/042);
 * - the LCP image's bytes, and once more for a post page on a 412 px phone at 2.625 device pixels.
 *
 * Budgets (DESIGN.md): first working tap within 100 ms of the button showing, hydrated by
 * 2.5 s. `npm run bench` runs it with Lighthouse; alone, on a seeded local stack of its own
 * (its home and About pages given 12 MP photos): `npx tsx bench/visitor-timings.ts [paths]`
 * (after `npm run build`).
 */
import { launchSlowPhone } from '../local/chromium.ts';
import { median } from './median.ts';
import type { AuditedPage } from './public-site.ts';

export const visitorRunsPerPage = 3;
/** How often a visitor taps the menu until it opens. */
const tapEveryMs = 100;
export const visitorBudgets = { firstWorkingTapMs: 100, hydratedMs: 2500 } as const;

export interface VisitorRun {
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  /** When the menu button first showed, and how long after it the first working tap opened the menu. */
  menuShownMs: number;
  firstWorkingTapMs: number;
  /** When the harness's first tap landed after the button showed (Playwright's own latency on a busy machine). */
  firstTapAfterShowMs: number;
  taps: number;
  lcpImageBytes?: number;
}

export interface VisitorResult extends VisitorRun {
  page: string;
  template: string;
  deviceScaleFactor: number;
  runs: number;
}

/**
 * Recorded in the page from its first byte: when the menu button first shows, when the menu
 * first opens, when the app marks itself hydrated, and the LCP entry. A string, so no build
 * tool rewrites it (tsx adds helpers that do not exist in the page).
 */
const pageWatcher = `(() => {
  const state = window;
  const check = () => {
    const button = document.querySelector('[popovertarget="mobile-menu"]');
    if (state.__menuShownAt === undefined && button) {
      const box = button.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(button).visibility !== 'hidden')
        state.__menuShownAt = performance.now();
    }
    const menu = document.getElementById('mobile-menu');
    if (state.__menuOpenedAt === undefined && menu && menu.matches(':popover-open')) state.__menuOpenedAt = performance.now();
    if (state.__hydratedAt === undefined && document.documentElement && document.documentElement.hasAttribute('data-hydrated'))
      state.__hydratedAt = performance.now();
    if (state.__menuOpenedAt === undefined || state.__hydratedAt === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  document.addEventListener('toggle', check, true);
  state.__menuTaps = [];
  document.addEventListener('click', (event) => {
    const target = event.target;
    if (target instanceof Element && target.closest('[popovertarget="mobile-menu"]')) state.__menuTaps.push(event.timeStamp);
  }, true);
  new MutationObserver(check).observe(document, { attributes: true, subtree: true, childList: true });
  new PerformanceObserver((list) => {
    const last = list.getEntries().at(-1);
    if (last) state.__lcp = { time: last.startTime, url: last.url || '' };
  }).observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

async function visitOnce(baseUrl: string, path: string, deviceScaleFactor: number): Promise<VisitorRun> {
  const { browser, page, cdp } = await launchSlowPhone({ deviceScaleFactor });
  try {
    // A slow phone that asks for every byte again (no cache between the runs of one page).
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript({ content: pageWatcher });
    const imageBytes = new Map<string, number>();
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'image') return;
      try {
        imageBytes.set(response.url(), (await response.body()).byteLength);
      } catch {
        // a response without a body (a redirect): not an image that painted
      }
    });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit' });
    const toggle = page.locator('[popovertarget="mobile-menu"]');
    await toggle.waitFor({ state: 'visible', timeout: 30_000 });
    let taps = 0;
    for (;;) {
      taps++;
      await toggle.tap({ timeout: 5_000 });
      if (await page.evaluate(() => document.getElementById('mobile-menu')?.matches(':popover-open'))) break;
      if (taps > 100) throw new Error(`${path}: the menu never opened`);
      await page.waitForTimeout(tapEveryMs);
    }
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    await page.waitForLoadState('load');
    const figures = await page.evaluate(() => {
      const state = window as unknown as {
        __menuShownAt: number;
        __menuOpenedAt: number;
        __hydratedAt: number;
        __lcp?: { time: number; url: string };
        __menuTaps: number[];
      };
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return {
        fcp,
        lcp: state.__lcp?.time ?? 0,
        lcpUrl: state.__lcp?.url ?? '',
        hydrated: state.__hydratedAt,
        shown: state.__menuShownAt,
        opened: state.__menuOpenedAt,
        taps: state.__menuTaps,
        // The image the page fetches first for its largest paint. Chromium stops reporting LCP
        // at the first input, and the harness taps as soon as the menu shows, often before a
        // post's cover paints: the LCP entry is then the heading, and the image is this one.
        heroUrl: document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '',
      };
    });
    return {
      fcpMs: Math.round(figures.fcp),
      lcpMs: Math.round(figures.lcp),
      hydratedMs: Math.round(figures.hydrated),
      menuShownMs: Math.round(figures.shown),
      // How long taps were ignored: from the first tap to the one that opened the menu (the
      // harness issues the first about as soon as the button shows, see firstTapAfterShowMs).
      firstWorkingTapMs: Math.round(
        (figures.taps.filter((at) => at <= figures.opened).at(-1) ?? figures.opened) -
          (figures.taps[0] ?? figures.shown),
      ),
      firstTapAfterShowMs: Math.round((figures.taps[0] ?? figures.shown) - figures.shown),
      taps,
      lcpImageBytes: imageBytes.get(figures.lcpUrl) ?? imageBytes.get(figures.heroUrl),
    };
  } finally {
    await browser.close();
  }
}

/** Median of `visitorRunsPerPage` runs per page (each figure the median of its own). */
export async function measureVisitorTimings(
  baseUrl: string,
  pages: readonly AuditedPage[],
  progress: (line: string) => void = () => {},
  deviceScaleFactor = 1.75,
): Promise<VisitorResult[]> {
  const results: VisitorResult[] = [];
  for (const { path, template } of pages) {
    const runs: VisitorRun[] = [];
    for (let run = 1; run <= visitorRunsPerPage; run++) {
      progress(`visitor timings ${path} at ${deviceScaleFactor}x (run ${run} of ${visitorRunsPerPage})`);
      // One retry: on a busy machine a throttled page now and then misses a timeout.
      runs.push(
        await visitOnce(baseUrl, path, deviceScaleFactor).catch((error: Error) => {
          progress(`${path}: ${error.message.split('\n')[0]}; trying again`);
          return visitOnce(baseUrl, path, deviceScaleFactor);
        }),
      );
    }
    const pick = (key: keyof VisitorRun) => median(runs.map((one) => one[key] ?? 0));
    results.push({
      page: path,
      template,
      deviceScaleFactor,
      runs: runs.length,
      fcpMs: pick('fcpMs'),
      lcpMs: pick('lcpMs'),
      hydratedMs: pick('hydratedMs'),
      menuShownMs: pick('menuShownMs'),
      firstWorkingTapMs: pick('firstWorkingTapMs'),
      firstTapAfterShowMs: pick('firstTapAfterShowMs'),
      taps: pick('taps'),
      lcpImageBytes: runs.some((one) => one.lcpImageBytes !== undefined) ? pick('lcpImageBytes') : undefined,
    });
  }
  return results;
}

/** The figures as a Markdown table, with the budgets. */
export function visitorTable(results: readonly VisitorResult[]): string {
  const kb = (bytes?: number) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
  return [
    `| page | DPR | FCP | LCP | LCP image | menu shows | first tap landed after | taps ignored for (budget ${visitorBudgets.firstWorkingTapMs} ms) | taps | hydrated (budget ${visitorBudgets.hydratedMs} ms) |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.deviceScaleFactor} | ${r.fcpMs} ms | ${r.lcpMs} ms | ${kb(r.lcpImageBytes)} | ${r.menuShownMs} ms | ${r.firstTapAfterShowMs} ms | ${r.firstWorkingTapMs} ms | ${r.taps} | ${r.hydratedMs} ms |`,
    ),
  ].join('\n');
}

/**
 * Alone: a seeded local stack of its own, its home and About pages with 12 MP photos, the
 * audited pages, and a post page at 2.625x.
 */
async function main(): Promise<void> {
  const { startThrowawayStack } = await import('../local/throwaway-stack.ts');
  const { resolveAuditedPages } = await import('./lighthouse-audit.ts');
  const { defaultLocalAdmin } = await import('../local/local-admin.ts');
  const { publishSitePhotos } = await import('./site-photos.ts');
  const stack = await startThrowawayStack({ purpose: 'visitor', admin: defaultLocalAdmin });
  try {
    // The home and About pages with the owner's 12 MP phone photos, as the full bench has them.
    console.error("12 MP phone photos for the home page's first banner and the About page's first section");
    await publishSitePhotos(stack.url, defaultLocalAdmin);
    const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const audited = await resolveAuditedPages(stack.url);
    const pages = only.length > 0 ? audited.filter((page) => only.includes(page.path)) : audited;
    const log = (line: string) => console.error(line);
    const results = await measureVisitorTimings(stack.url, pages, log);
    const post = audited.find((page) => page.template === 'blog post');
    if (post) results.push(...(await measureVisitorTimings(stack.url, [post], log, 2.625)));
    console.log(visitorTable(results));
  } finally {
    await stack.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
