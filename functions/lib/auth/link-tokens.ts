import { createHash, randomBytes } from 'node:crypto';

/**
 * The tokens of links that are capabilities: account links mailed to an admin (ADR 029) and
 * preview links an admin shares (ADR 066). 32 random bytes in base64url, 43 characters
 * (`linkTokenPattern`, shared/account-rules.ts): unguessable, so they need no signature. The
 * table keeps only their SHA-256, so a read of it opens nothing.
 */
export const newLinkToken = (): string => randomBytes(32).toString('base64url');

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');
