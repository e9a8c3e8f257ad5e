import type { Category, Page, Product, ProductSummary } from '../../../../shared/api-types.ts';
import { encodeUriText } from '../../../../shared/uri-text.ts';
import { statusFilterOf } from '../publishing/status-query.ts';
import { adminLoad } from '../shell/login-redirect.ts';
import { cursorOf } from '../ui/paging.ts';
import { type ProductFilters, productsApi } from './products-api.ts';

export const productsPath = '/dashboard/products';
export const newProductPath = `${productsPath}/new`;
export const productEditPath = (id: string) => `${productsPath}/${encodeUriText(id)}`;

/** The list's filters from the URL's query (`?q=&category=&status=`). */
export function filtersOf(url: URL): ProductFilters {
  return {
    q: url.searchParams.get('q') ?? '',
    category: url.searchParams.get('category') ?? '',
    status: statusFilterOf(url),
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
