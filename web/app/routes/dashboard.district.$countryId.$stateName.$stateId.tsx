import { dashboardApi } from '../../features/dashboard/dashboard-api.ts';
import { dashboardMeta } from '../../features/dashboard/dashboard-meta.ts';
import { DistrictsPage } from '../../features/dashboard/districts-page.tsx';
import { locationAction } from '../../features/dashboard/location-actions.ts';
import { adminLoad } from '../../features/dashboard/login-redirect.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/route-error.tsx';
import type { Route } from './+types/dashboard.district.$countryId.$stateName.$stateId';

export const meta: Route.MetaFunction = ({ params }) => dashboardMeta(`Districts of ${params.stateName}`);

export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return adminLoad(request, 'districts', () => dashboardApi.districts(params.stateId, request.signal));
}

/** Add (to this state), rename and delete a district. */
export function clientAction({ request, params }: Route.ClientActionArgs) {
  return locationAction(request, 'district', {
    add: (name) => dashboardApi.addDistrict(name, params.stateId),
    rename: dashboardApi.renameDistrict,
    remove: dashboardApi.deleteDistrict,
  });
}

export default function Districts({ loaderData, params }: Route.ComponentProps) {
  return <DistrictsPage stateName={params.stateName} districts={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the districts" />;
}
