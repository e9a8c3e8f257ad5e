import { loadProductForm } from '../../features/dashboard/products/product-actions.ts';
import { ProductFormPage } from '../../features/dashboard/products/product-form.tsx';
import { productAction } from '../../features/dashboard/products/product-form-action.ts';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import { notAfterActions } from '../../features/dashboard/ui/revalidation.ts';
import type { Route } from './+types/dashboard.products.new';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute('Add product', 'the categories');

/** The categories to choose from. */
export function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadProductForm(request);
}

/** Saves the new product (as a draft or published). */
export const clientAction = productAction;

/**
 * Not after its own save (docs/decisions/059): a stored product leaves for the list, which reads
 * it; a refusal changed nothing; a new product changes no category name the form lists.
 */
export const shouldRevalidate = notAfterActions;

export default function NewProduct({ loaderData }: Route.ComponentProps) {
  return <ProductFormPage categories={loaderData.categories} />;
}
