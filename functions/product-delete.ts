import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteProduct } from './lib/data/products-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/products/{id}: the product, its slugs, and its uploaded photos (they expire). */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'product', itemId: id },
    () => labelOfItem(id),
    () => deleteProduct(id),
  );
});
