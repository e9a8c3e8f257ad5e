import { listAdminSummaries } from './lib/auth/invitations.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/admin/admins: every admin (email, added, last sign-in, invited), the asking one marked. */
export const handler = adminHandler({}, ({ admin }) => listAdminSummaries(admin.email));
