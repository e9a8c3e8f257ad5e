import { blogAction, loadBlogSummaries } from '../../features/dashboard/blog/blog-actions.ts';
import { BlogsPage } from '../../features/dashboard/blog/blogs-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.blog';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Blog', 'the blogs');

/** Summaries, 20 a page; `?cursor=` answers the page after it ('Load more'). */
export const clientLoader = loadBlogSummaries;

/** Create, update and delete a blog (also from the blog detail page). */
export const clientAction = blogAction;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  return <BlogsPage firstPage={loaderData} />;
}
