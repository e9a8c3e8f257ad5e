import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  type BlogDetailData,
  blogManagerPath,
  loadBlogDetail,
} from '../../features/dashboard/blog/blog-actions.ts';
import { BlogDetailPage } from '../../features/dashboard/blog/blog-detail-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.blogdetail.$id';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute(
  ({ loaderData }: { loaderData?: BlogDetailData }) =>
    loaderData?.blog ? `Blog: ${loaderData.blog.title}` : 'Blog detail',
  'the blog',
);

/** The whole post by id (`GET /api/admin/blogs/{id}`); the blog manager's Edit loads it from here too. */
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
  return <BlogDetailPage blog={loaderData.blog} contentHtml={loaderData.contentHtml} />;
}
