import { adminHandler } from './lib/http-handler.ts';
import { listSessions } from './lib/sessions.ts';

/** GET /api/admin/sessions: the asking admin's live sessions (started, last used, browser). */
export const handler = adminHandler({}, ({ admin }) => listSessions(admin));
