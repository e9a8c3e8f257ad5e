import { setTimeout as sleep } from 'node:timers/promises';
import { findAdmin, normaliseEmail, recordSignIn, setAdminPassword } from '../data/admins-repository.ts';
import { countRequest } from '../data/login-throttle-repository.ts';
import { InvalidInput } from '../domain-errors.ts';
import { accountMailSettings, composeResetEmail, sendAccountEmail } from '../mail/account-email.ts';
import { logger } from '../runtime/logger.ts';
import { issueAccountToken, redeemAccountToken } from './account-tokens.ts';
import { hashPassword } from './passwords.ts';
import { deleteSessionItems, startSession } from './sessions.ts';

/**
 * "Forgot password" (docs/decisions/029). Whatever the email, the answer is the same and
 * comes `answerMs` after the request was counted: a known email's lookup, token write and
 * SES call run within that time and are given up at its end (docs/decisions/038), so neither
 * a slow nor a hanging mail service tells an admin's address from a stranger's. A known one
 * gets a single-use link for 30 minutes. Requests are counted per email and per address like
 * failed logins (login-throttle-repository.ts), in records of their own, so asking for links
 * never locks anyone's login.
 */
export const resetRequestLimits = { email: 3, address: 10 } as const;
export const tooManyResetRequests = 'Too many requests for a new password. Please try again in 15 minutes.';
/** SES answers a send in 50-300 ms; a lookup and a token write take some 20 ms more. */
export const answerMs = 1_200;

/** Looks the admin up and mails a link, unless `deadline` has passed: no mail goes out after the answer. */
async function mailResetLink(account: string, deadline: AbortSignal): Promise<void> {
  const admin = await findAdmin(account);
  if (!admin) return;
  const settings = accountMailSettings();
  if (!settings) {
    logger.warn('A password reset was asked for, but this stage has no MAIL_FROM and SITE_URL');
    return;
  }
  const token = await issueAccountToken('reset', admin.email);
  deadline.throwIfAborted();
  await sendAccountEmail(composeResetEmail(admin.email, token, settings), deadline);
}

export async function requestPasswordReset(email: string, address: string | undefined): Promise<void> {
  const account = normaliseEmail(email);
  await countRequest(
    [
      { partition: `RESET#${account}`, limit: resetRequestLimits.email },
      ...(address ? [{ partition: `RESET-FROM#${address}`, limit: resetRequestLimits.address }] : []),
    ],
    tooManyResetRequests,
  );
  const deadline = AbortSignal.timeout(answerMs);
  // Not awaited: the answer comes at the deadline whatever the mailing does, and what is
  // still under way then is given up (the signal aborts the send). A failure is logged,
  // never answered: an outage must not tell which emails are admins.
  mailResetLink(account, deadline).catch((error) =>
    logger.error('password reset email failed', { error: error as Error }),
  );
  await sleep(answerMs);
}

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
  const { email } = await redeemAccountToken(token);
  const admin = await findAdmin(email);
  // Removed after the link was sent: the link is dead with the account.
  if (!admin) throw new InvalidInput('This link does not work any more. Please ask for a new one.');
  const sessionVersion = await setAdminPassword(email, await hashPassword(password));
  await deleteSessionItems(email);
  await recordSignIn(email).catch((error) =>
    logger.warn('could not note the sign-in time', { error: error as Error }),
  );
  const cookies = await startSession(admin.email, Date.now(), { sessionVersion, userAgent });
  return { cookies, email: admin.email };
}
