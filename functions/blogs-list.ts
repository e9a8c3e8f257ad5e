import { listBlogsForApi } from './lib/data/blogs-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/**
 * GET /api/blogs: the newest posts without their articles, newest date first (the spec's
 * array); `?limit=&cursor=` answers one page `{ items, nextCursor }`.
 */
export const handler = publicHandler({}, ({ query }) => listBlogsForApi(query));
