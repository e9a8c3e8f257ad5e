import { blogInputSchema } from '../shared/validation.ts';
import { updateBlog } from './lib/content/blog-saving.ts';
import { adminHandler } from './lib/http/http-handler.ts';
import { multipartForm } from './lib/http/multipart-form.ts';

/** PUT /api/blogs/blogs/{id}: replaces every field (JSON or multipart, as for create). */
export const handler = adminHandler(
  { schema: blogInputSchema, multipart: multipartForm },
  ({ input, files, pathParameters }) => updateBlog(pathParameters.id ?? '', input, files.image?.content),
);
