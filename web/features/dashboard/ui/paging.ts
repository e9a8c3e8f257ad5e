import { useEffect, useId, useRef, useState } from 'react';
import { type FetcherWithComponents, useFetcher } from 'react-router';
import type { Page } from '../../../../shared/api-types.ts';

/** The query parameter a paged screen's loader reads: the page after this cursor. */
export const cursorParam = 'cursor';

/** The cursor a paged screen's loader was asked for (none: the first page). */
export const cursorOf = (request: Request): string | undefined =>
  new URL(request.url).searchParams.get(cursorParam) || undefined;

/**
 * A paged list as a screen shows it: the route's first page, then each page 'Load more'
 * asked for, appended (one request per click: the route's own loader answers `?cursor=`
 * through a fetcher, and the earlier pages are not read again). A revalidation reads only
 * the first page again, so what an action changed or deleted further down is patched here
 * (`update`, `remove`); items the fresh first page holds win over their appended copies.
 * A screen with filters is keyed by them, so another filter starts a new list.
 */
export function useAppendedList<T extends { _id: string }, Data>(
  first: Page<T>,
  pageOf: (data: Data) => Page<T>,
) {
  const [appended, setAppended] = useState<Page<T> & { pages: number }>({ items: [], pages: 0 });
  // A fetcher per page: once its page is taken the next click gets a new one, and React
  // Router forgets the old, so an action's revalidation never reads an appended page again.
  const listId = useId();
  const fetcher = useFetcher<Data>({ key: `${listId}-page-${appended.pages + 1}` });
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [patches, setPatches] = useState<ReadonlyMap<string, Partial<T>>>(new Map());
  const taken = useRef<Data | undefined>(undefined);

  useEffect(() => {
    // What the clientLoader returned, as it returned it (no serialisation on the client).
    const data = fetcher.data as Data | undefined;
    if (fetcher.state !== 'idle' || data === undefined || taken.current === data) return;
    taken.current = data;
    const page = pageOf(data);
    setAppended((earlier) => ({
      items: [...earlier.items, ...page.items],
      nextCursor: page.nextCursor,
      pages: earlier.pages + 1,
    }));
  }, [fetcher.state, fetcher.data, pageOf]);

  const inFirst = new Set(first.items.map((item) => item._id));
  const items = [...first.items, ...appended.items.filter((item) => !inFirst.has(item._id))]
    .filter((item) => !removed.has(item._id))
    .map((item) => {
      const patch = patches.get(item._id);
      // The first page is fresh from the server: a patch only corrects the pages after it.
      return patch && !inFirst.has(item._id) ? { ...item, ...patch } : item;
    });
  return {
    items,
    nextCursor: appended.pages > 0 ? appended.nextCursor : first.nextCursor,
    fetcher,
    loading: fetcher.state !== 'idle',
    remove: (id: string) => setRemoved((earlier) => new Set(earlier).add(id)),
    update: (id: string, patch: Partial<T>) =>
      setPatches((earlier) => new Map(earlier).set(id, { ...earlier.get(id), ...patch })),
  };
}

/** What 'Load more' needs of a list (load-more.tsx). */
export interface MoreToLoad {
  nextCursor?: string;
  loading: boolean;
  fetcher: Pick<FetcherWithComponents<unknown>, 'Form'>;
}
