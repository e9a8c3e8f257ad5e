import { AdminsPage, adminsAction } from '../../features/dashboard/accounts/admins-page.tsx';
import { dashboardApi } from '../../features/dashboard/shell/dashboard-api.ts';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { adminLoad } from '../../features/dashboard/shell/login-redirect.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.admins';

export const meta: Route.MetaFunction = () => dashboardMeta('Admins');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad(request, 'admins', () => dashboardApi.admins(request.signal));
}

/** Invite an admin, remove one. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return adminsAction(request);
}

export default function Admins({ loaderData }: Route.ComponentProps) {
  return <AdminsPage admins={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the admins" />;
}
