import { ForgotPasswordPage, forgotPasswordAction } from '../../features/dashboard/account-link-pages.tsx';
import { dashboardMeta } from '../../features/dashboard/dashboard-meta.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/route-error.tsx';
import type { Route } from './+types/dashboard.forgot-password';

export const meta: Route.MetaFunction = () => dashboardMeta('Forgot password');

export function clientAction({ request }: Route.ClientActionArgs) {
  return forgotPasswordAction(request);
}

export default function Page() {
  return <ForgotPasswordPage />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <div className="dash-root dash-root--centered">
      <main className="dash-login__card">
        <RouteError error={error} what="this page" />
      </main>
    </div>
  );
}
