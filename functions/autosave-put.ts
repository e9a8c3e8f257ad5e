import { autosaveRequestSchema } from '../shared/autosave-rules.ts';
import { autosaveTarget } from './lib/content/autosaving.ts';
import { putAutosave } from './lib/data/autosaves.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * PUT /api/admin/autosaves/{kind}/{id} {value, baseVersion?}: keeps the signed-in admin's copy
 * of the form as typed (docs/decisions/069). The item, its status and its versions stay as
 * they are; only this admin's copy is replaced.
 */
export const handler = adminHandler({ schema: autosaveRequestSchema }, ({ admin, input, pathParameters }) => {
  const { kind, id } = autosaveTarget(pathParameters);
  return putAutosave(kind, id, admin.email, input);
});
