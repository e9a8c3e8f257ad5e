import { setTimeout as sleep } from 'node:timers/promises';
import { invalidLinkMessage } from '../../../shared/account-rules.ts';
import {
  type AccountGeneration,
  type AdminRecord,
  findAdmin,
  generationOf,
  normaliseEmail,
  recordSignIn,
  setAdminPassword,
} from '../data/admins-repository.ts';
import { countRequest } from '../data/login-throttle-repository.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { accountMailSettings, composeResetEmail, sendAccountEmail } from '../mail/account-email.ts';
import { logger } from '../runtime/logger.ts';
import { issueAccountToken, redeemAccountToken } from './account-tokens.ts';
import { keptDevice } from './login-devices.ts';
import { hashPassword } from './passwords.ts';
import { deleteSessionItems, startSession } from './sessions.ts';

/**
 * "Forgot password" (docs/decisions/029). Whatever the email, the answer is the same and
 * comes `answerMs` after the request was counted: a known email's lookup, token write and
 * SES call run within that time and are given up at its end (docs/decisions/038), so neither
 * a slow nor a hanging mail service tells an admin's address from a stranger's. A known one
 * gets a single-use link for 30 minutes. Requests are counted per email and per address like
 * failed logins (login-throttle-repository.ts), in records of their own, so asking for links
 * never locks anyone's login; a request from a browser the account keeps as a login device
 * is counted on that device alone, so strangers asking for the admin's address cannot lock
 * the admin out of it (issue 23, N8).
 */
export const resetRequestLimits = { email: 3, address: 10 } as const;
export const tooManyResetRequests = 'Too many requests for a new password. Please try again in 15 minutes.';
/** SES answers a send in 50-300 ms; a lookup and a token write take some 20 ms more. */
export const answerMs = 1_200;

/** Mails the admin a link, unless `deadline` has passed: no mail goes out after the answer. */
async function mailResetLink(admin: AdminRecord | undefined, deadline: AbortSignal): Promise<void> {
  if (!admin) return;
  const settings = await accountMailSettings();
  if (!settings) {
    logger.warn('A password reset was asked for, but this stage has no MAIL_FROM and SITE_URL');
    return;
  }
  const token = await issueAccountToken('reset', admin);
  deadline.throwIfAborted();
  await sendAccountEmail(composeResetEmail(admin.email, token, settings), deadline);
}

export async function requestPasswordReset(
  email: string,
  client: { address: string | undefined; deviceCookie?: string },
): Promise<void> {
  const account = normaliseEmail(email);
  // Read for every address alike (an unknown one too), before counting.
  const admin = await findAdmin(account);
  const device = keptDevice(client.deviceCookie, admin?.loginDevices);
  await countRequest(
    device
      ? // `RESET#@…`: in the granted `RESET#*` partitions, never an email's (none starts with `@`).
        [{ partition: `RESET#@device:${device}`, limit: resetRequestLimits.email }]
      : [
          { partition: `RESET#${account}`, limit: resetRequestLimits.email },
          ...(client.address
            ? [{ partition: `RESET-FROM#${client.address}`, limit: resetRequestLimits.address }]
            : []),
        ],
    tooManyResetRequests,
  );
  const deadline = AbortSignal.timeout(answerMs);
  // Not awaited: the answer comes at the deadline whatever the mailing does, and what is
  // still under way then is given up (the signal aborts the send). A failure is logged,
  // never answered: an outage must not tell which emails are admins.
  mailResetLink(admin, deadline).catch((error) =>
    logger.error('password reset email failed', { error: error as Error }),
  );
  await sleep(answerMs);
}

const sameGeneration = (a: AccountGeneration, b: AccountGeneration) =>
  a.sessionVersion === b.sessionVersion && (a.createdAt ?? '') === (b.createdAt ?? '');

/**
 * A reset or invitation link used: the token is spent, the admin gets the new password and a
 * new session version (every other session ends), and this browser is signed in. Answers the
 * session cookies.
 */
export async function completeAccountLink(
  token: string,
  password: string,
  userAgent: string | undefined,
): Promise<{ cookies: string[]; email: string }> {
  const { email, generation } = await redeemAccountToken(token);
  const admin = await findAdmin(email);
  // Removed, invited again, or its password changed after the link was sent: the link died
  // with that state of the account (issue 23, N9). The write checks it again, atomically.
  if (!admin || !sameGeneration(generationOf(admin), generation)) throw new InvalidInput(invalidLinkMessage);
  const sessionVersion = await setAdminPassword(email, await hashPassword(password), generation).catch(
    (error) => Promise.reject(error instanceof NotFound ? new InvalidInput(invalidLinkMessage) : error),
  );
  await deleteSessionItems(email);
  await recordSignIn(email).catch((error) =>
    logger.warn('could not note the sign-in time', { error: error as Error }),
  );
  const cookies = await startSession(admin.email, Date.now(), { sessionVersion, userAgent });
  return { cookies, email: admin.email };
}
