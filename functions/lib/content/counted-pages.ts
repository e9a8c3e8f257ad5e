import { searchPagePath } from '../../../shared/site-pages.ts';
import { listPages } from './sitemap.ts';

/**
 * The pages the visit beacon counts: every page the sitemap lists (static pages, published
 * products, posts, places, docs/decisions/071) and the search page. Only a path in this set
 * gets a counter, so 10,000 made-up paths make no item. Read at most once a minute per warm
 * function, and again (at most every 10 s) when a path is missing, so a page published a
 * moment ago is counted soon without every made-up path costing a read.
 */
const freshForMs = 60_000;
const missReadAfterMs = 10_000;
let known: { paths: Set<string>; readAt: number } | undefined;

async function readPaths(now: number): Promise<Set<string>> {
  const pages = await listPages();
  const paths = new Set([searchPagePath, ...pages.map((page) => page.path.replace(/\?.*$/, ''))]);
  known = { paths, readAt: now };
  return paths;
}

/** True when `path` is a public page of the site now (a path only, no query). */
export async function isCountedPage(path: string, now = Date.now()): Promise<boolean> {
  if (!known || now - known.readAt > freshForMs) return (await readPaths(now)).has(path);
  if (known.paths.has(path)) return true;
  return now - known.readAt > missReadAfterMs && (await readPaths(now)).has(path);
}

/** Forgets the pages read (tests). */
export const forgetCountedPages = (): void => {
  known = undefined;
};
