import { autosaveTarget } from './lib/content/autosaving.ts';
import { deleteAutosave } from './lib/data/autosaves.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/autosaves/{kind}/{id}: the signed-in admin's copy is gone (saved, restored or discarded). */
export const handler = adminHandler({}, async ({ admin, pathParameters }) => {
  const { kind, id } = autosaveTarget(pathParameters);
  await deleteAutosave(kind, id, admin.email);
  return { message: 'Draft copy deleted.' };
});
