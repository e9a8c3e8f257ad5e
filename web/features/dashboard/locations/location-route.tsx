import type { ClientActionFunctionArgs, ClientLoaderFunctionArgs, MetaArgs } from 'react-router';
import { dashboardPageRoute } from '../shell/dashboard-route.tsx';
import { adminLoad } from '../shell/login-redirect.ts';
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
    ...dashboardPageRoute(({ params }: MetaArgs) => level.title(params), `the ${level.plural}`),
    clientLoader: ({ request, params }: ClientLoaderFunctionArgs) =>
      adminLoad(request, level.plural, () => level.load(params, request.signal)),
    /** Add (under the level above), rename and delete. */
    clientAction: ({ request, params }: ClientActionFunctionArgs) =>
      locationAction(request, level.kind, level.calls(params), level.nameSchema),
    Component: function LocationRoute({
      loaderData,
      params,
    }: {
      loaderData: Awaited<ReturnType<typeof level.load>>;
      params: Record<string, string | undefined>;
    }) {
      return <LocationsPage level={level} params={params} items={loaderData} />;
    },
  };
}
