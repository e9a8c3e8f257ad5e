import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs, MetaArgs } from 'react-router';
import { dashboardMeta } from '../shell/dashboard-meta.ts';
import { adminLoad } from '../shell/login-redirect.ts';
import { DashboardFallback, RouteError } from '../shell/route-error.tsx';
import { locationAction } from './location-actions.ts';
import { type LocationKind, locationLevels } from './location-levels.ts';
import { LocationsPage } from './locations-page.tsx';

/**
 * The route module of a location level: the three route files under web/app/routes/ export
 * these, so a level's screen, data and actions are all in location-levels.ts.
 */
export function locationRoute(kind: LocationKind) {
  // Each level's items differ; the page and the description agree on them per level.
  const level = locationLevels[kind] as (typeof locationLevels)['state'];
  return {
    meta: ({ params }: MetaArgs) => dashboardMeta(level.title(params)),
    clientLoader: ({ request, params }: ClientLoaderFunctionArgs) =>
      adminLoad(request, level.plural, () => level.load(params, request.signal)),
    /** Add (under the level above), rename and delete. */
    clientAction: ({ request, params }: ClientActionFunctionArgs) =>
      locationAction(request, level.kind, level.calls(params)),
    Component: function LocationRoute({
      loaderData,
      params,
    }: {
      loaderData: Awaited<ReturnType<typeof level.load>>;
      params: Record<string, string | undefined>;
    }) {
      return <LocationsPage level={level} params={params} items={loaderData} />;
    },
    HydrateFallback: DashboardFallback,
    ErrorBoundary: ({ error }: { error: unknown }) => (
      <RouteError error={error} what={`the ${level.plural}`} />
    ),
  };
}
