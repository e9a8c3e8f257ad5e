import { categoryPagePath, categoryProductsPath } from '../../../shared/site-pages.ts';
import { PageError } from '../../components/page-error.tsx';
import { publicPageHeaders } from '../../components/page-headers.ts';
import { pageMeta } from '../../components/page-meta.ts';
import { firstCardPreload } from '../../components/product-card.tsx';
import { loadCategoryProducts } from '../../features/catalogue/catalogue-pages.server.ts';
import { FilteredProducts } from '../../features/catalogue/filtered-products.tsx';
import { siteLayoutDataOf } from '../../lib/site-layout-data.ts';
import type { Route } from './+types/category-products';

export const loader = ({ url }: Route.LoaderArgs) => loadCategoryProducts(url);
export const headers = publicPageHeaders;

export const meta: Route.MetaFunction = ({ location, loaderData, matches }) => [
  ...pageMeta(siteLayoutDataOf(matches), {
    title: loaderData?.selected ? `${loaderData.selected.name}: browse by category` : 'Browse by category',
    description: 'Browse walking essentials, bedding, cave huts, jackets and toys for dogs and cats.',
    path: `${categoryProductsPath}${location.search}`,
  }),
  ...firstCardPreload(loaderData?.page.items),
];

/** Opens on the category in the address (a home tile's link), else the first tile's: WALKING ESSENTIALS. */
export default function CategoryProducts({
  loaderData: { categories, selected, page },
}: Route.ComponentProps) {
  return (
    <FilteredProducts
      heading="Browse by category"
      filterLabel="Categories"
      categories={categories}
      selected={selected}
      categoryPath={categoryPagePath}
      page={page}
      emptyText="No products found in this category."
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <PageError error={error} backTo={{ path: categoryProductsPath, label: 'Browse by category' }} />;
}
