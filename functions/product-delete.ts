import { deletingPhotos } from './lib/content/photo-deletions.ts';
import { deleteProduct } from './lib/data/products-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /api/admin/products/{id}: the product, its slugs, and its uploaded photos (they expire). */
export const handler = deleteByIdHandler('product', deletingPhotos(deleteProduct, 'Product deleted.'));
