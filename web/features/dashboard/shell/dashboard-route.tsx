import type { MetaArgs } from 'react-router';
import { dashboardMeta } from './dashboard-meta.ts';
import { DashboardFallback, RouteError, SignedOutPageError } from './route-error.tsx';

/**
 * What every dashboard page's route module has alike: its title (kept out of search engines;
 * a function for one made from the URL or the data), the spinner while its first data loads,
 * and what it shows when loading fails (`what` is the thing that could not load: 'the admins').
 */
export function dashboardPageRoute<Args = MetaArgs>(title: string | ((args: Args) => string), what: string) {
  return {
    meta: (args: Args) => dashboardMeta(typeof title === 'string' ? title : title(args)),
    HydrateFallback: DashboardFallback,
    ErrorBoundary: ({ error }: { error: unknown }) => <RouteError error={error} what={what} />,
  };
}

/** The same for a page reached without a session (the login and the password links). */
export function signedOutPageRoute(title: string, what: string) {
  return {
    ...dashboardPageRoute(title, what),
    ErrorBoundary: ({ error }: { error: unknown }) => <SignedOutPageError error={error} what={what} />,
  };
}
