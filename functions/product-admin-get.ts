import { getProduct } from './lib/data/products-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/products/{id}: one product by its number, a draft too (the edit form). */
export const handler = adminHandler({}, ({ pathParameters }) => getProduct(pathParameters.id ?? ''));
