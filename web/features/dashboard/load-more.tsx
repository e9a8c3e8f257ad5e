import { Form, useLocation, useNavigation } from 'react-router';
import { pagesParam } from './paging.ts';

/**
 * 'Load more' under a paged list: a GET form that asks the route for one page more
 * (`?pages=n+1`), so the loader revalidates the whole list and the URL keeps what is shown.
 */
export function LoadMore({ pages }: { pages: number }) {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const pending = navigation.state === 'loading' && navigation.location.pathname === pathname;
  return (
    <Form method="get" replace preventScrollReset className="dash-load-more">
      <input type="hidden" name={pagesParam} value={pages + 1} />
      <button type="submit" className="dash-button dash-button--secondary" disabled={pending}>
        {pending ? 'Loading…' : 'Load more'}
      </button>
    </Form>
  );
}
