import { blogChangesSchema } from '../shared/validation.ts';
import { updateBlog } from './lib/content/blog-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * PUT /api/blogs/blogs/{id}: JSON replaces every field (`image: ""` removes the cover); the
 * spec's multipart form changes what it sends and keeps the rest, its cover included when it
 * sends no file (docs/decisions/034, 037).
 */
export const handler = adminHandler(
  { schema: blogChangesSchema, acceptsForm: true },
  ({ admin, input, files, isForm, pathParameters }) =>
    recorded({ by: admin.email, kind: 'blog', action: 'changed' }, () =>
      updateBlog(pathParameters.id ?? '', input, files.image?.content, { by: admin.email, fromForm: isForm }),
    ),
);
