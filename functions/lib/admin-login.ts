import type { LoginInput } from '../../shared/validation.ts';
import { messages } from '../../shared/validation.ts';
import { findAdmin, normaliseEmail } from './admins-repository.ts';
import { HttpError } from './http-error.ts';
import { clearLoginFailures, isLoginLocked, recordLoginFailure } from './login-throttle-repository.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';

/**
 * `POST /api/admin/login`: one answer for a wrong email and a wrong password (and the same
 * time spent), and a locked account answers 429 even to the right password.
 * Returns the session cookies.
 */
export async function logIn({ email, password }: LoginInput): Promise<string[]> {
  const account = normaliseEmail(email);
  if (await isLoginLocked(account)) throw new HttpError(429, messages.tooManyLogins);
  const admin = await findAdmin(account);
  const valid = admin
    ? await verifyPassword(password, admin.passwordHash)
    : await verifyAgainstDummy(password);
  if (!admin || !valid) {
    await recordLoginFailure(account);
    throw new HttpError(401, messages.wrongCredentials);
  }
  await clearLoginFailures(account);
  return startSession(admin.email);
}
