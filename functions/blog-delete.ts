import { deleteBlog } from './lib/data/blogs-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /api/blogs/blogs/{id} */
export const handler = deleteByIdHandler('blog', deleteBlog);
