import type { ShouldRevalidateFunctionArgs } from 'react-router';
import {
  loadProductForm,
  type ProductFormData,
  productAction,
} from '../../features/dashboard/products/product-actions.ts';
import { ProductFormPage } from '../../features/dashboard/products/product-form.tsx';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import type { Route } from './+types/dashboard.products.$id';

export const { meta, HydrateFallback, ErrorBoundary } = dashboardPageRoute(
  ({ loaderData }: { loaderData?: ProductFormData }) =>
    loaderData?.product ? `Product: ${loaderData.product.name}` : 'Edit product',
  'the product',
);

/** The whole product by id (`GET /api/admin/products/{id}`) and the categories to choose from. */
export function clientLoader({ request, params }: Route.ClientLoaderArgs) {
  return loadProductForm(request, params.id);
}

/** Saves (every field) or deletes the product. */
export const clientAction = productAction;

/** Not after this product was deleted: the form leaves for the list. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get('intent') === 'delete') return false;
  return defaultShouldRevalidate;
}

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, categories } = loaderData;
  // Another product (or the saved one, fresh from the server) starts the form again.
  return (
    <ProductFormPage
      key={`${product?._id}-${product?.updatedAt}`}
      product={product}
      categories={categories}
    />
  );
}
