import { deleteBlog } from './lib/blogs-repository.ts';
import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http-handler.ts';

/** DELETE /api/blogs/blogs/{id} */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'blog', itemId: id },
    () => labelOfItem(id),
    () => deleteBlog(id),
  );
});
