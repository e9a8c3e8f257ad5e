import { autosaveTarget } from './lib/content/autosaving.ts';
import { findAutosave } from './lib/data/autosaves.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/autosaves/{kind}/{id}: the signed-in admin's own server copy of the form, or null. */
export const handler = adminHandler({}, async ({ admin, pathParameters }) => {
  const { kind, id } = autosaveTarget(pathParameters);
  return { autosave: (await findAutosave(kind, id, admin.email)) ?? null };
});
