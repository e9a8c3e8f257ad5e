import { AccountPage, accountAction } from '../../features/dashboard/accounts/account-page.tsx';
import { dashboardApi } from '../../features/dashboard/shell/dashboard-api.ts';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { adminLoad } from '../../features/dashboard/shell/login-redirect.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.account';

export const meta: Route.MetaFunction = () => dashboardMeta('Password and sessions');

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return adminLoad(request, 'sessions', () => dashboardApi.sessions(request.signal));
}

/** Change your password, sign one session out, sign out everywhere. */
export function clientAction({ request }: Route.ClientActionArgs) {
  return accountAction(request);
}

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage sessions={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="your sessions" />;
}
