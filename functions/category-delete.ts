import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteCategory } from './lib/data/categories-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/categories/{id}: only a category no product names (409 otherwise). */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'category', itemId: id },
    () => labelOfItem(id),
    () => deleteCategory(id),
  );
});
