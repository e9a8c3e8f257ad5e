import { CountriesPage } from '../../features/dashboard/countries-page.tsx';
import { dashboardApi } from '../../features/dashboard/dashboard-api.ts';
import { dashboardMeta } from '../../features/dashboard/dashboard-meta.ts';
import { locationAction } from '../../features/dashboard/location-actions.ts';
import { adminLoad } from '../../features/dashboard/login-redirect.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/route-error.tsx';
import type { Route } from './+types/dashboard.countrypage';

export const meta: Route.MetaFunction = () => dashboardMeta('Countries');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad(request, 'countries', () => dashboardApi.countries(request.signal));
}

/** Add, rename and delete a country. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return locationAction(request, 'country', {
    add: dashboardApi.addCountry,
    rename: dashboardApi.renameCountry,
    remove: dashboardApi.deleteCountry,
  });
}

export default function Countries({ loaderData }: Route.ComponentProps) {
  return <CountriesPage countries={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the countries" />;
}
