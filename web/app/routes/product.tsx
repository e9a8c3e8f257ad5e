import { productListPath } from '../../../shared/site-pages.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { PageHero } from '../../components/page-hero.tsx';
import { pageMeta } from '../../components/page-meta.ts';
import { firstCardPreload, PagedProductGrid } from '../../components/product-card.tsx';
import { loadProductList } from '../../features/catalogue/catalogue-pages.server.ts';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/product';

export const loader = ({ url }: Route.LoaderArgs) => loadProductList(url);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => [
  ...pageMeta(siteLayoutDataOf(matches), {
    title: 'Products',
    description:
      'Dog and cat harnesses, collars, leashes, jackets, tuxedos, bow ties, bandanas, mats, loungers, beds, huts and cave beds, made in India for pet shops and importers.',
    // Later pages of the list are pages of their own.
    path: `${productListPath}${location.search}`,
  }),
  ...firstCardPreload(loaderData?.items),
];

export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero>Our products</PageHero>
      <section className="page-section container" aria-label="All products">
        <PagedProductGrid
          page={loaderData}
          emptyText="No products found"
          pager={{
            label: 'More products',
            listPath: productListPath,
            firstText: 'First products',
            nextText: 'More products',
          }}
        />
      </section>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: '/', label: 'Go to the home page' }} />;
}
