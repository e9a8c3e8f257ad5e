import { listCategories } from './lib/data/categories-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/categories: every category in order, counting drafts too (a category with none can go). */
export const handler = adminHandler({}, () => listCategories('admin'));
