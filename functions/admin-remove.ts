import { confirmPasswordSchema } from '../shared/account-rules.ts';
import { removeAdmin } from './lib/auth/invitations.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/**
 * DELETE /api/admin/admins/{email} {currentPassword}: never yourself, never leaving no admin,
 * your password again (ADR 039); their sessions end at once.
 */
export const handler = adminHandler({ schema: confirmPasswordSchema }, ({ admin, pathParameters, input }) =>
  removeAdmin(decoded(pathParameters.email ?? ''), admin, input.currentPassword),
);

/** API Gateway may hand the parameter over still percent-encoded (`a%40b.com`); the local gateway decodes it. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
