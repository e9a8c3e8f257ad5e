import type { ChangePasswordInput } from '../../../shared/account-rules.ts';
import { findAdmin, setAdminPassword } from '../data/admins-repository.ts';
import {
  cancelLoginAttempt,
  loginSucceeded,
  reserveLoginAttempt,
} from '../data/login-throttle-repository.ts';
import { InvalidInput } from '../domain-errors.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.ts';
import { carrySessionOver, deleteSessionItems, type SessionIdentity } from './sessions.ts';

export const wrongCurrentPassword = 'The current password is not right.';
export const samePassword = 'The new password must differ from the current one.';

/**
 * The account menu's "Change password" (docs/decisions/029): the current password, checked
 * like a login and counted in the session's own failed-login record (5 wrong tries lock this
 * session out of it for 15 minutes, so a session left open is no way to guess it; strangers'
 * failures on the account do not count here), then the new one. Every other session of the admin ends (a new session
 * version); the asking one takes the new version and stays.
 */
export async function changePassword(
  identity: SessionIdentity,
  { currentPassword, newPassword }: ChangePasswordInput,
): Promise<{ message: string }> {
  await confirmCurrentPassword(identity, currentPassword);
  if (currentPassword === newPassword) throw new InvalidInput(samePassword);
  const sessionVersion = await setAdminPassword(identity.email, await hashPassword(newPassword));
  await carrySessionOver(identity.sessionId, sessionVersion);
  await deleteSessionItems(identity.email, identity.sessionId);
  return { message: 'Your password is changed. Every other session has been signed out.' };
}

/**
 * The signed-in admin's password, asked again before a change that matters (a new password,
 * an invitation, a removal: docs/decisions/039): checked like a login and counted on this
 * session's own failed-login record (5 wrong tries lock the session out of it for 15
 * minutes; strangers' failures on the account do not count). 400 when it is wrong.
 */
export async function confirmCurrentPassword(identity: SessionIdentity, password: string): Promise<void> {
  const reservation = await reserveLoginAttempt({
    account: identity.email,
    address: undefined,
    session: identity.sessionId,
  });
  let valid: boolean;
  try {
    const hash = (await findAdmin(identity.email))?.passwordHash;
    valid = hash ? await verifyPassword(password, hash) : await verifyAgainstDummy(password);
  } catch (error) {
    await cancelLoginAttempt(reservation).catch(() => undefined);
    throw error;
  }
  // 400, not 401: the session is fine, and the dashboard reads 401 as "signed out".
  if (!valid) throw new InvalidInput(wrongCurrentPassword);
  await loginSucceeded(reservation);
}
