import { districtPagePath, marketplacePath } from '../../../shared/site-urls.ts';
import { BackButton } from '../../components/back-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLink } from '../../components/page-link.tsx';
import { loadStatePage } from '../../features/marketplace/location-pages.server.ts';
import { countryCrumb, placePageMeta } from '../../features/marketplace/place-page-meta.ts';
import type { Route } from './+types/marketplace.$country.$state';
import '../../features/marketplace/marketplace.css';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';

export const loader = ({ url, params }: Route.LoaderArgs) => loadStatePage(url, params.country, params.state);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) =>
  placePageMeta(
    siteLayoutDataOf(matches),
    loaderData?.state,
    { title: 'Districts', description: 'Districts of a state where our partner manufacturers work.' },
    (state) => ({
      title: `Pet accessory manufacturers in ${state.name}, ${state.country.name}`,
      description: `Districts of ${state.name}, ${state.country.name}, where our partner workshops make harnesses, collars, leashes, jackets, beds and cave huts for export.`,
      path: state.path,
      trail: [countryCrumb(state.country), { name: state.name, path: state.path }],
    }),
  );

export default function StatePage({ loaderData: { state } }: Route.ComponentProps) {
  return (
    <>
      <div className="location-banner">
        <img src="/images/banners/districts.svg" alt="" width={1500} height={400} fetchPriority="high" />
      </div>
      <PageHero>Districts in {state.name}</PageHero>
      <section className="page-section container" aria-label={`Districts in ${state.name}`}>
        <BackButton fallback={marketplacePath} />
        {state.districts.length === 0 ? (
          <p className="empty-state">No districts found.</p>
        ) : (
          <ul className="list-grid location-links">
            {state.districts.map((district) => (
              <li key={district._id}>
                <PageLink to={districtPagePath(state.country.slug, state.slug, district.slug)} inView="card">
                  {district.name}
                </PageLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: marketplacePath, label: 'Go to the marketplace' }} />;
}
