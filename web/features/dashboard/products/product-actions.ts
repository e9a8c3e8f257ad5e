import { parseWithValibot } from '@conform-to/valibot';
import type { Category, Page, Product, ProductSummary } from '../../../../shared/api-types.ts';
import { encodeUriText } from '../../../../shared/uri-text.ts';
import { adminCall, adminLoad } from '../shell/login-redirect.ts';
import {
  type ActionResult,
  failed,
  formText,
  formVersion,
  refusedFields,
  succeeded,
} from '../ui/action-result.ts';
import { cursorOf } from '../ui/paging.ts';
import { productFormSchema } from './product-form-values.ts';
import { type ProductFilters, productsApi } from './products-api.ts';

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
 * The product form's clientAction: a save (the form's fields, checked with the shared schema's
 * entries as the form checked them: a refused field comes back beside it; `status` is the Save
 * button's value; a new product has no `id`), or `intent` delete, each with the `version` the
 * form read. The photos are uploaded already (the form shows each one's progress) and arrive as
 * their keys; the API's refusal comes back for the form. A save answers the product as stored
 * (`saved`, its new version included), which the form keeps instead of reading it again
 * (docs/decisions/059).
 */
export async function productAction({
  request,
  params,
}: {
  request: Request;
  params: { id?: string };
}): Promise<ActionResult<Product>> {
  const form = await request.formData();
  const id = params.id ?? '';
  const deleting = formText(form, 'intent') === 'delete';
  const submission = deleting ? undefined : parseWithValibot(form, { schema: productFormSchema });
  if (submission && submission.status !== 'success') return refusedFields(submission);
  try {
    return await adminCall(request, async () => {
      if (!submission) {
        await productsApi.deleteProduct(id, formVersion(form));
        return succeeded<Product>('Product deleted.');
      }
      const product = submission.value;
      const saved = id
        ? await productsApi.updateProduct(id, product)
        : await productsApi.createProduct(product);
      return succeeded(product.status === 'published' ? 'Product published.' : 'Draft saved.', { saved });
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`The product's ${deleting ? 'delete' : 'save'} failed:`, error);
    return deleting
      ? failed(error, 'Could not delete the product.', 'Could not delete the product.')
      : failed(error, 'Could not save the product.');
  }
}
