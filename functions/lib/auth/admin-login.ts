import type { LoginInput } from '../../../shared/account-rules.ts';
import { accountMessages } from '../../../shared/account-rules.ts';
import { findAdmin, normaliseEmail, recordSignIn, rememberLoginDevice } from '../data/admins-repository.ts';
import {
  cancelLoginAttempt,
  loginSucceeded,
  reserveLoginAttempt,
} from '../data/login-throttle-repository.ts';
import { WrongCredentials } from '../domain-errors.ts';
import { logger } from '../runtime/logger.ts';
import { deviceCookie, honouredDevice, newDeviceId, verifiedDevice } from './login-devices.ts';
import { verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { sessionSigningKey } from './session-key.ts';
import { startSession } from './sessions.ts';

/** Who is logging in, as far as the throttle cares (docs/decisions/020). */
export interface LoginClient {
  /** The visitor's counted address (`visitorAddress` of functions/lib/http/visitor-address.ts). */
  address: string | undefined;
  /** The `__Host-login-device` cookie's value, when the browser sent one. */
  deviceCookie?: string;
  /** The User-Agent header, named in the sessions list ("Firefox on Linux"). */
  userAgent?: string;
}

/**
 * `POST /api/admin/login`: one answer for a wrong email and a wrong password (and the same
 * time spent), and a locked account, address or device answers 429 even to the right
 * password. The attempt is counted as a failure before the password is checked (one
 * conditional write per record, login-throttle-repository.ts), so parallel attempts cannot
 * all pass an open lock; a right password takes it back. A browser with a valid device cookie
 * for the account is counted on its own (a stranger's failures do not lock it out). Returns
 * the session cookies and the device cookie.
 */
export async function logIn({ email, password }: LoginInput, client: LoginClient): Promise<string[]> {
  const account = normaliseEmail(email);
  const key = await sessionSigningKey();
  // Read first: a device cookie counts on its own only while the account still keeps it.
  const admin = await findAdmin(account);
  const device = honouredDevice(key, account, client.deviceCookie, admin?.loginDevices);
  const reservation = await reserveLoginAttempt({ account, address: client.address, device });
  let valid: boolean;
  try {
    // An invited admin without a password yet cannot log in: the same answer as an unknown email.
    valid = admin?.passwordHash
      ? await verifyPassword(password, admin.passwordHash)
      : await verifyAgainstDummy(password);
  } catch (error) {
    // No answer on the password (the table was busy): the attempt counts as nothing.
    await cancelLoginAttempt(reservation).catch(() => undefined);
    throw error;
  }
  // A wrong password or unknown email: the reservation stays as the failure.
  if (!admin || !valid) throw new WrongCredentials(accountMessages.wrongCredentials);
  await loginSucceeded(reservation);
  // This browser's device: the id of its signed cookie (even one forgotten), else a new one.
  const deviceId = verifiedDevice(key, account, client.deviceCookie) ?? newDeviceId();
  await rememberLoginDevice(admin, deviceId);
  await recordSignIn(admin.email).catch((error) =>
    logger.warn('could not note the sign-in time', { error: error as Error }),
  );
  const session = await startSession(admin.email, Date.now(), {
    sessionVersion: admin.sessionVersion,
    userAgent: client.userAgent,
  });
  return [...session, deviceCookie(key, account, deviceId)];
}
