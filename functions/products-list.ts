import { productPageQuerySchema } from '../shared/list-queries.ts';
import { listPublishedProducts } from './lib/data/products-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';
import { parsedQuery } from './lib/http/query-parsing.ts';

/** GET /api/products?limit=N&cursor=C: published products in the admin's order, a page at a time. */
export const handler = publicHandler({}, ({ query }) =>
  listPublishedProducts(parsedQuery(productPageQuerySchema, query)),
);
