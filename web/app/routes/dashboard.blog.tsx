import { blogAction, loadBlogSummaries } from '../../features/dashboard/blog/blog-actions.ts';
import { BlogsPage } from '../../features/dashboard/blog/blogs-page.tsx';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.blog';

export const meta: Route.MetaFunction = () => dashboardMeta('Blog');

/** Summaries, 20 a page; `?cursor=` answers the page after it ('Load more'). */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadBlogSummaries(request);
}

/** Create, update and delete a blog (also from the blog detail page). */
export function clientAction({ request }: Route.ClientActionArgs) {
  return blogAction(request);
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogsPage firstPage={loaderData} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the blogs" />;
}
