import type { MetaFunction } from 'react-router';
import { CountriesPage } from '../../../features/dashboard/countries-page.tsx';
import { dashboardMeta } from '../../../features/dashboard/dashboard-meta.ts';

export const meta: MetaFunction = () => dashboardMeta('Countries');

export default CountriesPage;
