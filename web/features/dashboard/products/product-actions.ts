import type { Category, Page, Product, ProductSummary } from '../../../../shared/api-types.ts';
import { encodeUriText } from '../../../../shared/uri-text.ts';
import { adminCall, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, formText, formVersion, succeeded } from '../ui/action-result.ts';
import { cursorOf } from '../ui/paging.ts';
import { type ProductFilters, type ProductSubmission, productsApi } from './products-api.ts';

export const productsPath = '/dashboard/products';
export const newProductPath = `${productsPath}/new`;
export const productEditPath = (id: string) => `${productsPath}/${encodeUriText(id)}`;

/** The list's filters from the URL's query (`?q=&category=&status=`). */
export function filtersOf(url: URL): ProductFilters {
  const status = url.searchParams.get('status');
  return {
    q: url.searchParams.get('q') ?? '',
    category: url.searchParams.get('category') ?? '',
    status: status === 'published' || status === 'draft' ? status : '',
  };
}

export interface ProductListData {
  page: Page<ProductSummary>;
  categories: Category[];
}

/** The Products screen's clientLoader: a page of the filtered list (`?cursor=`: the page after it) and the categories. */
export function loadProductList({ request }: { request: Request }): Promise<ProductListData> {
  return adminLoad(request, 'the products', async () => {
    const filters = filtersOf(new URL(request.url));
    const [page, categories] = await Promise.all([
      productsApi.productPage(filters, cursorOf(request), request.signal),
      productsApi.categories(request.signal),
    ]);
    return { page, categories };
  });
}

/** What the product form loads: the product (none when adding) and the categories to choose from. */
export interface ProductFormData {
  product?: Product;
  categories: Category[];
}

/** The add form's clientLoader, and the edit form's with the product's id (a missing one is a 404 error). */
export function loadProductForm(request: Request, id?: string): Promise<ProductFormData> {
  return adminLoad(request, 'the product', async () => {
    const [product, categories] = await Promise.all([
      id ? productsApi.product(id, request.signal) : undefined,
      productsApi.categories(request.signal),
    ]);
    return { product, categories };
  });
}

/**
 * The product form's clientAction: `intent` save (`product`: the submission as JSON; a new
 * product without `id`) or delete, each with the `version` the form read. The photos are
 * uploaded already (the form shows each one's progress) and arrive as their keys; the API's
 * refusal comes back for the form. A save answers the product as stored (`saved`, its new
 * version included), which the form keeps instead of reading it again (docs/decisions/059).
 */
export async function productAction({ request }: { request: Request }): Promise<ActionResult<Product>> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const version = formVersion(form);
  try {
    return await adminCall(request, async () => {
      if (intent === 'delete') {
        await productsApi.deleteProduct(id, version);
        return succeeded<Product>('Product deleted.');
      }
      const product = JSON.parse(formText(form, 'product')) as ProductSubmission;
      const saved = id
        ? await productsApi.updateProduct(id, { ...product, version })
        : await productsApi.createProduct(product);
      return succeeded(product.status === 'published' ? 'Product published.' : 'Draft saved.', { saved });
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`The product's ${intent} failed:`, error);
    return intent === 'delete'
      ? failed(error, 'Could not delete the product.', 'Could not delete the product.')
      : failed(error, 'Could not save the product.');
  }
}
