import { getPublishedProduct } from './lib/data/products-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/**
 * GET /api/products/{id}: a published product by its number or any slug it had; the caller
 * sends a visitor on to `/product/<slug>` when the answer's slug is not the one asked for.
 */
export const handler = publicHandler({}, ({ pathParameters }) =>
  getPublishedProduct(pathParameters.id ?? ''),
);
