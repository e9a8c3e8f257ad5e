import { AccountPage, accountAction, loadSessions } from '../../features/dashboard/accounts/account-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.account';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute(
  'Password and sessions',
  'your sessions',
);

export const clientLoader = loadSessions;

/** Change your password, sign one session out, sign out everywhere. */
export const clientAction = accountAction;

export default function Account({ loaderData }: Route.ComponentProps) {
  return <AccountPage sessions={loaderData} />;
}
