import { blogAdminQuerySchema } from '../shared/list-queries.ts';
import { listBlogsForAdmin } from './lib/data/blogs-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';
import { parsedQuery } from './lib/http/query-parsing.ts';

/** GET /api/admin/blogs?status=&limit=&cursor=: the blog manager's list, drafts and scheduled posts too. */
export const handler = adminHandler({}, ({ query }) =>
  listBlogsForAdmin(parsedQuery(blogAdminQuerySchema, query)),
);
