import { listBlogs } from './lib/blogs-repository.ts';
import { publicHandler } from './lib/http-handler.ts';

/** GET /api/blogs: every blog, newest date first. */
export const handler = publicHandler({}, () => listBlogs());
