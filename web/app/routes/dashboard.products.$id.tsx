import { loadProductForm, type ProductFormData } from '../../features/dashboard/products/product-actions.ts';
import { ProductFormPage } from '../../features/dashboard/products/product-form.tsx';
import { productAction } from '../../features/dashboard/products/product-form-action.ts';
import { dashboardPageRoute } from '../../features/dashboard/shell/dashboard-route.tsx';
import { notAfterActions } from '../../features/dashboard/ui/revalidation.ts';
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

/**
 * Not after its own form's actions (docs/decisions/059): a save answers the product as stored,
 * which the form keeps (its next save sends that version); a product's save changes no
 * category the form lists; a refusal changed nothing; a deleted product's form leaves for the list.
 */
export const shouldRevalidate = notAfterActions;

export default function EditProduct({ loaderData }: Route.ComponentProps) {
  const { product, categories } = loaderData;
  // Another product (or this one read afresh) starts the form again.
  return (
    <ProductFormPage
      key={`${product?._id}-${product?.updatedAt}`}
      product={product}
      categories={categories}
    />
  );
}
