import { productInputSchema } from '../shared/catalogue-rules.ts';
import { savedThenCopyDeleted } from './lib/content/autosaving.ts';
import { updateProduct } from './lib/content/product-saving.ts';
import { publicationAction, recorded } from './lib/data/activity-repository.ts';
import type { ReplacedPublication } from './lib/data/publication-schedule.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * PUT /api/admin/products/{id}: replaces every field (its photos in their new order, with their
 * alt texts, its status and publishing times); a missing slug or position keeps the stored one.
 */
export const handler = adminHandler({ schema: productInputSchema }, ({ admin, input, pathParameters }) => {
  const replaced: ReplacedPublication = {};
  return savedThenCopyDeleted('product', admin.email, false, () =>
    recorded(
      {
        by: admin.email,
        kind: 'product',
        action: (product) => publicationAction(replaced.status, product.status),
      },
      () => updateProduct(pathParameters.id ?? '', input, admin.email, replaced),
    ),
  );
});
