import { loginSchema } from '../shared/validation.ts';
import { logIn } from './lib/admin-login.ts';
import { HttpResponse, publicHandler } from './lib/http-handler.ts';

/** POST /api/admin/login: sets the session and CSRF cookies. */
export const handler = publicHandler(
  { schema: loginSchema },
  async ({ input }) => new HttpResponse({ message: 'Login successful' }, { cookies: await logIn(input) }),
);
