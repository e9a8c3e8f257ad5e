import { AdminsPage, adminsAction, loadAdmins } from '../../features/dashboard/accounts/admins-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.admins';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Admins', 'the admins');

export const clientLoader = loadAdmins;

/** Invite an admin, remove one. */
export const clientAction = adminsAction;

export default function Admins({ loaderData }: Route.ComponentProps) {
  return <AdminsPage admins={loaderData} />;
}
