import { useContext, useMemo } from 'react';
import {
  PrefetchPageLinks,
  UNSAFE_DataRouterContext,
  UNSAFE_FrameworkContext,
  useMatches,
} from 'react-router';

/**
 * The next page's own stylesheets (its route modules' CSS in React Router's manifest), which
 * `PrefetchPageLinks` leaves out although a navigation waits for each of them to load before it
 * renders the page (a round trip after the tap). Into the HTTP cache, where they stay (immutable).
 */
function PrefetchPageStyles({ page }: { page: string }) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  const hrefs = useMemo(() => {
    // The layouts this page shares with the next one are on the screen already (inlined).
    const shown = new Set(matches.map((match) => match.id));
    const next = (router?.match(page) ?? []).filter((match) => !shown.has(match.route.id));
    return new Set(next.flatMap((match) => manifest?.routes[match.route.id]?.css ?? []));
  }, [router, manifest, matches, page]);
  return [...hrefs].map((href) => <link key={href} rel="prefetch" as="style" href={href} />);
}

/** Everything a navigation to `page` waits for (its modules, data and stylesheets), into the browser's caches. */
export default function PrefetchPage({ page }: { page: string }) {
  return (
    <>
      <PrefetchPageLinks page={page} />
      <PrefetchPageStyles page={page} />
    </>
  );
}
