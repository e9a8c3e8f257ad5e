import type { AccountGeneration } from './admins-repository.ts';
import { hashedLinks, type StoredLink } from './hashed-links.ts';

/**
 * The account links' tokens in the table (the rules are functions/lib/auth/account-tokens.ts):
 * hashed-link items in partition `TOKEN#<SHA-256 of the token>` (hashed-links.ts).
 */
export interface StoredAccountToken extends StoredLink {
  kind: string;
  email: string;
  /** Absent on links stored before links had one. */
  generation?: AccountGeneration;
}

const accountTokens = hashedLinks<StoredAccountToken>('TOKEN');

/** Stores a new token's record; DynamoDB's TTL deletes it after `validUntil`. */
export const putAccountToken = (tokenHash: string, token: StoredAccountToken): Promise<void> =>
  accountTokens.put(tokenHash, token);

/**
 * Deletes a token's record and answers it, in one conditional write, so two uses of one
 * token cannot both have it; undefined when there is none (unknown or used already).
 */
export const takeAccountToken = (tokenHash: string): Promise<StoredAccountToken | undefined> =>
  accountTokens.take(tokenHash);
