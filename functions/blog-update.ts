import { blogInputSchema } from '../shared/validation.ts';
import { updateBlog } from './lib/blog-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http-handler.ts';
import { multipartForm } from './lib/multipart-form.ts';

/** PUT /api/blogs/blogs/{id}: replaces every field (JSON or multipart, as for create). */
export const handler = adminHandler(
  { schema: blogInputSchema, multipart: multipartForm },
  ({ admin, input, files, pathParameters }) =>
    recorded({ by: admin.email, kind: 'blog', action: 'changed' }, () =>
      updateBlog(pathParameters.id ?? '', input, files.image?.content),
    ),
);
