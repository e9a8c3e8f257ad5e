import { lazy, Suspense, useEffect, useState } from 'react';
import { browserConnection, connectionAllowsPrefetch } from '../lib/idle-prefetch.ts';
import { whenIdle } from '../lib/when-idle.ts';

/**
 * What fetches a page before its link is tapped (prefetch-page.tsx), loaded with the first one
 * due: only once the page is idle, so its code is not part of the first page's bytes either.
 * A module of its own, so the dashboard gets it without the public links (page-link.tsx).
 */
export const PrefetchPage = lazy(() => import('./prefetch-page.tsx'));

/**
 * The pages an app of few screens moves between (the dashboard's, issue 37), fetched once the
 * page has hydrated (effects run after it) and the browser is idle, whether their links are in
 * view or not (the dashboard's header folds them away on a phone); never on Save-Data or 2G.
 * A route with client loaders only has nothing for `PrefetchPageLinks` to fetch but its modules
 * and stylesheets: no data, no API call, so nothing the admin has not asked for yet runs.
 */
export function IdlePrefetchPages({ pages }: { pages: readonly string[] }) {
  const [due, setDue] = useState(false);
  useEffect(() => {
    if (!connectionAllowsPrefetch(browserConnection())) return;
    return whenIdle(() => setDue(true));
  }, []);
  if (!due) return null;
  return (
    <Suspense fallback={null}>
      {pages.map((page) => (
        <PrefetchPage key={page} page={page} />
      ))}
    </Suspense>
  );
}
