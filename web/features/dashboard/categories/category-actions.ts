import type { Category } from '../../../../shared/api-types.ts';
import type { PhotoInput } from '../../../../shared/validation.ts';
import { adminCall, adminLoad } from '../shell/login-redirect.ts';
import { type ActionResult, failed, formText, formVersion, succeeded } from '../ui/action-result.ts';
import { categoriesApi } from './categories-api.ts';

export const categoriesPath = '/dashboard/categories';

/** The Categories screen's clientLoader: every category in order, each with all its products counted. */
export function loadCategories({ request }: { request: Request }): Promise<Category[]> {
  return adminLoad(request, 'the categories', () => categoriesApi.categories(request.signal));
}

/** The tile as the dialog sends it: JSON of the photo, '' for none. */
const tileOf = (form: FormData): PhotoInput | null => {
  const image = formText(form, 'image');
  return image ? (JSON.parse(image) as PhotoInput) : null;
};

/**
 * The Categories screen's clientAction: `intent` save (a new category without `id`),
 * order (`ids`, JSON, every category once in the new order) or delete. A refusal's message
 * comes back for the dialog or as a notice (a category that still has products).
 */
export async function categoryAction({ request }: { request: Request }): Promise<ActionResult> {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  const id = formText(form, 'id');
  const name = formText(form, 'name');
  // The version the dialog or list read: a stale one is the API's 409 (docs/decisions/051).
  const version = formVersion(form);
  try {
    return await adminCall(request, async () => {
      if (intent === 'order') {
        await categoriesApi.reorderCategories(JSON.parse(formText(form, 'ids')) as string[]);
        return succeeded('Order saved.');
      }
      if (intent === 'delete') {
        await categoriesApi.deleteCategory(id, version);
        return succeeded(`Deleted ${name}.`);
      }
      const category = { name, slug: formText(form, 'slug'), image: tileOf(form) };
      if (id) await categoriesApi.updateCategory(id, { ...category, version });
      else await categoriesApi.createCategory(category);
      return succeeded(`Saved ${name}.`);
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error(`The category's ${intent} failed:`, error);
    if (intent === 'save') return failed(error, 'Could not save the category.');
    // No form to show it in: the API's reason (a category that still has products) is the notice.
    const result = failed(
      error,
      intent === 'delete' ? `Could not delete ${name}.` : 'Could not save the order.',
    );
    return result.ok ? result : { ...result, notice: result.error };
  }
}
