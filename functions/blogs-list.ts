import { blogPageQuerySchema } from '../shared/list-queries.ts';
import { listBlogSummaries, listWholeBlogs } from './lib/data/blogs-repository.ts';
import { arrayWithCursor } from './lib/http/array-with-cursor.ts';
import { publicHandler } from './lib/http/http-handler.ts';
import { parsedQuery } from './lib/http/query-parsing.ts';

/**
 * GET /api/blogs: without `limit`, the spec's array of whole posts (articles included),
 * newest date first, as many as the byte cap lets through, and `x-next-cursor` for the rest
 * (`?cursor=` goes on); with `?limit=N[&cursor=C]`, one page of summaries
 * `{ items, nextCursor }` (docs/decisions/037).
 */
export const handler = publicHandler({}, async ({ query }) =>
  query.limit === undefined
    ? arrayWithCursor(await listWholeBlogs(query.cursor))
    : listBlogSummaries(parsedQuery(blogPageQuerySchema, { limit: query.limit, cursor: query.cursor })),
);
