import { inviteAdminSchema } from '../shared/account-rules.ts';
import { inviteAdmin } from './lib/auth/invitations.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/admins {email, currentPassword}: adds an admin, who gets an invitation link (48 hours, once). */
export const handler = adminHandler({ schema: inviteAdminSchema, status: 201 }, ({ admin, input }) =>
  inviteAdmin(input.email, admin, input.currentPassword),
);
