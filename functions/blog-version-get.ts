import { findBlogItem } from './lib/data/blogs-repository.ts';
import { revisionGetHandler } from './lib/http/revision-handlers.ts';

/** GET /api/admin/blogs/{id}/versions/{version}: one kept version of the post, its whole value. */
export const handler = revisionGetHandler('blog', findBlogItem);
