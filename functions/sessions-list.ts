import { listSessions } from './lib/auth/sessions.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/sessions: the asking admin's live sessions (started, last used, browser). */
export const handler = adminHandler({}, ({ admin }) => listSessions(admin));
