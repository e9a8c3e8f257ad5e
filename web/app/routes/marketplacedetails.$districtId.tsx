import { marketplacePath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { redirectLegacyDistrictPage } from '../../features/marketplace/location-pages.server.ts';
import type { Route } from './+types/marketplacedetails.$districtId';

/** The spec's URL of a district: moved for good to `/marketplace/<country>/<state>/<district>`. */
export const loader = ({ url, params }: Route.LoaderArgs) =>
  redirectLegacyDistrictPage(url, params.districtId);

/** Never shown: the loader always answers with a redirect or an error. */
export default function MovedPage() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: marketplacePath, label: 'Go to the marketplace' }} />;
}
