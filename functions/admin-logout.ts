import { endSession } from './lib/auth/sessions.ts';
import { adminHandler, HttpResponse } from './lib/http/http-handler.ts';

/** POST /api/admin/logout: ends the session on the server and clears both cookies. */
export const handler = adminHandler(
  {},
  async ({ admin }) =>
    new HttpResponse({ message: 'Logged out' }, { cookies: await endSession(admin.sessionId) }),
);
