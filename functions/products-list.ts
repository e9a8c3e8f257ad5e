import { listPublishedProducts } from './lib/data/products-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /api/products?limit=N&cursor=C: published products in the admin's order, a page at a time. */
export const handler = publicHandler({}, ({ query }) => listPublishedProducts(query));
