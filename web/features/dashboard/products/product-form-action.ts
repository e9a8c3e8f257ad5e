import type { Product } from '../../../../shared/api-types.ts';
import { adminChange } from '../shell/login-redirect.ts';
import { type ActionResult, failed, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import { productFormSchema } from './product-form-values.ts';
import { productsApi } from './products-api.ts';

/** What a save says, by the status it stored. */
const savedNotice = {
  published: 'Product published.',
  draft: 'Draft saved.',
  scheduled: 'Product scheduled.',
} as const;

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
  const submission = deleting ? undefined : checkedSubmission(form, productFormSchema);
  if (submission && !submission.ok) return submission;
  return adminChange(
    request,
    async () => {
      if (!submission) {
        await productsApi.deleteProduct(id, formVersion(form));
        return succeeded<Product>('Product deleted.');
      }
      const product = submission.value;
      const saved = id
        ? await productsApi.updateProduct(id, product)
        : await productsApi.createProduct(product);
      return succeeded(savedNotice[product.status], { saved });
    },
    (error) =>
      deleting
        ? failed(error, 'Could not delete the product.', 'Could not delete the product.')
        : failed(error, 'Could not save the product.'),
    `The product's ${deleting ? 'delete' : 'save'} failed:`,
  );
}
