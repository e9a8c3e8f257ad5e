import { loginSchema } from '../shared/validation.ts';
import { clientAddress, logIn } from './lib/admin-login.ts';
import { HttpResponse, publicHandler } from './lib/http-handler.ts';

/** POST /api/admin/login: sets the session and CSRF cookies. */
export const handler = publicHandler({ schema: loginSchema }, async (request) => {
  const cookies = await logIn(request.input, clientAddress(request));
  return new HttpResponse({ message: 'Login successful' }, { cookies });
});
