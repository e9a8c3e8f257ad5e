import type { MetaFunction } from 'react-router';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';
import { OverviewPage } from '../../../features/dashboard/overview-page.tsx';

export const meta: MetaFunction = () => dashboardMeta('Overview');

export default OverviewPage;
