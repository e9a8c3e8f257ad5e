import { categoryPagePath, explorePath } from '../../../shared/site-pages.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { firstCardPreload } from '../../components/product-card.tsx';
import { loadExplore } from '../../features/catalogue/catalogue-pages.server.ts';
import { FilteredProducts } from '../../features/catalogue/filtered-products.tsx';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/exp';

export const loader = ({ url }: Route.LoaderArgs) => loadExplore(url);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => [
  ...pageMeta(siteLayoutDataOf(matches), {
    title: loaderData?.selected ? `${loaderData.selected.name} products` : 'Products by category',
    description:
      'Filter our pet accessories by category: walking essentials, jackets, bedding, cave huts and more.',
    path: `${explorePath}${location.search}`,
  }),
  ...firstCardPreload(loaderData?.page.items),
];

export default function ProductsByFilter({
  loaderData: { categories, selected, page },
}: Route.ComponentProps) {
  return (
    <FilteredProducts
      heading="Explore products"
      filterLabel="Filter by category"
      categories={categories}
      selected={selected}
      categoryPath={(slug) => categoryPagePath(slug, explorePath)}
      allPath={explorePath}
      page={page}
      emptyText="No products found in this category."
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: explorePath, label: 'See all products' }} />;
}
