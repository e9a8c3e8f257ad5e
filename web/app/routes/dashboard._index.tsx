import { useRouteLoaderData } from 'react-router';
import { ContactTable } from '../../features/dashboard/contact/contact-table.tsx';
import { OverviewPage } from '../../features/dashboard/overview/overview-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { clientLoader as guardLoader } from './dashboard._guard.tsx';
import { guardRouteId } from './dashboard._guard.tsx';

export const { meta, ErrorBoundary } = dashboardPageRoute('Overview', 'the overview');

/**
 * The overview shows exactly what the guard loaded (`GET /api/admin/dashboard-data`, asked
 * again on every visit), so it has no clientLoader of its own: one request, not two.
 */
export default function Overview() {
  const data = useRouteLoaderData<typeof guardLoader>(guardRouteId);
  if (!data) throw new Error('The overview is rendered outside the dashboard guard.');
  return (
    <OverviewPage
      data={data}
      messageTable={(messages) => <ContactTable messages={messages} caption="Latest contact messages" />}
    />
  );
}
