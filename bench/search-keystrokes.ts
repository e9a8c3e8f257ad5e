/**
 * The header search on Lighthouse's throttled phone (issue 20, item 5): in Debian's Chromium
 * through Playwright, throttled as bench/visitor-timings.ts throttles (CPU 4x, 150 ms, 1.6
 * Mbit/s, 412x823 at 1.75x), the visitor opens the search, which fetches its index on the
 * first focus; once the index is in, `typedText` is typed a key at a time. Each keystroke is
 * timed in the page with performance.now(): from the key's event to the first frame painted
 * after the dropdown last changed for it (a MutationObserver on the search form; a keystroke
 * that changes nothing in the dropdown counts to the first frame after its input event).
 * Three visits, each in a fresh browser: a key's figure is its median, as the visitor timings
 * are (one visit's first key ranged 32-65 ms on this machine while its median stayed 38).
 * Budget: every keystroke within 50 ms.
 *
 * Alone, on a seeded local stack of its own: `npx tsx bench/search-keystrokes.ts`.
 */
import type { Page } from '@playwright/test';
import { launchSlowPhone } from '../local/chromium.ts';
import { median } from './median.ts';

export const searchBudgets = { keystrokeMs: 50 } as const;
/** Typed a key at a time: its first letters match many of the bench's names, its last a few. */
export const typedText = 'leash';
/** How long the dropdown must stay unchanged before the harness types the next key. */
const settleMs = 700;
/** Visits, each typing the whole text: a key's time is its median. */
export const searchRuns = 3;

export interface Keystroke {
  /** The text after the key, e.g. `lea`. */
  text: string;
  ms: number;
  /** Options the dropdown showed for it (0 with "No products found"). */
  options: number;
  /** Each visit's time, `ms` being their median. */
  runsMs: number[];
}

export interface SearchKeystrokes {
  page: string;
  /** Whether focusing the search fetched `/api/products/search-index`, and how long after the focus it had arrived. */
  indexFetched: boolean;
  indexLoadedMs?: number;
  keystrokes: Keystroke[];
  medianMs: number;
  maxMs: number;
}

/**
 * In the page: each key's time, and the first frame painted after its input event and after
 * the search form's last change. A string, so no build tool rewrites it.
 */
const keystrokeWatcher = `(() => {
  const state = window;
  state.__keys = [];
  const afterNextPaint = (record) => requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => record(performance.now());
    channel.port2.postMessage(null);
  });
  document.addEventListener('keydown', (event) => {
    state.__keys.push({ keyAt: event.timeStamp, inputPaintAt: 0, changePaintAt: 0 });
  }, true);
  document.addEventListener('input', () => {
    const key = state.__keys.at(-1);
    if (key) afterNextPaint((at) => { key.inputPaintAt = at; });
  }, true);
  state.__watchSearch = (targets) => {
    const observer = new MutationObserver(() => {
      const key = state.__keys.at(-1);
      if (key) afterNextPaint((at) => { key.changePaintAt = Math.max(key.changePaintAt, at); });
    });
    for (const target of targets)
      observer.observe(target, { subtree: true, childList: true, attributes: true, characterData: true });
  };
})();`;

/** The visible search box: the header's own on a wide screen, the search panel's on a phone. */
async function openSearch(page: Page) {
  const visible = page.locator('form[role="search"] input[role="combobox"]:visible');
  if ((await visible.count()) === 0) await page.locator('[popovertarget="mobile-search"]').tap();
  const input = visible.first();
  await input.waitFor({ state: 'visible', timeout: 10_000 });
  return input;
}

/** One visit: its index's arrival, and each key's time and options. */
interface SearchVisit {
  indexFetched: boolean;
  indexLoadedMs?: number;
  keystrokes: Omit<Keystroke, 'runsMs'>[];
}

export async function measureSearchKeystrokes(baseUrl: string, path = '/'): Promise<SearchKeystrokes> {
  const visits: SearchVisit[] = [];
  for (let run = 0; run < searchRuns; run++) visits.push(await visitOnce(baseUrl, path));
  const keystrokes = visits[0].keystrokes.map(({ text, options }, index): Keystroke => {
    const runsMs = visits.map((visit) => visit.keystrokes[index].ms);
    return { text, options, ms: median(runsMs), runsMs };
  });
  const times = keystrokes.map((one) => one.ms);
  const loaded = visits.flatMap((visit) => (visit.indexLoadedMs === undefined ? [] : [visit.indexLoadedMs]));
  return {
    page: path,
    indexFetched: visits.every((visit) => visit.indexFetched),
    indexLoadedMs: loaded.length ? median(loaded) : undefined,
    keystrokes,
    medianMs: median(times),
    maxMs: Math.max(...times),
  };
}

async function visitOnce(baseUrl: string, path: string): Promise<SearchVisit> {
  const { browser, page } = await launchSlowPhone({ deviceScaleFactor: 1.75 });
  try {
    await page.addInitScript({ content: keystrokeWatcher });
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'load' });
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 60_000 });

    const indexResponse = page
      .waitForResponse((response) => new URL(response.url()).pathname === '/api/products/search-index', {
        timeout: 30_000,
      })
      .catch(() => undefined);
    const focusedAt = performance.now();
    const input = await openSearch(page);
    await input.focus();
    const response = await indexResponse;
    if (response && !response.ok()) throw new Error(`the search index answered ${response.status()}`);
    await response?.finished();
    const indexLoadedMs = response ? Math.round(performance.now() - focusedAt) : undefined;
    // The search form, and the dropdown's own container should it live outside the form.
    await input.evaluate((element) => {
      const listbox = document.getElementById(element.getAttribute('aria-controls') ?? '');
      const form = element.closest('form') ?? element;
      const targets = [
        form,
        ...(listbox?.parentElement && !form.contains(listbox) ? [listbox.parentElement] : []),
      ];
      (window as unknown as { __watchSearch(targets: Element[]): void }).__watchSearch(targets);
    });

    const keystrokes: SearchVisit['keystrokes'] = [];
    for (const [n, key] of [...typedText].entries()) {
      await page.keyboard.press(key);
      await page.waitForTimeout(settleMs);
      const figures = await input.evaluate((element, index) => {
        const record = (window as unknown as { __keys: Record<string, number>[] }).__keys[index];
        const listbox = document.getElementById(element.getAttribute('aria-controls') ?? '');
        const dropdown = listbox?.parentElement ?? element.closest('form') ?? document;
        const empty = /no products found/i.test(dropdown.textContent ?? '');
        return {
          value: (element as HTMLInputElement).value,
          keyAt: record?.keyAt ?? 0,
          paintedAt: Math.max(record?.inputPaintAt ?? 0, record?.changePaintAt ?? 0),
          options: empty ? 0 : (listbox ?? dropdown).querySelectorAll('[role="option"]').length,
        };
      }, n);
      const text = typedText.slice(0, n + 1);
      if (figures.value !== text) throw new Error(`the search box holds "${figures.value}", not "${text}"`);
      if (!figures.keyAt || !figures.paintedAt) throw new Error(`no paint was seen after typing "${text}"`);
      keystrokes.push({ text, ms: Math.round(figures.paintedAt - figures.keyAt), options: figures.options });
    }
    return { indexFetched: response !== undefined, indexLoadedMs, keystrokes };
  } finally {
    await browser.close();
  }
}

/** The figures as Markdown. */
export function searchKeystrokesTable(result: SearchKeystrokes): string {
  return [
    `| typed | options shown | key to dropdown painted, median (budget ${searchBudgets.keystrokeMs} ms) | each visit |`,
    '|---|---|---|---|',
    ...result.keystrokes.map(
      (one) =>
        `| ${one.text} | ${one.options} | ${one.ms} ms | ${one.runsMs.map((ms) => `${ms} ms`).join(', ')} |`,
    ),
  ].join('\n');
}

/** Alone: a local stack of its own with the bench's 1,000 products. */
async function main(): Promise<void> {
  const { startThrowawayStack } = await import('../local/throwaway-stack.ts');
  const { defaultLocalAdmin } = await import('../local/local-admin.ts');
  const stack = await startThrowawayStack({ purpose: 'search', admin: defaultLocalAdmin, seed: false });
  try {
    const [{ growProducts }, { specProducts }] = await Promise.all([
      import('./sample-data.ts'),
      import('../functions/lib/data/spec-catalogue.ts'),
    ]);
    console.error('writing 1,000 products');
    await growProducts(specProducts.length, 1_000);
    const result = await measureSearchKeystrokes(stack.url);
    console.log(searchKeystrokesTable(result));
    console.log(JSON.stringify(result));
  } finally {
    await stack.dispose();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
