import { loginSchema } from '../shared/validation.ts';
import { clientAddress, logIn } from './lib/admin-login.ts';
import { HttpResponse, publicHandler } from './lib/http-handler.ts';
import { deviceCookieOf } from './lib/login-devices.ts';

/** POST /api/admin/login: sets the session and CSRF cookies, and the browser's device cookie. */
export const handler = publicHandler({ schema: loginSchema }, async (request) => {
  const cookies = await logIn(request.input, {
    address: clientAddress(request),
    deviceCookie: deviceCookieOf(request.cookies, request.headers.cookie),
    userAgent: request.headers['user-agent'],
  });
  return new HttpResponse({ message: 'Login successful' }, { cookies });
});
