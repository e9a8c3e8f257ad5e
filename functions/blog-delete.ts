import { deleteBlog } from './lib/data/blogs-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/blogs/blogs/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteBlog(pathParameters.id ?? ''));
