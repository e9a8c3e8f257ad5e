import type { ShouldRevalidateFunctionArgs } from 'react-router';
import { blogManagerPath, loadBlogDetail } from '../../features/dashboard/blog/blog-actions.ts';
import { BlogDetailPage } from '../../features/dashboard/blog/blog-detail-page.tsx';
import { dashboardMeta } from '../../features/dashboard/shell/dashboard-meta.ts';
import { DashboardFallback, RouteError } from '../../features/dashboard/shell/route-error.tsx';
import type { Route } from './+types/dashboard.blogdetail.$id';

export const meta: Route.MetaFunction = ({ loaderData }) =>
  dashboardMeta(loaderData?.blog ? `Blog: ${loaderData.blog.title}` : 'Blog detail');

/** The whole post by id (`GET /api/blogs/{id}`); the blog manager's Edit loads it from here too. */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadBlogDetail(request, params.id);
}

/** Not after this post was deleted: the page is left for the blog manager. */
export function shouldRevalidate({
  formAction,
  formData,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formAction === blogManagerPath && formData?.get('intent') === 'delete') return false;
  return defaultShouldRevalidate;
}

export default function BlogDetail({ loaderData }: Route.ComponentProps) {
  return <BlogDetailPage blog={loaderData.blog} />;
}

export function HydrateFallback() {
  return <DashboardFallback />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} what="the blog" />;
}
