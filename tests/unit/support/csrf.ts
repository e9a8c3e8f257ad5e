import { readFileSync } from 'node:fs';
import { csrfHeaderName } from '../../../functions/lib/auth/session-cookies.ts';
import { csrfTokenFor, isValidCsrfToken } from '../../../functions/lib/auth/session-tokens.ts';
import { testSigningKeyFile } from './aws-mocks.ts';

const testKey = () => Buffer.from(readFileSync(testSigningKeyFile, 'utf8').trim());

/** The CSRF header a logged-in browser sends for this session. */
export const csrfHeaders = (sessionId: string) => ({ 'X-XSRF-TOKEN': csrfTokenFor(testKey(), sessionId) });

/**
 * The authorizer's verdict on a request's CSRF header (functions/authorizer.ts), for handler
 * tests that stand in for the authorizer with an approved identity.
 */
export function csrfVerdict(sessionId: string, headers: Record<string, string>): 'valid' | 'invalid' {
  const header = Object.entries(headers).find(([name]) => name.toLowerCase() === csrfHeaderName)?.[1];
  return isValidCsrfToken(testKey(), sessionId, header) ? 'valid' : 'invalid';
}
