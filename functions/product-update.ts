import { productInputSchema } from '../shared/validation.ts';
import { updateProduct } from './lib/content/product-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * PUT /api/admin/products/{id}: replaces every field (its photos in their new order, with their
 * alt texts, and its status); a missing slug or position keeps the stored one.
 */
export const handler = adminHandler({ schema: productInputSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'product', action: 'changed' }, () =>
    updateProduct(pathParameters.id ?? '', input, admin.email),
  ),
);
