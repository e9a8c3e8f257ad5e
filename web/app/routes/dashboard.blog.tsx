import { useLocation } from 'react-router';
import { blogAction, loadBlogSummaries } from '../../features/dashboard/blog/blog-actions.ts';
import { BlogsPage } from '../../features/dashboard/blog/blogs-page.tsx';
import { statusFilterOf } from '../../features/dashboard/publishing/status-query.ts';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.blog';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Blog', 'the blogs');

/** Summaries, drafts too, 20 a page; `?status=` filters, `?cursor=` answers the page after it ('Load more'). */
export const clientLoader = loadBlogSummaries;

/** Create, update and delete a blog (also from the blog detail page). */
export const clientAction = blogAction;

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const status = statusFilterOf(new URL(useLocation().search, 'http://dashboard.invalid'));
  // Another status starts a new list (paging.ts).
  return <BlogsPage key={status} firstPage={loaderData} status={status} />;
}
