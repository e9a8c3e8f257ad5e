import type { MetaFunction } from 'react-router';
import { BlogsPage } from '../../../features/dashboard/blogs-page.tsx';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';

export const meta: MetaFunction = () => dashboardMeta('Blog');

export default BlogsPage;
