import { useLocation } from 'react-router';
import { filtersOf, loadProductList } from '../../features/dashboard/products/product-actions.ts';
import { ProductsPage } from '../../features/dashboard/products/products-page.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.products';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Products', 'the products');

/** A page of products, drafts too, filtered by `?q=&category=&status=`; `?cursor=` answers the page after it. */
export const clientLoader = loadProductList;

export default function Products({ loaderData }: Route.ComponentProps) {
  const filters = filtersOf(new URL(useLocation().search, 'http://dashboard.invalid'));
  // Other filters start a new list (paging.ts).
  return <ProductsPage key={JSON.stringify(filters)} data={loaderData} filters={filters} />;
}
