import { deleteBlog } from './lib/blogs-repository.ts';
import { adminHandler } from './lib/http-handler.ts';

/** DELETE /api/blogs/blogs/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteBlog(pathParameters.id ?? ''));
