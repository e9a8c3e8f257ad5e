import { findProductItem } from './lib/data/products-repository.ts';
import { revisionGetHandler } from './lib/http/revision-handlers.ts';

/** GET /api/admin/products/{id}/versions/{version}: one kept version of the product, its whole value. */
export const handler = revisionGetHandler('product', findProductItem);
