import { productAdminQuerySchema } from '../shared/list-queries.ts';
import { listProductsForAdmin } from './lib/data/products-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';
import { parsedQuery } from './lib/http/query-parsing.ts';

/** GET /api/admin/products?q=&category=&status=&limit=&cursor=: the dashboard's list, drafts too. */
export const handler = adminHandler({}, ({ query }) =>
  listProductsForAdmin(parsedQuery(productAdminQuerySchema, query)),
);
