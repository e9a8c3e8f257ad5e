import { loginSchema } from '../shared/account-rules.ts';
import { logIn } from './lib/auth/admin-login.ts';
import { deviceCookieOf } from './lib/auth/login-devices.ts';
import { HttpResponse, publicHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/login: sets the session and CSRF cookies, and the browser's device cookie. */
export const handler = publicHandler({ schema: loginSchema }, async (request) => {
  const cookies = await logIn(request.input, {
    address: request.visitorAddress,
    deviceCookie: deviceCookieOf(request.cookies, request.headers.cookie),
    userAgent: request.headers['user-agent'],
  });
  return new HttpResponse({ message: 'Login successful' }, { cookies });
});
