import { marketplacePath, statePagePath } from '../../../shared/site-urls.ts';
import { BackButton } from '../../components/back-button.tsx';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { PageLink } from '../../components/page-link.tsx';
import { loadDistrictPage } from '../../features/marketplace/location-pages.server.ts';
import { countryCrumb, placePageMeta } from '../../features/marketplace/place-page-meta.ts';
import type { Route } from './+types/marketplace.$country.$state.$district';
import '../../features/marketplace/marketplace.css';
import { siteLayoutDataOf, useSiteLayoutData } from '../../lib/site-layout-data.ts';

export const loader = ({ url, params }: Route.LoaderArgs) =>
  loadDistrictPage(url, params.country, params.state, params.district);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const site = siteLayoutDataOf(matches);
  return placePageMeta(
    site,
    loaderData?.district,
    {
      title: 'Manufacturers by district',
      description: 'Pet accessory manufacturers in this district, and how to source from them.',
    },
    (district) => ({
      title: `Pet accessory manufacturers in ${district.name}, ${district.state.name}`,
      description: `Source harnesses, collars, leashes, jackets, beds and cave huts made in ${district.name}, ${district.state.name}, ${district.country.name}, with ${site.company.name}: samples, private labels and export shipping.`,
      path: district.path,
      trail: [
        countryCrumb(district.country),
        { name: district.state.name, path: statePagePath(district.country.slug, district.state.slug) },
        { name: district.name, path: district.path },
      ],
    }),
  );
};

export default function DistrictPage({ loaderData: { district } }: Route.ComponentProps) {
  const { company } = useSiteLayoutData();
  const place = `${district.name}, ${district.state.name}`;
  return (
    <>
      <PageHero>manufacturers in {district.name}</PageHero>
      <section className="page-section container marketing-text">
        <BackButton fallback={statePagePath(district.country.slug, district.state.slug)} />
        <h2>Sourcing pet accessories from {place}</h2>
        <p>
          {place} is home to skilled tailors, weavers and small workshops that make pet accessories for shops
          and brands. Working with {company.name}, they produce harnesses, collars, leashes, jackets, beds and
          cave huts to our designs and quality standards.
        </p>
        <p>
          Every order from the region is cut, stitched and checked under one roof, packed to export standards
          and shipped with full documentation. Private labels, custom colours and mixed cartons are welcome,
          even for small first orders.
        </p>
        <p>Tell us what you need and we will send samples, prices and lead times within two working days.</p>
        <PageLink to="/contact" className="button">
          Contact us
        </PageLink>
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: marketplacePath, label: 'Go to the marketplace' }} />;
}
