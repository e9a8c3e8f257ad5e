import { forgotPasswordSchema } from '../shared/account-rules.ts';
import { passwordResetRequested } from '../shared/api-types.ts';
import { deviceCookieOf } from './lib/auth/login-devices.ts';
import { requestPasswordReset } from './lib/auth/password-resets.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/password/forgot {email}: the same answer whatever the email (docs/decisions/029). */
export const handler = publicHandler({ schema: forgotPasswordSchema }, async (request) => {
  await requestPasswordReset(request.input.email, {
    address: request.visitorAddress,
    deviceCookie: deviceCookieOf(request.cookies, request.headers.cookie),
  });
  return { message: passwordResetRequested };
});
