import { blogInputSchema } from '../shared/validation.ts';
import { updateBlog } from './lib/content/blog-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';
import { parseMultipartForm } from './lib/http/multipart-form.ts';

/**
 * PUT /api/blogs/blogs/{id}: replaces every field (JSON or multipart, as for create). A form
 * without a file and without an image key keeps the cover, as the earlier backend did for its
 * client's edit form (docs/decisions/034); JSON's `image: ""` removes it.
 */
export const handler = adminHandler(
  { schema: blogInputSchema, multipart: parseMultipartForm },
  ({ admin, input, files, isForm, pathParameters }) =>
    recorded({ by: admin.email, kind: 'blog', action: 'changed' }, () =>
      updateBlog(pathParameters.id ?? '', input, files.image?.content, {
        keepImage: isForm && !files.image && !input.image,
      }),
    ),
);
