import { dashboardApi } from '../../features/dashboard/dashboard-api.ts';
import { dashboardMeta } from '../../features/dashboard/dashboard-meta.ts';
import { locationAction } from '../../features/dashboard/location-actions.ts';
import { adminLoad } from '../../features/dashboard/login-redirect.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/route-error.tsx';
import { StatesPage } from '../../features/dashboard/states-page.tsx';
import type { Route } from './+types/dashboard.state.$countryName.$countryId';

export const meta: Route.MetaFunction = ({ params }) => dashboardMeta(`States of ${params.countryName}`);

export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return adminLoad(request, 'states', () => dashboardApi.states(params.countryId, request.signal));
}

/** Add (to this country), rename and delete a state. */
export function clientAction({ request, params }: Route.ClientActionArgs) {
  return locationAction(request, 'state', {
    add: (name) => dashboardApi.addState(name, params.countryId),
    rename: dashboardApi.renameState,
    remove: dashboardApi.deleteState,
  });
}

export default function States({ loaderData, params }: Route.ComponentProps) {
  return <StatesPage countryName={params.countryName} countryId={params.countryId} states={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the states" />;
}
