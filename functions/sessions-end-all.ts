import { bumpSessionVersion } from './lib/admins-repository.ts';
import { adminHandler, HttpResponse } from './lib/http-handler.ts';
import { clearedSessionCookies } from './lib/session-cookies.ts';
import { deleteSessionItems } from './lib/sessions.ts';

/** DELETE /api/admin/sessions: "Sign out everywhere", this browser included. */
export const handler = adminHandler({}, async ({ admin }) => {
  await bumpSessionVersion(admin.email);
  await deleteSessionItems(admin.email);
  return new HttpResponse({ message: 'Signed out everywhere.' }, { cookies: clearedSessionCookies() });
});
