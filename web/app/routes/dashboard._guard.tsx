import { redirect, type ShouldRevalidateFunctionArgs } from 'react-router';
import { emptyActivity } from '../../features/dashboard/shell/activity-context.tsx';
import { AdminLayout } from '../../features/dashboard/shell/admin-layout.tsx';
import { dashboardApi } from '../../features/dashboard/shell/dashboard-api.ts';
import { loginRedirectPath } from '../../features/dashboard/shell/login-redirect.ts';
import { DashboardError, DashboardFallback } from '../../features/dashboard/shell/route-error.tsx';
import type { ActionResult } from '../../features/dashboard/ui/action-result.ts';
import { afterAction } from '../../features/dashboard/ui/revalidation.ts';
import type { Route } from './+types/dashboard._guard';

/** Its id, for the pages that read its data (`useRouteLoaderData`). */
export const guardRouteId = 'routes/dashboard._guard';

/**
 * The guard of every dashboard page but the login: `GET /api/admin/dashboard-data` must
 * succeed. Any failure (401/403 from the gateway, network) redirects to the login page,
 * carrying the page asked for (`?redirectTo=`). Its data is also the overview's. The activity
 * (who changed what, issue 13) comes with it: the overview's panel and the lists' "last
 * changed by" lines; a failure there only leaves them empty.
 */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  try {
    const [data, activity] = await Promise.all([
      dashboardApi.dashboardData(request.signal),
      dashboardApi.activity(request.signal).catch((error) => {
        if (!request.signal.aborted) console.error('Activity failed:', error);
        return emptyActivity;
      }),
    ]);
    return { ...data, activity };
  } catch (error) {
    if (request.signal.aborted) throw error;
    console.error('Admin check failed:', error);
    throw redirect(loginRedirectPath(new URL(request.url)));
  }
}

/**
 * Asked again on every page change (an expired session is noticed at once, the overview's
 * numbers are fresh); not when only a page's query changes ('Load more'). After a change of
 * data only when the action says the change shows in this data on the screen the admin is on
 * (`dashboardChanged`: a message's status, a post's or place's "Last changed by" line): a
 * product's save changes none of it, and the overview reads everything again when opened
 * (docs/decisions/059).
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  formMethod,
  actionResult,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (afterAction({ formMethod })) {
    // React Router hands the action's answer over untyped; every dashboard action answers an ActionResult.
    const result = actionResult as ActionResult | undefined;
    return defaultShouldRevalidate && result?.ok === true && result.dashboardChanged === true;
  }
  if (currentUrl.pathname !== nextUrl.pathname) return true;
  return currentUrl.search === nextUrl.search && defaultShouldRevalidate;
}

export default function Guard({ loaderData }: Route.ComponentProps) {
  return (
    <AdminLayout
      adminEmail={loaderData.admin.email}
      newMessages={loaderData.counts.newContacts ?? 0}
      activity={loaderData.activity}
    />
  );
}

export function HydrateFallback() {
  return <DashboardFallback label="Checking your session…" />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <DashboardError error={error} />;
}
