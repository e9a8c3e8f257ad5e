import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteBlog } from './lib/data/blogs-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/blogs/blogs/{id} */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'blog', itemId: id },
    () => labelOfItem(id),
    () => deleteBlog(id),
  );
});
