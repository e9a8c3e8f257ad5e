import { useLocation } from 'react-router';
import { cursorParam, type MoreToLoad } from './paging.ts';

/**
 * 'Load more' under a paged list: a GET form of the list's fetcher that asks the route's
 * loader for the page after the last one shown, which the list appends (paging.ts). The
 * list's filters named in `keep` (a status) go with it.
 */
export function LoadMore({ list, keep = [] }: { list: MoreToLoad; keep?: readonly string[] }) {
  const { search } = useLocation();
  if (!list.nextCursor) return null;
  const kept = [...new URLSearchParams(search)].filter(([name]) => keep.includes(name));
  return (
    <list.fetcher.Form method="get" preventScrollReset className="dash-load-more">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={cursorParam} value={list.nextCursor} />
      <button type="submit" className="dash-button dash-button--secondary" disabled={list.loading}>
        {list.loading ? 'Loading…' : 'Load more'}
      </button>
    </list.fetcher.Form>
  );
}
