/** The Categories screen's calls. Each names its route of shared/routes.ts; `callApi` encodes the ids. */
import type { PhotoInput } from '../../../../shared/photo-types.ts';
import { callApi, versionQuery } from '../../../lib/api-client.ts';

/** What the category dialog saves: '' as the slug keeps the current one (a new one's comes from the name). */
export interface CategorySubmission {
  name: string;
  slug: string;
  /** The tile: an upload's key or one of the site's pictures; null for none. */
  image: PhotoInput | null;
  /** The version the dialog read (none for a new one): a stale one is the API's 409. */
  version?: number;
}

export const categoriesApi = {
  categories: (signal?: AbortSignal) => callApi('categories-admin-list', { signal, cache: 'no-store' }),
  createCategory: (category: CategorySubmission) => callApi('category-create', { body: category }),
  updateCategory: (id: string, category: CategorySubmission) =>
    callApi('category-update', { parameters: { id }, body: category }),
  reorderCategories: (ids: string[]) => callApi('categories-reorder', { body: { ids } }),
  deleteCategory: (id: string, version?: number) =>
    callApi('category-delete', { parameters: { id }, query: versionQuery(version) }),
};
