import { resetPasswordSchema } from '../shared/account-rules.ts';
import { completeAccountLink } from './lib/auth/password-resets.ts';
import { HttpResponse, publicHandler } from './lib/http/http-handler.ts';

/**
 * POST /api/admin/password/reset {token, password}: a reset or invitation link used. Sets the
 * password, ends every session of the admin, and signs this browser in.
 */
export const handler = publicHandler({ schema: resetPasswordSchema }, async ({ input, headers }) => {
  const { cookies } = await completeAccountLink(input.token, input.password, headers['user-agent']);
  return new HttpResponse({ message: 'Your password is set. You are signed in.' }, { cookies });
});
