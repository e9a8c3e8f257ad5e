import { endSessionByHandle } from './lib/auth/sessions.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/sessions/{id}: signs one of your sessions out (by the handle the list gave). */
export const handler = adminHandler({}, async ({ admin, pathParameters }) => {
  await endSessionByHandle(admin.email, pathParameters.id ?? '');
  return { message: 'Session signed out.' };
});
