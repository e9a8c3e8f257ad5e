import { findBlogItem } from './lib/data/blogs-repository.ts';
import { revisionListHandler } from './lib/http/revision-handlers.ts';

/** GET /api/admin/blogs/{id}/versions: the post's kept versions (the last 50), newest first, without values. */
export const handler = revisionListHandler('blog', findBlogItem);
