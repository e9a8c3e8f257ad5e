import { Form, useLocation, useNavigation } from 'react-router';
import { pagesParam } from './paging.ts';

/**
 * 'Load more' under a paged list: a GET form that asks the route for one page more
 * (`?pages=n+1`), so the loader revalidates the whole list and the URL keeps what is shown.
 */
export function LoadMore({ pages, keep = [] }: { pages: number; keep?: readonly string[] }) {
  const navigation = useNavigation();
  const { pathname, search } = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === pathname;
  // The list's other choices named in `keep` (a status filter) stay in the URL.
  const kept = [...new URLSearchParams(search)].filter(([name]) => keep.includes(name));
  return (
    <Form method="get" replace preventScrollReset className="dash-load-more">
      {kept.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <input type="hidden" name={pagesParam} value={pages + 1} />
      <button type="submit" className="dash-button dash-button--secondary" disabled={pending}>
        {pending ? 'Loading…' : 'Load more'}
      </button>
    </Form>
  );
}
