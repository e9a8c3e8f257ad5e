/**
 * Moving between public pages on Lighthouse's throttled phone (issue 37, items 1, 2 and 5), in
 * Debian's Chromium through Playwright, throttled as bench/visitor-timings.ts throttles (150 ms
 * round trips, 1.6 Mbit/s down, CPU 4x slower, 412x823 at 1.75x), median of 3 visits, each in a
 * fresh browser. A visit loads a journey's first page, waits until it has hydrated
 * (`html[data-hydrated]`) and is idle, then follows its links, timing each measured one:
 *
 * - tap: a touch (`tap()`, so `touchstart` fires as on a phone and React Router's intent
 *   prefetch starts with it), from the touch to the first frame painted once the next page's
 *   heading and its first picture on the screen (if it has one) are in and decoded;
 * - hover: the same screen with a mouse that rests on the link for 300 ms before it clicks, from
 *   the press: what prefetch on intent gives when the intent comes before the tap;
 * - no JS: JavaScript disabled, so the tap is a full page load: from the navigation's start
 *   (the tap starts it) to the next page's LCP (Chromium's own, read over the DevTools protocol,
 *   as no script runs in the page).
 *
 * Budgets (issue 37): a tap within 150 ms median and 300 ms worst; without JavaScript, the next
 * page's LCP within the first-visit LCP budget. The local stack has no CDN, so the "edge-cached
 * HTML" of item 2 is the renderer's answer here. `npm run bench` runs it; alone, on a seeded
 * local stack of its own: `npx tsx bench/navigation-timings.ts` (after `npm run build`).
 */
import type { Locator, Page } from '@playwright/test';
import { launchSlowPhone } from '../local/chromium.ts';
import type { BlogSummary, Country, Page as ListPage } from '../shared/api-types.ts';
import { blogPostPath, marketplacePath } from '../shared/site-urls.ts';
import { median } from './median.ts';
import { getJson } from './public-site.ts';

export const navigationRunsPerStep = 3;
/**
 * A tap's median and worst (issue 37, item 1); a full load's LCP without JavaScript (item 2) is
 * the first-visit LCP budget, `budgets.lighthouseLcpMs` (tests/unit/navigation-timings.test.ts
 * keeps them equal; bench/budgets.ts imports this module, so it cannot import that one).
 */
export const navigationBudgets = { medianMs: 150, worstMs: 300, fullLoadLcpMs: 1500 } as const;
export const navigationModes = ['tap', 'hover', 'no JS'] as const;
export type NavigationMode = (typeof navigationModes)[number];

/** How long a visitor looks at a page before tapping: the page's own loading is not the navigation's. */
const settleMs = 1000;
/** How long the mouse rests on a link before the click (issue 37's "hover, wait 300 ms"). */
const hoverMs = 300;

/** A link a journey follows. `step` names a measured one; a tap without one only leads on (a country). */
export interface JourneyLink {
  step?: string;
  find: (page: Page) => Locator;
}

export interface Journey {
  start: string;
  links: JourneyLink[];
}

/** One measured link in one mode: each visit's time, their median and the slowest. */
export interface NavigationResult {
  step: string;
  mode: NavigationMode;
  medianMs: number;
  worstMs: number;
  runsMs: number[];
  /** When the heading alone had painted (median; not for no JS): the issue's first figures timed only it. */
  headingMedianMs?: number;
  /** The page it led to (the last visit's). */
  to: string;
  /** Whether that page showed a picture on the first screen, whose paint the time waited for (not for no JS). */
  picture?: boolean;
}

export interface NavigationTimings {
  results: NavigationResult[];
  /** Journeys the site's data could not give, and why. */
  skipped: string[];
  /** Journeys that failed twice in a mode, with their error: a budget check fails for each. */
  failed?: string[];
}

/** A step's visits as one figure (pure; tests/unit/navigation-timings.test.ts). */
export function summariseRuns(
  step: string,
  mode: NavigationMode,
  runs: readonly { ms: number; headingMs?: number; to: string; picture?: boolean }[],
): NavigationResult {
  const runsMs = runs.map((run) => run.ms);
  const last = runs.at(-1);
  return {
    step,
    mode,
    medianMs: median(runsMs),
    worstMs: Math.max(0, ...runsMs),
    runsMs,
    ...(runs.every((run) => run.headingMs !== undefined) &&
      runs.length > 0 && { headingMedianMs: median(runs.map((run) => run.headingMs ?? 0)) }),
    to: last?.to ?? '',
    ...(last?.picture !== undefined && { picture: runs.some((run) => run.picture) }),
  };
}

/** Whether a result is within its budget: a tap or hover the navigation's, no JS the first-visit LCP's. */
export function withinNavigationBudget(result: NavigationResult): boolean {
  if (result.mode === 'no JS') return result.medianMs <= navigationBudgets.fullLoadLcpMs;
  return result.medianMs <= navigationBudgets.medianMs && result.worstMs <= navigationBudgets.worstMs;
}

/** The figures as a Markdown table, each row with its budget beside it. */
export function navigationTable(timings: NavigationTimings): string {
  const budget = (result: NavigationResult) =>
    result.mode === 'no JS'
      ? `LCP <= ${navigationBudgets.fullLoadLcpMs} ms`
      : `<= ${navigationBudgets.medianMs} ms median, <= ${navigationBudgets.worstMs} ms worst`;
  const picture = (result: NavigationResult) =>
    result.picture === undefined ? '-' : result.picture ? 'yes' : 'none';
  return [
    '| step | mode | median | worst | each visit | budget | met | heading alone | to | picture |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...timings.results.map(
      (r) =>
        `| ${r.step} | ${r.mode} | ${r.medianMs} ms | ${r.worstMs} ms | ${r.runsMs.join(', ')} | ${budget(r)} | ${withinNavigationBudget(r) ? 'yes' : '**no**'} | ${r.headingMedianMs === undefined ? '-' : `${r.headingMedianMs} ms`} | ${r.to.replaceAll('|', '%7C')} | ${picture(r)} |`,
    ),
    ...timings.skipped.map((why) => `\nSkipped: ${why}`),
    ...(timings.failed ?? []).map((why) => `\nFailed: ${why}`),
  ].join('\n');
}

/**
 * In the page from its first byte (with JavaScript): `__armNavigation(href)` before a tap
 * remembers the page's heading and first picture on the screen; the first press after it
 * (`touchstart`, `pointerdown` or `mousedown`) starts the clock, and it stops at the first
 * frame painted once the address is the link's and a new heading, or for the pager a new first
 * picture, is in, with that picture loaded and decoded. The heading and the picture are
 * compared by element: React Router may change the address before it renders the next page.
 * A string, so no build tool rewrites it (tsx adds helpers that do not exist in the page).
 */
const navigationWatcher = `(() => {
  const state = window;
  const afterNextPaint = (record) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  });
  const heading = () => document.querySelector('main h1') || document.querySelector('h1');
  const firstPicture = () => [...document.querySelectorAll('main img')].find((img) => {
    const box = img.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  const check = () => {
    const nav = state.__nav;
    if (!nav || nav.done) return;
    const here = location.pathname === nav.target.pathname && location.search === nav.target.search;
    const h1 = heading();
    const picture = firstPicture();
    const fresh = (h1 && h1 !== nav.oldHeading) || (picture && picture !== nav.oldPicture);
    const headingShown = h1 && h1.getBoundingClientRect().height > 0;
    if (nav.startAt !== undefined && here && fresh && headingShown && !nav.headingSeen) {
      nav.headingSeen = true;
      afterNextPaint((at) => { nav.headingAt = at; });
    }
    const shown = headingShown && (!picture || (picture.complete && picture.naturalWidth > 0));
    if (nav.startAt === undefined || !here || !fresh || !shown) return requestAnimationFrame(check);
    nav.done = true;
    nav.picture = picture ? picture.currentSrc || picture.src : '';
    (picture ? picture.decode().catch(() => {}) : Promise.resolve()).then(() => afterNextPaint((at) => { nav.shownAt = at; }));
  };
  state.__armNavigation = (href) => {
    state.__nav = { target: new URL(href, location.href), oldHeading: heading(), oldPicture: firstPicture() };
    requestAnimationFrame(check);
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown'])
    document.addEventListener(type, (event) => {
      const nav = state.__nav;
      if (nav && nav.startAt === undefined) nav.startAt = event.timeStamp;
    }, true);
})();`;

interface NavigationWatch {
  startAt?: number;
  headingAt?: number;
  shownAt?: number;
  picture?: string;
}

/** One link followed inside the app: from the press to the next page painted. */
async function followInApp(page: Page, link: Locator, mode: NavigationMode) {
  const href = (await link.getAttribute('href')) ?? '';
  await page.evaluate(
    (target) => (window as unknown as { __armNavigation(href: string): void }).__armNavigation(target),
    href,
  );
  if (mode === 'hover') {
    await link.hover();
    await page.waitForTimeout(hoverMs);
    await link.click();
  } else await link.tap();
  // A link that loads a whole document loses the watcher (a fresh page has no __nav): an
  // error that names it, not a figure, since the app did not follow the link.
  await page.waitForFunction(
    () => {
      const nav = (window as unknown as { __nav?: NavigationWatch }).__nav;
      return !nav || nav.shownAt !== undefined;
    },
    undefined,
    { timeout: 30_000, polling: 100 },
  );
  const watch = await page.evaluate(() => {
    const nav = (window as unknown as { __nav?: NavigationWatch }).__nav;
    return (
      nav && { startAt: nav.startAt, headingAt: nav.headingAt, shownAt: nav.shownAt, picture: nav.picture }
    );
  });
  if (!watch) throw new Error(`${href}: a full page load, not a link the app follows`);
  return {
    ms: Math.round((watch.shownAt ?? 0) - (watch.startAt ?? 0)),
    headingMs: Math.round((watch.headingAt ?? watch.shownAt ?? 0) - (watch.startAt ?? 0)),
    to: href,
    picture: Boolean(watch.picture),
  };
}

/** Whether an address is the one a link leads to (a pager's query included). */
const isAddressOf = (href: string, base: string) => {
  const target = new URL(href, base);
  return (url: URL) => url.pathname === target.pathname && url.search === target.search;
};

interface LcpEvent {
  type: string;
  time: number;
  lcpDetails?: { renderTime: number; loadTime: number };
}

/**
 * One link followed without JavaScript: the tap loads the next document, timed from its
 * navigation's start to its LCP. No script runs in the page (nor its observers), so the LCP is
 * Chromium's own event over the DevTools protocol, in seconds since the epoch.
 */
async function followWithoutScripts(page: Page, link: Locator, cdp: CdpSession) {
  const href = (await link.getAttribute('href')) ?? '';
  const events: LcpEvent[] = [];
  const record = ({ event }: { event: LcpEvent }) => events.push(event);
  cdp.on('PerformanceTimeline.timelineEventAdded', record);
  try {
    await link.tap();
    await page.waitForURL(isAddressOf(href, page.url()), { waitUntil: 'load', timeout: 30_000 });
    // Chromium reports the last candidate a frame or two after the load.
    await page.waitForTimeout(500);
  } finally {
    cdp.off('PerformanceTimeline.timelineEventAdded', record);
  }
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const lcp = events.filter((event) => event.time * 1000 >= timeOrigin).at(-1);
  if (!lcp) throw new Error(`${href}: no LCP reported without JavaScript`);
  const paintedAt = (lcp.lcpDetails?.renderTime || lcp.lcpDetails?.loadTime || lcp.time) * 1000;
  return { ms: Math.round(paintedAt - timeOrigin), to: href };
}

type CdpSession = Awaited<ReturnType<typeof launchSlowPhone>>['cdp'];

/** A tap that only leads on (a country opening its states; without JavaScript, its page). */
async function leadOn(page: Page, link: Locator, mode: NavigationMode) {
  const href = (await link.getAttribute('href')) ?? '';
  if (mode === 'hover') await link.click();
  else await link.tap();
  if (mode === 'no JS') await page.waitForURL(isAddressOf(href, page.url()), { waitUntil: 'load' });
}

interface StepFigure {
  step: string;
  ms: number;
  headingMs?: number;
  to: string;
  picture?: boolean;
}

/** One visit of a journey in one mode, in a fresh browser: each measured link's figure. */
async function visitOnce(baseUrl: string, journey: Journey, mode: NavigationMode): Promise<StepFigure[]> {
  const scripts = mode !== 'no JS';
  const { browser, page, cdp } = await launchSlowPhone({
    touch: mode !== 'hover',
    javaScriptEnabled: scripts,
  });
  try {
    if (scripts) await page.addInitScript({ content: navigationWatcher });
    else await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    await page.goto(new URL(journey.start, baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
    if (scripts) await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
    const figures: StepFigure[] = [];
    for (const { step, find } of journey.links) {
      // The page settles first (`/marketplace` swaps its countries for a carousel once idle),
      // then the link is scrolled to, as a visitor's thumb does, and what that reveals loads
      // (lazy pictures) before the tap, so none of it is the tap's.
      await page.waitForTimeout(settleMs);
      const link = find(page);
      await link.scrollIntoViewIfNeeded({ timeout: 30_000 });
      await page.waitForTimeout(settleMs);
      if (!step) await leadOn(page, link, mode);
      else if (scripts) figures.push({ step, ...(await followInApp(page, link, mode)) });
      else figures.push({ step, ...(await followWithoutScripts(page, link, cdp)) });
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Each journey, each mode, `navigationRunsPerStep` visits; a journey that fails twice is reported failed with its error. */
export async function measureNavigationTimings(
  baseUrl: string,
  progress: (line: string) => void = () => {},
  { modes = navigationModes, starts }: { modes?: readonly NavigationMode[]; starts?: readonly string[] } = {},
): Promise<NavigationTimings> {
  const { journeys, skipped } = await resolveJourneys(baseUrl);
  const results: NavigationResult[] = [];
  const failed: string[] = [];
  for (const mode of modes) {
    for (const journey of journeys.filter((one) => !starts || starts.includes(one.start))) {
      const visits: StepFigure[][] = [];
      try {
        for (let run = 1; run <= navigationRunsPerStep; run++) {
          progress(`navigation ${journey.start} (${mode}, run ${run} of ${navigationRunsPerStep})`);
          // One retry: on a busy machine a throttled page now and then misses a timeout.
          visits.push(
            await visitOnce(baseUrl, journey, mode).catch((error: Error) => {
              progress(`${journey.start}: ${error.message.split('\n')[0]}; trying again`);
              return visitOnce(baseUrl, journey, mode);
            }),
          );
        }
      } catch (error) {
        failed.push(`${journey.start} (${mode}): ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      for (const { step } of journey.links.filter((link) => link.step)) {
        const runs = visits.flatMap((figures) => figures.filter((figure) => figure.step === step));
        results.push(summariseRuns(step ?? '', mode, runs));
      }
    }
  }
  return { results, skipped, failed };
}

/**
 * A post whose text links a product (a plain link in its HTML), among the newest 20, if any,
 * and whether that link opens a new tab (the spec's rich text opens every link in one).
 */
async function postLinkingAProduct(baseUrl: string): Promise<{ path: string; newTab: boolean } | undefined> {
  const blogs = await getJson<BlogSummary[] | ListPage<BlogSummary>>(baseUrl, '/api/blogs?limit=20');
  for (const post of Array.isArray(blogs) ? blogs : blogs.items) {
    const html = await (await fetch(new URL(blogPostPath(post.slug), baseUrl))).text();
    const link = /class="blog-article__content"[^>]*>[\s\S]*?(<a [^>]*href="\/product\/[^>]*>)/.exec(
      html,
    )?.[1];
    if (link) return { path: blogPostPath(post.slug), newTab: /\starget="_blank"/.test(link) };
  }
  return undefined;
}

/**
 * The journeys of issue 37, found on the running site as a visitor's links would be: the first
 * product card of `/` and `/product`, `/product`'s "More products", the first post of `/blog`,
 * a post's first product link, and the first country of `/marketplace`, its first state and
 * that state's first district.
 */
export async function resolveJourneys(baseUrl: string): Promise<{ journeys: Journey[]; skipped: string[] }> {
  const card = (page: Page) => page.locator('main a.product-card').first();
  const journeys: Journey[] = [
    { start: '/', links: [{ step: '/ -> a product', find: card }] },
    { start: '/product', links: [{ step: '/product -> a product', find: card }] },
    {
      start: '/product',
      links: [
        {
          step: '/product pager (More products)',
          find: (page) => page.locator('main .pager a', { hasText: 'More products' }),
        },
      ],
    },
    {
      start: '/blog',
      links: [{ step: '/blog -> a post', find: (page) => page.locator('main a.blog-card').first() }],
    },
  ];
  const skipped: string[] = [];
  const post = await postLinkingAProduct(baseUrl);
  // A tap there opens the product in a new tab, a full page load of another page, which neither
  // the app nor these modes time (the seeded collar post links one, local/seed-data.ts).
  if (post?.newTab)
    skipped.push(
      `a post -> a product: ${post.path} links one, in a new tab as the spec's rich text opens every link`,
    );
  else if (post) {
    const productLink = (page: Page) =>
      page.locator('main .blog-article__content a[href^="/product/"]').first();
    journeys.push({ start: post.path, links: [{ step: 'a post -> a product', find: productLink }] });
  } else skipped.push('a post -> a product: no post among the newest 20 links a product');
  const [country] = await getJson<Country[]>(baseUrl, '/countries/hierarchy');
  const state = country?.states[0];
  if (!country || !state) skipped.push('/marketplace -> a state -> a district: no country with a state');
  else {
    const byName = (name: string) => (page: Page) => page.getByRole('link', { name, exact: true });
    journeys.push({
      start: marketplacePath,
      links: [
        { find: byName(country.name) },
        { step: '/marketplace -> a state', find: byName(state.name) },
        { step: 'a state -> a district', find: (page) => page.locator('main ul.location-links a').first() },
      ],
    });
  }
  return { journeys, skipped };
}

/** Alone: a seeded local stack of its own, every journey in every mode. */
async function main(): Promise<void> {
  const { startThrowawayStack } = await import('../local/throwaway-stack.ts');
  const { defaultLocalAdmin } = await import('../local/local-admin.ts');
  const stack = await startThrowawayStack({ purpose: 'navigation', admin: defaultLocalAdmin });
  try {
    // `npx tsx bench/navigation-timings.ts /blog tap`: only the journeys from those pages, in those modes.
    const args = process.argv.slice(2);
    const starts = args.filter((arg) => arg.startsWith('/'));
    const modes = navigationModes.filter((mode) => args.includes(mode));
    const timings = await measureNavigationTimings(stack.url, (line) => console.error(line), {
      starts: starts.length > 0 ? starts : undefined,
      modes: modes.length > 0 ? modes : navigationModes,
    });
    console.log(navigationTable(timings));
  } finally {
    await stack.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
