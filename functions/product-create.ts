import { productInputSchema } from '../shared/catalogue-rules.ts';
import { savedThenCopyDeleted } from './lib/content/autosaving.ts';
import { createProduct } from './lib/content/product-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/products: a new product, its photos uploaded beforehand (POST /api/uploads). */
export const handler = adminHandler({ schema: productInputSchema, status: 201 }, ({ admin, input }) =>
  savedThenCopyDeleted('product', admin.email, true, () =>
    recorded({ by: admin.email, kind: 'product', action: 'created' }, () =>
      createProduct(input, admin.email),
    ),
  ),
);
