import { adminHandler } from './lib/http-handler.ts';
import { endSessionByHandle } from './lib/sessions.ts';

/** DELETE /api/admin/sessions/{id}: signs one of your sessions out (by the handle the list gave). */
export const handler = adminHandler({}, async ({ admin, pathParameters }) => {
  await endSessionByHandle(admin.email, pathParameters.id ?? '');
  return { message: 'Session signed out.' };
});
