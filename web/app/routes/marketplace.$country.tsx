import { marketplacePath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { LocationExplorer } from '../../features/marketplace/location-explorer.tsx';
import { loadCountryPage } from '../../features/marketplace/location-pages.server.ts';
import { countryCrumb, marketplacePage, placePageMeta } from '../../features/marketplace/place-page-meta.ts';
import type { Route } from './+types/marketplace.$country';
import '../../features/marketplace/marketplace.css';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';

export const loader = ({ params }: Route.LoaderArgs) => loadCountryPage(params.country);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  placePageMeta(siteLayoutDataOf(matches), loaderData?.country, marketplacePage, (country) => ({
    title: `Pet accessory manufacturers in ${country.name}`,
    description: `States of ${country.name} where our partner workshops make harnesses, collars, leashes, jackets, beds and cave huts for export.`,
    path: country.path,
    trail: [countryCrumb(country)],
  }));

/**
 * `/marketplace/<country>`: the explorer with that country's states open. Where a country's
 * link leads before the app runs or without JavaScript (once it runs, a tap opens the states
 * in place), so no tap is lost (issue 37).
 */
export default function CountryPage({ loaderData: { countries, country } }: Route.ComponentProps) {
  return <LocationExplorer countries={countries} openId={country._id} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: marketplacePath, label: 'Go to the marketplace' }} />;
}
