import { changePasswordSchema } from '../shared/account-rules.ts';
import { changePassword } from './lib/auth/password-change.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/password {currentPassword, newPassword}: every other session ends, this one stays. */
export const handler = adminHandler({ schema: changePasswordSchema }, ({ admin, input }) =>
  changePassword(admin, input),
);
