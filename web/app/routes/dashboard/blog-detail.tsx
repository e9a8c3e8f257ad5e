import { type MetaFunction, useParams } from 'react-router';
import { BlogDetailPage } from '../../../features/dashboard/blog-detail-page.tsx';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';

export const meta: MetaFunction = () => dashboardMeta('Blog detail');

export default function BlogDetail() {
  const { id = '' } = useParams();
  return <BlogDetailPage key={id} id={id} />;
}
