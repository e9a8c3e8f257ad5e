import { parseWithValibot } from '@conform-to/valibot';
import type { Category } from '../../../../shared/api-types.ts';
import { categoryInputSchema, categoryOrderSchema } from '../../../../shared/catalogue-rules.ts';
import { messages } from '../../../../shared/validation.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { adminChange, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, failedAsNotice, succeeded } from '../ui/action-result.ts';
import { checkedSubmission } from '../ui/checked-submission.ts';
import { formText, formVersion } from '../ui/form-fields.ts';
import { categoriesApi } from './categories-api.ts';

export const categoriesPath = '/dashboard/categories';

/** The category dialog's title: it shows at once, while the dialog's form loads (categories-page.tsx). */
export const categoryDialogTitle = (category: Category | undefined): string =>
  category ? `Edit ${category.name}` : 'Add category';

/** The Categories screen's clientLoader: every category in order, each with all its products counted. */
export function loadCategories({ request }: { request: Request }): Promise<Category[]> {
  return adminLoad(request, 'the categories', () => categoriesApi.categories(request.signal));
}

/**
 * The Categories screen's clientAction: `intent` save (a new category without `id`), order
 * (`ids`, every category once in the new order) or delete. A save and an order are checked
 * with the shared schemas the API checks (`categoryInputSchema`, `categoryOrderSchema`). A
 * refusal's message comes back for the dialog (a URL already taken: beside the slug) or as
 * a notice (a category that still has products).
 */
export async function categoryAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (intent === 'save') return saveCategory(request, form);
  const name = formText(form, 'name');
  const order = parseWithValibot(form, { schema: categoryOrderSchema });
  return adminChange(
    request,
    async () => {
      if (intent === 'order') {
        if (order.status !== 'success') return { ok: false, error: messages.categoryOrder };
        await categoriesApi.reorderCategories(order.value.ids);
        return succeeded('Order saved.');
      }
      // The version the list read: a stale one is the API's 409 (docs/decisions/051).
      await categoriesApi.deleteCategory(formText(form, 'id'), formVersion(form));
      return succeeded(`Deleted ${name}.`);
    },
    // No form to show it in: the API's reason (a category that still has products) is the notice.
    (error) =>
      failedAsNotice(error, intent === 'delete' ? `Could not delete ${name}.` : 'Could not save the order.'),
    `The category's ${intent} failed:`,
  );
}

/** The dialog's save: a new category without `id`, else with the version the dialog read. */
async function saveCategory(request: Request, form: FormData): Promise<ActionResult> {
  const submission = checkedSubmission(form, categoryInputSchema);
  if (!submission.ok) return submission;
  const { name, slug = '', image = null, version } = submission.value;
  const id = formText(form, 'id');
  return adminChange(
    request,
    async () => {
      if (id) await categoriesApi.updateCategory(id, { name, slug, image, version });
      else await categoriesApi.createCategory({ name, slug, image });
      return succeeded(`Saved ${name}.`);
    },
    (error) =>
      // A URL already taken is said beside the slug.
      error instanceof ApiError && error.message === messages.categorySlugTaken
        ? { ok: false, error: '', reply: submission.reply({ fieldErrors: { slug: [error.message] } }) }
        : failed(error, 'Could not save the category.'),
    "The category's save failed:",
  );
}
