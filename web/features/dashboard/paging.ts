import type { Page } from '../../../shared/api-types.ts';

/** The query parameter of a paged list: how many pages are shown ('Load more' adds one). */
export const pagesParam = 'pages';
/** No URL can make a loader walk more pages than this. */
export const maxShownPages = 50;

export function shownPages(url: URL): number {
  const pages = Number.parseInt(url.searchParams.get(pagesParam) ?? '1', 10);
  return Number.isFinite(pages) ? Math.min(Math.max(pages, 1), maxShownPages) : 1;
}

/** The first pages of a list, as one list: what a paged screen shows and revalidates. */
export interface ShownPages<T> {
  items: T[];
  /** Set when there is more to load. */
  nextCursor?: string;
  pages: number;
}

/** Follows the cursors from the start for up to `pages` pages. */
export async function loadPages<T>(
  pages: number,
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
): Promise<ShownPages<T>> {
  const items: T[] = [];
  let cursor: string | undefined;
  let loaded = 0;
  do {
    const page = await fetchPage(cursor);
    items.push(...page.items);
    cursor = page.nextCursor;
    loaded += 1;
  } while (cursor && loaded < pages);
  return { items, nextCursor: cursor, pages: loaded };
}
