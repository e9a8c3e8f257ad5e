import { clearedSessionCookies } from './lib/auth/session-cookies.ts';
import { deleteSessionItems } from './lib/auth/sessions.ts';
import { bumpSessionVersion } from './lib/data/admins-repository.ts';
import { adminHandler, HttpResponse } from './lib/http/http-handler.ts';

/** DELETE /api/admin/sessions: "Sign out everywhere", this browser included. */
export const handler = adminHandler({}, async ({ admin }) => {
  await bumpSessionVersion(admin.email);
  await deleteSessionItems(admin.email);
  return new HttpResponse({ message: 'Signed out everywhere.' }, { cookies: clearedSessionCookies() });
});
