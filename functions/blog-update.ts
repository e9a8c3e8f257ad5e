import { blogChangesSchema } from '../shared/post-rules.ts';
import { savedThenCopyDeleted } from './lib/content/autosaving.ts';
import { updateBlog } from './lib/content/blog-saving.ts';
import { publicationAction, recorded } from './lib/data/activity-repository.ts';
import type { ReplacedPublication } from './lib/data/publication-schedule.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * PUT /api/blogs/blogs/{id}: JSON replaces every field (`image: ""` removes the cover); the
 * spec's multipart form changes what it sends and keeps the rest, its cover included when it
 * sends no file (docs/decisions/034, 037). Without `status`, the post's publishing stays.
 */
export const handler = adminHandler(
  { schema: blogChangesSchema, acceptsForm: true },
  ({ admin, input, files, isForm, pathParameters }) => {
    const replaced: ReplacedPublication = {};
    return savedThenCopyDeleted('blog', admin.email, false, () =>
      recorded(
        {
          by: admin.email,
          kind: 'blog',
          action: (blog) => publicationAction(replaced.status, blog.status ?? 'published'),
        },
        () =>
          updateBlog(pathParameters.id ?? '', input, files.image?.content, {
            by: admin.email,
            fromForm: isForm,
            replaced,
          }),
      ),
    );
  },
);
