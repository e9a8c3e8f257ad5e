import { LoginPage, loginAction } from '../../features/dashboard/accounts/login-page.tsx';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { returnParam } from '../../features/dashboard/shell/login-redirect.ts';
import { DashboardFallback, SignedOutPageError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.das-login';

export const meta: Route.MetaFunction = () => dashboardMeta('Login');

/** Where the guard was sending the admin (`?redirectTo=`), to go back there after login. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return { returnTo: new URL(request.url).searchParams.get(returnParam) ?? '' };
}

/** Login, and the header's Logout (`intent=logout`). */
export function clientAction({ request }: Route.ClientActionArgs) {
  return loginAction(request);
}

export default function Login({ loaderData }: Route.ComponentProps) {
  return <LoginPage returnTo={loaderData.returnTo} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SignedOutPageError error={error} what="the login" />;
}
