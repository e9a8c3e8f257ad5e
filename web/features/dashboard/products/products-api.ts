/** The Products screens' calls. Each names its route of shared/routes.ts; `callApi` encodes the ids. */
import type { Page, ProductStatus, ProductSummary } from '../../../../shared/api-types.ts';
import type { ProductInput } from '../../../../shared/catalogue-rules.ts';
import { callApi, versionQuery } from '../../../lib/api-client.ts';

/** Products per page of the list. */
export const productPageSize = 24;

/** The list's filters, as the URL's query holds them ('' for any). */
export interface ProductFilters {
  q: string;
  category: string;
  status: '' | ProductStatus;
}

/**
 * What the product form sends, as the shared schema made it: every field (`PUT` replaces them
 * all); no slug keeps the current one; no position puts a new product after the others and keeps
 * a saved one's place; `version`, the one the form read (a stale one is the API's 409).
 */
export type ProductSubmission = ProductInput;

/** `GET /api/admin/products?q=&category=&status=&limit=&cursor=`: a page of the filtered list. */
function productPage(
  filters: ProductFilters,
  cursor?: string,
  signal?: AbortSignal,
): Promise<Page<ProductSummary>> {
  const query = new URLSearchParams({ limit: String(productPageSize) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  if (cursor) query.set('cursor', cursor);
  return callApi('products-admin-list', { query, signal, cache: 'no-store' });
}

export const productsApi = {
  productPage,
  product: (id: string, signal?: AbortSignal) =>
    callApi('product-admin-get', { parameters: { id }, signal, cache: 'no-store' }),
  createProduct: (product: ProductSubmission) => callApi('product-create', { body: product }),
  updateProduct: (id: string, product: ProductSubmission) =>
    callApi('product-update', { parameters: { id }, body: product }),
  deleteProduct: (id: string, version?: number) =>
    callApi('product-delete', { parameters: { id }, query: versionQuery(version) }),
  /** The categories the form offers; the Categories screen manages them, this only reads the list. */
  categories: (signal?: AbortSignal) => callApi('categories-admin-list', { signal, cache: 'no-store' }),
};
