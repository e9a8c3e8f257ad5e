/**
 * The owner's dashboard on Lighthouse's throttled phone (issue 37, items 3 and 5), in Debian's
 * Chromium through Playwright, throttled as bench/visitor-timings.ts throttles (150 ms round
 * trips, 1.6 Mbit/s down, CPU 4x slower, 412x823 at 1.75x), signed in, with 1,000 products,
 * 200 posts and 5,000 enquiries in the table (`dashboardData`). The screens are every page
 * under the dashboard's guard in web/app/routes.ts (a new screen is measured once it is added;
 * one with parameters the bench cannot fill fails its check). Each visit is a fresh browser:
 *
 * - login: from the login form's submit to the overview's heading painted, settled;
 * - full load: each screen opened by address with the browser cache off, from the navigation's
 *   start to the first frame painted once the app has hydrated (`html[data-hydrated]`) and the
 *   screen is settled: its heading in `#dash-main`, no loader busy (`aria-busy`), no spinner;
 * - tap: then, with the cache on (the modules the full loads fetched, as on the owner's phone
 *   used every day; data is never cached), from a touch on each link of the dashboard's header
 *   (its menu opened first, untimed), and on the first item of the products' and the posts'
 *   lists, to the next screen painted, settled the same way.
 *
 * Besides: the lists' API calls as the screens make them (median of 9 calls, `timeAdminCall`),
 * and Lighthouse on each screen with the session cookie (its TBT and accessibility score).
 * Budgets (issue 37): hydrated 3 s, a tap 300 ms, a list 300 ms, TBT 200 ms, accessibility
 * 100, login 2 s; each the median of 3. `npm run bench` runs it; alone, on a seeded local stack
 * of its own: `npx tsx bench/dashboard-timings.ts [/dashboard/blog …] [--no-lighthouse]`
 * (after `npm run build`).
 */
import type { Page } from '@playwright/test';
import { generatePath } from 'react-router';
import { launchSlowPhone } from '../local/chromium.ts';
import type { BlogSummary, CountrySummary, Page as ListPage, ProductSummary } from '../shared/api-types.ts';
import { blogPageSize } from '../web/features/dashboard/blog/blog-api.ts';
import { contactPageSize } from '../web/features/dashboard/contact/contact-api.ts';
import { productPageSize } from '../web/features/dashboard/products/products-api.ts';
import { type AdminListTiming, timeAdminCall } from './catalogue.ts';
import type { DynamoDbRequestLog } from './dynamodb-requests.ts';
import { auditPage, type LighthouseResult, medianRun, runsPerPage } from './lighthouse-audit.ts';
import { median } from './median.ts';

export const dashboardRuns = 3;
export const dashboardBudgets = {
  hydratedMs: 3000,
  tapMs: 300,
  listMs: 300,
  tbtMs: 200,
  accessibility: 100,
  loginMs: 2000,
} as const;
/** What the table holds while the dashboard is measured (issue 37). */
export const dashboardData = { products: 1_000, posts: 200, enquiries: 5_000 } as const;

/** One figure of several visits: their median and each. */
export interface Timed {
  medianMs: number;
  runsMs: number[];
}
export interface ScreenTiming extends Timed {
  /** The route's pattern, e.g. `/dashboard/products/:id`, and the address opened. */
  screen: string;
  path: string;
}
export interface TapTiming extends Timed {
  step: string;
  to: string;
}

export interface DashboardTimings {
  data: { products: number; posts: number; enquiries: number };
  /** Time to write the posts and enquiries (the products are the catalogue's). */
  seedSeconds: number;
  login: Timed;
  screens: ScreenTiming[];
  taps: TapTiming[];
  lists: AdminListTiming[];
  /** Lighthouse per screen, the run with the median performance score; empty when not run. */
  lighthouse: LighthouseResult[];
  /** Screens or steps that could not be measured, with why: each fails a check. */
  failed: string[];
}

/** A route of web/app/routes.ts as React Router's helpers give it. */
interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}
const guardFile = 'routes/dashboard._guard.tsx';

/** The route patterns of every screen behind the dashboard's guard (pure; tests/unit/dashboard-timings.test.ts). */
export function signedInScreens(routes: readonly RouteEntry[]): string[] {
  const leaves = (entry: RouteEntry): string[] =>
    entry.children ? entry.children.flatMap(leaves) : entry.path ? [`/${entry.path}`] : [];
  return routes.filter((entry) => entry.file === guardFile).flatMap(leaves);
}

/** Logs in through the API and returns the Cookie header a browser would send. */
export async function adminCookieHeader(baseUrl: string, admin: Admin): Promise<string> {
  const response = await fetch(new URL('/api/admin/login', baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`bench login failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

export interface Admin {
  email: string;
  password: string;
}

async function adminJson<T>(baseUrl: string, path: string, cookie: string): Promise<T> {
  const response = await fetch(new URL(path, baseUrl), { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The address of each screen: a pattern's parameters filled with the first product, post,
 * country and state the admin API lists. A pattern with parameters not known here is left out
 * of `paths` and named in `unknown`.
 */
export async function resolveScreens(
  baseUrl: string,
  cookie: string,
  patterns: readonly string[],
): Promise<{ screens: { screen: string; path: string }[]; unknown: string[] }> {
  const [products, posts, countries] = await Promise.all([
    adminJson<ListPage<ProductSummary>>(baseUrl, '/api/admin/products?limit=1', cookie),
    adminJson<ListPage<BlogSummary>>(baseUrl, '/api/admin/blogs?limit=1', cookie),
    adminJson<CountrySummary[]>(baseUrl, '/countries/view', cookie),
  ]);
  const country = countries.find((one) => one.states.length > 0);
  const state = country?.states[0];
  const known: Record<string, string | undefined> = {
    countryName: country?.name,
    countryId: country?._id,
    stateName: state?.name,
    stateId: state?._id,
  };
  const screens: { screen: string; path: string }[] = [];
  const unknown: string[] = [];
  for (const screen of patterns) {
    const names = [...screen.matchAll(/:(\w+)/g)].map((match) => match[1]);
    const id = screen.startsWith('/dashboard/products/')
      ? products.items[0]?._id
      : screen.startsWith('/dashboard/blogdetail/')
        ? posts.items[0]?._id
        : undefined;
    const values = Object.fromEntries(names.map((name) => [name, name === 'id' ? id : known[name]]));
    if (Object.values(values).some((value) => value === undefined)) unknown.push(screen);
    else screens.push({ screen, path: generatePath(screen, values as Record<string, string>) });
  }
  return { screens, unknown };
}

/**
 * In the page from its first byte: `__loaded` once the app has hydrated and the screen is
 * settled (first frame painted after); `__armScreen(href, on)` before a tap or a submit
 * remembers the heading, starts the clock at the first press (or the form's submit) and stops
 * it at the first frame painted once the address is `href`'s and a new heading is in, settled.
 * A failed screen's message lands in `__screenError`. A string, so no build tool rewrites it.
 */
const screenWatcher = `(() => {
  const state = window;
  const afterNextPaint = (record) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  });
  const settledHeading = () => {
    const main = document.getElementById('dash-main');
    if (!main || main.getAttribute('aria-busy') === 'true' || main.querySelector('.dash-spinner')) return undefined;
    const failed = main.querySelector('.dash-route-error');
    if (failed) state.__screenError = failed.textContent.trim().slice(0, 200);
    const h1 = main.querySelector('h1');
    return h1 && h1.getBoundingClientRect().height > 0 ? h1 : undefined;
  };
  const watchLoad = () => {
    if (document.documentElement && document.documentElement.hasAttribute('data-hydrated') && settledHeading())
      return afterNextPaint((at) => { state.__loaded = at; });
    requestAnimationFrame(watchLoad);
  };
  requestAnimationFrame(watchLoad);
  const watchScreen = () => {
    const screen = state.__screen;
    const h1 = settledHeading();
    const fresh = h1 && (h1 !== screen.oldHeading || h1.textContent !== screen.oldText);
    if (screen.startAt === undefined || location.pathname !== screen.target || !fresh)
      return requestAnimationFrame(watchScreen);
    afterNextPaint((at) => { screen.shownAt = at; });
  };
  state.__armScreen = (href, on) => {
    const old = document.querySelector('h1');
    state.__screen = { target: new URL(href, location.href).pathname, on, oldHeading: old, oldText: old && old.textContent };
    requestAnimationFrame(watchScreen);
  };
  const start = (kind) => (event) => {
    const screen = state.__screen;
    if (screen && screen.startAt === undefined && screen.on === kind) screen.startAt = event.timeStamp;
  };
  for (const type of ['touchstart', 'pointerdown', 'mousedown']) document.addEventListener(type, start('press'), true);
  document.addEventListener('submit', start('submit'), true);
})();`;

interface ScreenWindow {
  __loaded?: number;
  __screenError?: string;
  __screen?: { startAt?: number; shownAt?: number };
  __armScreen(href: string, on: 'press' | 'submit'): void;
}

/**
 * Waits until the page has loaded (`loaded`: `__loaded`) or the armed screen has shown
 * (`shown`), or the screen failed (its message as the error).
 */
async function waitInPage(page: Page, what: string, until: 'loaded' | 'shown') {
  await page.waitForFunction(
    (wanted) => {
      const state = window as unknown as ScreenWindow;
      if (state.__screenError !== undefined) return true;
      return wanted === 'loaded' ? state.__loaded !== undefined : state.__screen?.shownAt !== undefined;
    },
    until,
    { timeout: 30_000, polling: 100 },
  );
  const error = await page.evaluate(() => (window as unknown as ScreenWindow).__screenError);
  if (error) throw new Error(`${what}: ${error}`);
}

/** The time of an armed tap or submit, from its start to the next screen painted. */
async function timeArmed(page: Page, what: string, act: () => Promise<void>): Promise<number> {
  await act();
  await waitInPage(page, what, 'shown');
  const { startAt = 0, shownAt = 0 } = await page.evaluate(
    () => (window as unknown as ScreenWindow).__screen ?? {},
  );
  if (!startAt) throw new Error(`${what}: the tap or submit never reached the page`);
  return Math.round(shownAt - startAt);
}

/** A visit's figures before the medians. */
export interface DashboardVisit {
  loginMs: number;
  screens: Map<string, number>;
  taps: Map<string, { ms: number; to: string }>;
}

/** How long the owner looks at a screen before tapping: the screen's own loading is not the tap's. */
const settleMs = 1000;

async function logIn(page: Page, baseUrl: string, admin: Admin): Promise<number> {
  await page.goto(new URL('/dashboard/das-login', baseUrl).href, { waitUntil: 'load', timeout: 60_000 });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.evaluate(() => (window as unknown as ScreenWindow).__armScreen('/dashboard', 'submit'));
  return timeArmed(page, 'login', () => page.getByRole('button', { name: 'Login' }).tap());
}

async function fullLoad(page: Page, baseUrl: string, path: string): Promise<number> {
  await page.goto(new URL(path, baseUrl).href, { waitUntil: 'commit', timeout: 60_000 });
  await waitInPage(page, path, 'loaded');
  return Math.round(await page.evaluate(() => (window as unknown as ScreenWindow).__loaded ?? 0));
}

/** A tap on `link` (its href), timed; the header's menu is opened first where it is folded away. */
async function tapTo(page: Page, href: string, scope: string): Promise<number> {
  await page.waitForTimeout(settleMs);
  const link = page.locator(`${scope} a[href="${href}"]`).first();
  const toggle = page.locator('.dash-header__menu-toggle');
  if (scope === headerNav && (await toggle.isVisible())) {
    await toggle.tap();
    await link.waitFor({ state: 'visible' });
  }
  await page.evaluate((target) => (window as unknown as ScreenWindow).__armScreen(target, 'press'), href);
  return timeArmed(page, href, () => link.tap());
}

const headerNav = 'nav[aria-label="Dashboard"]';
/** Lists whose first item's screen a tap opens: the list, and the item links' start. */
const itemTaps = [
  { list: '/dashboard/products', item: '/dashboard/products/', step: '/dashboard/products -> a product' },
  { list: '/dashboard/blog', item: '/dashboard/blogdetail/', step: '/dashboard/blog -> a post' },
] as const;

async function visitOnce(
  baseUrl: string,
  admin: Admin,
  screens: readonly { screen: string; path: string }[],
): Promise<DashboardVisit> {
  const { browser, page, cdp } = await launchSlowPhone();
  try {
    await page.addInitScript({ content: screenWatcher });
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const loginMs = await logIn(page, baseUrl, admin);
    const loads = new Map<string, number>();
    for (const { screen, path } of screens) loads.set(screen, await fullLoad(page, baseUrl, path));

    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    const taps = new Map<string, { ms: number; to: string }>();
    await fullLoad(page, baseUrl, '/dashboard');
    const hrefs = await page
      .locator(`${headerNav} a`)
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    // Round the header from the overview, back to it last.
    let from = '/dashboard';
    for (const href of [...hrefs.filter((one) => one !== from), from]) {
      taps.set(`${from} -> ${href}`, { ms: await tapTo(page, href, headerNav), to: href });
      from = href;
    }
    for (const { list, item, step } of itemTaps) {
      await fullLoad(page, baseUrl, list);
      const href = await page
        .locator(`#dash-main a[href^="${item}"]:not([href$="/new"])`)
        .first()
        .getAttribute('href');
      if (!href) throw new Error(`${list}: no item link to tap`);
      taps.set(step, { ms: await tapTo(page, href, '#dash-main'), to: href });
    }
    return { loginMs, screens: loads, taps };
  } finally {
    await browser.close();
  }
}

const timed = (runsMs: number[]): Timed => ({ medianMs: median(runsMs), runsMs });

/** The visits as figures: each screen's and each tap's median (pure; tests/unit/dashboard-timings.test.ts). */
export function summariseVisits(
  screens: readonly { screen: string; path: string }[],
  visits: readonly DashboardVisit[],
): Pick<DashboardTimings, 'login' | 'screens' | 'taps'> {
  const steps = [...new Set(visits.flatMap((visit) => [...visit.taps.keys()]))];
  return {
    login: timed(visits.map((visit) => visit.loginMs)),
    screens: screens.map(({ screen, path }) => ({
      screen,
      path,
      ...timed(visits.flatMap((visit) => visit.screens.get(screen) ?? [])),
    })),
    taps: steps.map((step) => {
      const runs = visits.flatMap((visit) => visit.taps.get(step) ?? []);
      return { step, to: runs.at(-1)?.to ?? '', ...timed(runs.map((run) => run.ms)) };
    }),
  };
}

/** The lists' calls as the screens make them (their first page), at `dashboardData`'s sizes. */
export const dashboardListCalls = [
  { label: 'products, first page', path: `/api/admin/products?limit=${productPageSize}` },
  { label: 'posts, first page', path: `/api/admin/blogs?limit=${blogPageSize}` },
  { label: 'enquiries, first page', path: `/api/cnt/contact?limit=${contactPageSize}` },
  { label: 'enquiries, new ones', path: `/api/cnt/contact?limit=${contactPageSize}&status=new` },
] as const;

/**
 * Everything above on a stack that holds `dashboardData` (the caller seeds it: `seedDashboard`).
 * A visit that fails is tried once more; one that fails twice is named in `failed`.
 */
export async function measureDashboardTimings(
  baseUrl: string,
  admin: Admin,
  requestLog: DynamoDbRequestLog,
  {
    progress = () => {},
    only,
    lighthouse = true,
    data,
  }: {
    progress?: (line: string) => void;
    only?: readonly string[];
    lighthouse?: boolean;
    data: DashboardTimings['data'] & { seedSeconds: number };
  },
): Promise<DashboardTimings> {
  // The stack's enquiry mailer reads each new enquiry off the table's stream (and skips it):
  // none of that may run while the screens are timed.
  await requestLog.whenIdle(3000);
  const cookie = await adminCookieHeader(baseUrl, admin);
  const { default: routes } = await import('../web/app/routes.ts');
  const patterns = signedInScreens(routes).filter((one) => !only || only.includes(one));
  const { screens, unknown } = await resolveScreens(baseUrl, cookie, patterns);
  const failed = unknown.map((screen) => `${screen}: no value known for its parameters`);

  const visits: DashboardVisit[] = [];
  for (let run = 1; run <= dashboardRuns; run++) {
    progress(`dashboard on a throttled phone (visit ${run} of ${dashboardRuns})`);
    try {
      visits.push(
        await visitOnce(baseUrl, admin, screens).catch((error: Error) => {
          progress(`dashboard visit: ${error.message.split('\n')[0]}; trying again`);
          return visitOnce(baseUrl, admin, screens);
        }),
      );
    } catch (error) {
      failed.push(`dashboard visit ${run}: ${(error as Error).message.split('\n')[0]}`);
    }
  }
  const lists: AdminListTiming[] = [];
  for (const call of dashboardListCalls) {
    progress(`dashboard list ${call.path}`);
    lists.push(await timeAdminCall(baseUrl, requestLog, cookie, call));
  }
  const audits: LighthouseResult[] = [];
  for (const { screen, path } of lighthouse ? screens : []) {
    const runs = [];
    for (let run = 1; run <= runsPerPage; run++) {
      progress(`Lighthouse ${path}, signed in (run ${run} of ${runsPerPage})`);
      runs.push(await auditPage(baseUrl, { template: screen, path }, { headers: { Cookie: cookie } }));
    }
    audits.push(medianRun(runs));
  }
  const { seedSeconds, ...sizes } = data;
  return {
    data: sizes,
    seedSeconds,
    ...summariseVisits(screens, visits),
    lists,
    lighthouse: audits,
    failed,
  };
}

/**
 * Adds posts and enquiries until the table holds `dashboardData`'s (the products are the
 * catalogue's 1,000, bench/catalogue.ts), as the counters count them. Returns what it then
 * holds (the product figure is the target's) and the time taken.
 */
export async function seedDashboard(
  progress: (line: string) => void = () => {},
): Promise<DashboardTimings['data'] & { seedSeconds: number }> {
  const started = performance.now();
  const [{ createDashboardPosts, createEnquiries }, { readCounts }] = await Promise.all([
    import('./sample-data.ts'),
    import('../functions/lib/data/table.ts'),
  ]);
  const before = await readCounts();
  progress(`dashboard: ${before.blogs} posts, writing up to ${dashboardData.posts}`);
  await createDashboardPosts(Math.max(0, dashboardData.posts - before.blogs));
  progress(`dashboard: ${before.contacts} enquiries, writing up to ${dashboardData.enquiries}`);
  await createEnquiries(Math.max(0, dashboardData.enquiries - before.contacts));
  const after = await readCounts();
  return {
    products: dashboardData.products,
    posts: after.blogs,
    enquiries: after.contacts,
    seedSeconds: Math.round((performance.now() - started) / 100) / 10,
  };
}

const ms = (figure: Timed) => `${figure.medianMs} ms`;
const met = (pass: boolean) => (pass ? 'yes' : '**no**');

/** The figures as Markdown tables, each row with its budget. */
export function dashboardTables(timings: DashboardTimings): string {
  const audit = (path: string) => timings.lighthouse.find((one) => one.page === path);
  const { data } = timings;
  return [
    `${data.products} products, ${data.posts} posts, ${data.enquiries} enquiries (posts and enquiries written in ${timings.seedSeconds} s). Login, from the form's submit to the overview settled: ${ms(timings.login)} (${timings.login.runsMs.join(', ')}; budget ${dashboardBudgets.loginMs} ms) ${met(timings.login.medianMs <= dashboardBudgets.loginMs)}.`,
    [
      `| screen | opened | hydrated and settled | each visit | met (${dashboardBudgets.hydratedMs} ms) | TBT (${dashboardBudgets.tbtMs} ms) | accessibility | performance |`,
      '|---|---|---|---|---|---|---|---|',
      ...timings.screens.map((r) => {
        const lighthouse = audit(r.path);
        return `| ${r.screen} | ${r.path} | ${ms(r)} | ${r.runsMs.join(', ')} | ${met(r.medianMs <= dashboardBudgets.hydratedMs)} | ${lighthouse ? `${lighthouse.tbtMs} ms` : '-'} | ${lighthouse?.scores.accessibility ?? '-'} | ${lighthouse?.scores.performance ?? '-'} |`;
      }),
    ].join('\n'),
    [
      `| tap | median | each visit | met (${dashboardBudgets.tapMs} ms) |`,
      '|---|---|---|---|',
      ...timings.taps.map(
        (r) =>
          `| ${r.step} | ${ms(r)} | ${r.runsMs.join(', ')} | ${met(r.medianMs <= dashboardBudgets.tapMs)} |`,
      ),
    ].join('\n'),
    [
      `| list call | median | max | items | response KB | DynamoDB req/call | met (${dashboardBudgets.listMs} ms) |`,
      '|---|---|---|---|---|---|---|',
      ...timings.lists.map(
        (r) =>
          `| ${r.query} | ${r.medianMs} ms | ${r.maxMs} ms | ${r.items} | ${(r.responseBytes / 1000).toFixed(1)} | ${r.dynamoDbRequestsPerCall} | ${met(r.medianMs <= dashboardBudgets.listMs)} |`,
      ),
    ].join('\n'),
    ...timings.lighthouse
      .filter((r) => r.failedAudits.length > 0)
      .map((r) => `- ${r.page} failed audits: ${r.failedAudits.join('; ')}`),
    ...timings.failed.map((why) => `Failed: ${why}`),
  ].join('\n\n');
}

/** Alone: a local stack of its own with the bench's 10 districts, 1,000 products, 200 posts and 5,000 enquiries. */
async function main(): Promise<void> {
  const { startThrowawayStack } = await import('../local/throwaway-stack.ts');
  const { defaultLocalAdmin } = await import('../local/local-admin.ts');
  const stack = await startThrowawayStack({
    purpose: 'dashboard',
    admin: defaultLocalAdmin,
    seed: false,
    publishingTimer: false,
  });
  try {
    const { recordDynamoDbRequests } = await import('./dynamodb-requests.ts');
    const { createSmallLocations, growProducts } = await import('./sample-data.ts');
    const { specProducts } = await import('../functions/lib/data/spec-catalogue.ts');
    const requestLog = recordDynamoDbRequests();
    const log = (line: string) => console.error(line);
    // A country with states, so the state and district screens have an address.
    await createSmallLocations();
    log(`writing products up to ${dashboardData.products}`);
    // Alone it runs beside other work more often than the full bench does: 4 writes at a time.
    await growProducts(specProducts.length, dashboardData.products, 4);
    const data = await seedDashboard(log);
    const args = process.argv.slice(2);
    const only = args.filter((arg) => arg.startsWith('/'));
    const timings = await measureDashboardTimings(stack.url, defaultLocalAdmin, requestLog, {
      progress: log,
      only: only.length > 0 ? only : undefined,
      lighthouse: !args.includes('--no-lighthouse'),
      data,
    });
    console.log(dashboardTables(timings));
  } finally {
    await stack.dispose();
  }
}

// A failure ends the run at once: writes still in flight (the seeding's other workers) would
// otherwise keep the process waiting on a stack that has stopped.
if (import.meta.url === `file://${process.argv[1]}`)
  await main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
