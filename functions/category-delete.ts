import { deleteCategory } from './lib/data/categories-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /api/admin/categories/{id}: only a category no product names (409 otherwise). */
export const handler = deleteByIdHandler('category', deleteCategory);
