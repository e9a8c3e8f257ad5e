import { useRouteLoaderData } from 'react-router';
import { ContactTable } from '../../features/dashboard/contact/contact-table.tsx';
import { OverviewPage } from '../../features/dashboard/overview/overview-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import { loadLaunchChecklist } from '../../features/dashboard/site/site-parts.ts';
import { notAfterActions } from '../../features/dashboard/ui/revalidation.ts';
import type { Route } from './+types/dashboard._index';
import type { clientLoader as guardLoader } from './dashboard._guard.tsx';
import { guardRouteId } from './dashboard._guard.tsx';

export const { meta, ErrorBoundary } = dashboardPageRoute('Overview', 'the overview');

/**
 * The launch checklist (`GET /api/admin/site`'s placeholders), asked for at the same time as the
 * guard's data; everything else the overview shows is what the guard loaded
 * (`GET /api/admin/dashboard-data`, asked again on every visit), not read twice.
 */
export const clientLoader = loadLaunchChecklist;

/** Not after an action of the overview (a message marked read): none of them changes the site settings. */
export const shouldRevalidate = notAfterActions;

export default function Overview({ loaderData }: Route.ComponentProps) {
  const data = useRouteLoaderData<typeof guardLoader>(guardRouteId);
  if (!data) throw new Error('The overview is rendered outside the dashboard guard.');
  return (
    <OverviewPage
      data={data}
      launchChecklist={loaderData ?? []}
      messageTable={(messages) => <ContactTable messages={messages} caption="Latest contact messages" />}
    />
  );
}
