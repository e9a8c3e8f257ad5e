import { invalidLinkMessage, linkTokenPattern } from '../../../shared/account-rules.ts';
import { putAccountToken, takeAccountToken } from '../data/account-tokens-repository.ts';
import {
  type AccountGeneration,
  type AdminRecord,
  generationOf,
  normaliseEmail,
} from '../data/admins-repository.ts';
import { InvalidInput } from '../domain-errors.ts';
import { hashToken, newLinkToken } from './link-tokens.ts';

/**
 * The single-use links of account emails (docs/decisions/029): a password reset (valid 30
 * minutes) and an invitation (48 hours). The link carries a random 256-bit token; the table
 * keeps only its SHA-256 (`TOKEN#<hash>`), so a copy of the table opens no account. Using a
 * link deletes its item in the same conditional write that reads it, so two uses of one
 * link cannot both pass; an expired one is refused even before TTL has deleted it.
 *
 * A link is for one state of the account (its `AccountGeneration`: session version and
 * creation time), which the link's use checks (password-resets.ts): a password change or any
 * link used (a new session version), a removal, or a removal and invitation again (a new
 * creation time) leave every older link dead (issue 23, N9).
 */
export type AccountTokenKind = 'reset' | 'invite';
export const tokenLifetimesMs: Record<AccountTokenKind, number> = {
  reset: 30 * 60 * 1000,
  invite: 48 * 60 * 60 * 1000,
};

/** Stores a new token's hash for the admin as they are now and answers the token (for the link only). */
export async function issueAccountToken(
  kind: AccountTokenKind,
  admin: Pick<AdminRecord, 'email' | 'sessionVersion' | 'createdAt'>,
  now = Date.now(),
): Promise<string> {
  const token = newLinkToken();
  const validUntil = now + tokenLifetimesMs[kind];
  await putAccountToken(hashToken(token), {
    kind,
    email: normaliseEmail(admin.email),
    generation: generationOf({ ...admin }),
    validUntil,
  });
  return token;
}

/**
 * Uses a token up: deletes its item and answers whose it was and what for. A token that is
 * unknown, used already or too old is one answer, 400 `invalidLinkMessage`.
 */
export async function redeemAccountToken(
  token: string,
  now = Date.now(),
): Promise<{ kind: AccountTokenKind; email: string; generation: AccountGeneration }> {
  if (!linkTokenPattern.test(token)) throw new InvalidInput(invalidLinkMessage);
  const item = await takeAccountToken(hashToken(token));
  if (!item || Number(item.validUntil) <= now) throw new InvalidInput(invalidLinkMessage);
  // A link stored before links had a generation names none: it matches no account.
  const generation = (item.generation ?? { sessionVersion: -1 }) as AccountGeneration;
  return { kind: item.kind as AccountTokenKind, email: item.email as string, generation };
}
