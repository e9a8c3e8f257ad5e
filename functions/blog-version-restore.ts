import { restoreBlog } from './lib/content/blog-saving.ts';
import { revisionRestoreHandler } from './lib/http/revision-handlers.ts';

/**
 * POST /api/admin/blogs/{id}/versions/{version}/restore {version}: the kept version saved as the
 * post's next one, through its normal save (so it can be undone); a stale `version` is a 409.
 */
export const handler = revisionRestoreHandler('blog', restoreBlog);
