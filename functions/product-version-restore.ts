import { restoreProduct } from './lib/content/product-saving.ts';
import { revisionRestoreHandler } from './lib/http/revision-handlers.ts';

/**
 * POST /api/admin/products/{id}/versions/{version}/restore {version}: the kept version saved as the
 * product's next one, through its normal save (so it can be undone); a stale `version` is a 409.
 */
export const handler = revisionRestoreHandler('product', restoreProduct);
