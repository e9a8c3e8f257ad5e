import { listCategories } from './lib/data/categories-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /api/categories: every category in order, with its number of published products. */
export const handler = publicHandler({}, () => listCategories('public'));
