import { InsightsPage, loadInsights } from '../../features/dashboard/insights/insights-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.insights';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Insights', 'the insights');

/** `?from=&to=` (India days): the counters' figures for that range, by default the last 12 weeks. */
export const clientLoader = loadInsights;

export default function Insights({ loaderData }: Route.ComponentProps) {
  return <InsightsPage key={`${loaderData.from}-${loaderData.to}`} data={loaderData} />;
}
