import { findProductItem } from './lib/data/products-repository.ts';
import { revisionListHandler } from './lib/http/revision-handlers.ts';

/** GET /api/admin/products/{id}/versions: the product's kept versions (the last 50), newest first, without values. */
export const handler = revisionListHandler('product', findProductItem);
