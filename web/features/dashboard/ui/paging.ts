import { useEffect, useId, useReducer, useRef } from 'react';
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
/** What a screen added to its first page: the pages appended, and what actions changed. */
interface AppendedState<T> {
  items: T[];
  nextCursor?: string;
  pages: number;
  removed: ReadonlySet<string>;
  patches: ReadonlyMap<string, Partial<T>>;
}

type AppendedChange<T> =
  | { type: 'page'; page: Page<T> }
  | { type: 'remove'; id: string }
  | { type: 'update'; id: string; patch: Partial<T> };

function appendedReducer<T>(state: AppendedState<T>, change: AppendedChange<T>): AppendedState<T> {
  switch (change.type) {
    case 'page':
      return {
        ...state,
        items: [...state.items, ...change.page.items],
        nextCursor: change.page.nextCursor,
        pages: state.pages + 1,
      };
    case 'remove':
      return { ...state, removed: new Set(state.removed).add(change.id) };
    case 'update':
      return {
        ...state,
        patches: new Map(state.patches).set(change.id, { ...state.patches.get(change.id), ...change.patch }),
      };
  }
}

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
  const [appended, change] = useReducer(appendedReducer<T>, {
    items: [],
    pages: 0,
    removed: new Set<string>(),
    patches: new Map<string, Partial<T>>(),
  });
  // A fetcher per page: once its page is taken the next click gets a new one, and React
  // Router forgets the old, so an action's revalidation never reads an appended page again.
  const listId = useId();
  const fetcher = useFetcher<Data>({ key: `${listId}-page-${appended.pages + 1}` });
  const taken = useRef<Data | undefined>(undefined);

  useEffect(() => {
    // What the clientLoader returned, as it returned it (no serialisation on the client).
    const data = fetcher.data as Data | undefined;
    if (fetcher.state !== 'idle' || data === undefined || taken.current === data) return;
    taken.current = data;
    change({ type: 'page', page: pageOf(data) });
  }, [fetcher.state, fetcher.data, pageOf]);

  const inFirst = new Set(first.items.map((item) => item._id));
  const items = [...first.items, ...appended.items.filter((item) => !inFirst.has(item._id))]
    .filter((item) => !appended.removed.has(item._id))
    .map((item) => {
      const patch = appended.patches.get(item._id);
      // The first page is fresh from the server: a patch only corrects the pages after it.
      return patch && !inFirst.has(item._id) ? { ...item, ...patch } : item;
    });
  return {
    items,
    nextCursor: appended.pages > 0 ? appended.nextCursor : first.nextCursor,
    fetcher,
    loading: fetcher.state !== 'idle',
    remove: (id: string) => change({ type: 'remove', id }),
    update: (id: string, patch: Partial<T>) => change({ type: 'update', id, patch }),
  };
}

/** What 'Load more' needs of a list (load-more.tsx). */
export interface MoreToLoad {
  nextCursor?: string;
  loading: boolean;
  fetcher: Pick<FetcherWithComponents<unknown>, 'Form'>;
}
