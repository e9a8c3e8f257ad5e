import { deletingPhotos } from './lib/content/photo-deletions.ts';
import { deleteCategory } from './lib/data/categories-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /api/admin/categories/{id}: only a category no product names (409 otherwise); its tile's uploads expire. */
export const handler = deleteByIdHandler('category', deletingPhotos(deleteCategory, 'Category deleted.'));
