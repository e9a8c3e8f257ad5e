import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import { loadSite, siteAction, siteRevalidation } from '../../features/dashboard/site/site-actions.ts';
import { SitePage } from '../../features/dashboard/site/site-page.tsx';
import type { Route } from './+types/dashboard.site';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Site', 'the site settings');

/** Every part as stored and the placeholders left (`GET /api/admin/site`); `?history=<part>` adds its versions. */
export const clientLoader = loadSite;

/** Saves or restores one part. */
export const clientAction = siteAction;

/** Not after its own saves, which each section keeps as answered, unless a history is shown (docs/decisions/059). */
export const shouldRevalidate = siteRevalidation;

export default function Site({ loaderData }: Route.ComponentProps) {
  return <SitePage data={loaderData} />;
}
