import { deletingPhotos } from './lib/content/photo-deletions.ts';
import { deleteBlog } from './lib/data/blogs-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /api/blogs/blogs/{id}: the post, its slugs, and its cover's uploads (they expire). */
export const handler = deleteByIdHandler('blog', deletingPhotos(deleteBlog, 'Blog deleted.'));
