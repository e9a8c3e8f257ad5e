import { SetPasswordPage, setPasswordAction } from '../../features/dashboard/accounts/account-link-pages.tsx';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { DashboardFallback, SignedOutPageError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.set-password';

export const meta: Route.MetaFunction = () => dashboardMeta('Choose your password');

export function clientAction({ request }: Route.ClientActionArgs) {
  return setPasswordAction(request);
}

export default function Page() {
  return <SetPasswordPage />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <SignedOutPageError error={error} what="this page" />;
}
