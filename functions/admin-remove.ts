import { removeAdmin } from './lib/auth/invitations.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/admin/admins/{email}: never yourself, never the last admin; their sessions end at once. */
export const handler = adminHandler({}, ({ admin, pathParameters }) =>
  removeAdmin(decoded(pathParameters.email ?? ''), admin.email),
);

/** API Gateway may hand the parameter over still percent-encoded (`a%40b.com`); the local gateway decodes it. */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
