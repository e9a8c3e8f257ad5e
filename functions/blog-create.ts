import { blogInputSchema } from '../shared/post-rules.ts';
import { savedThenCopyDeleted } from './lib/content/autosaving.ts';
import { createBlog } from './lib/content/blog-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /api/blogs: JSON with an uploaded image's key, or the spec's multipart form with the file. */
export const handler = adminHandler(
  { schema: blogInputSchema, acceptsForm: true, status: 201 },
  ({ admin, input, files }) =>
    savedThenCopyDeleted('blog', admin.email, true, () =>
      recorded({ by: admin.email, kind: 'blog', action: 'created' }, () =>
        createBlog(input, admin.email, files.image?.content),
      ),
    ),
);
