import type { MetaFunction } from 'react-router';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';
import { LoginPage } from '../../../features/dashboard/login-page.tsx';

export const meta: MetaFunction = () => dashboardMeta('Login');

export default LoginPage;
