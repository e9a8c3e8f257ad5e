import { marketplacePath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { LocationExplorer } from '../../features/marketplace/location-explorer.tsx';
import { loadMarketplace } from '../../features/marketplace/location-pages.server.ts';
import { marketplaceBreadcrumbs, marketplacePage } from '../../features/marketplace/place-page-meta.ts';
import type { Route } from './+types/marketplace';
import '../../features/marketplace/marketplace.css';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';

export const loader = async () => ({ countries: await loadMarketplace() });
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(siteLayoutDataOf(matches), {
    ...marketplacePage,
    path: marketplacePath,
    structuredData: [marketplaceBreadcrumbs()],
  });

/** Countries and their states (never their districts: a state's page lists those), all closed. */
export default function Marketplace({ loaderData: { countries } }: Route.ComponentProps) {
  return <LocationExplorer countries={countries} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />;
}
