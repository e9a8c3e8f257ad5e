import { marketplacePath } from '../../../shared/site-urls.ts';
import { PageError } from '../../components/page-error.tsx';
import { redirectLegacyStatePage } from '../../features/marketplace/location-pages.server.ts';
import type { Route } from './+types/districts.$stateId';

/** The spec's URL of a state's districts: moved for good to `/marketplace/<country>/<state>`. */
export const loader = ({ url, params }: Route.LoaderArgs) => redirectLegacyStatePage(url, params.stateId);

/** Never shown: the loader always answers with a redirect or an error. */
export default function MovedPage() {
  return null;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: marketplacePath, label: 'Go to the marketplace' }} />;
}
