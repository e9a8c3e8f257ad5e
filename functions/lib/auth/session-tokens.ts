import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session and CSRF tokens. A session token is `<sessionId>.<HMAC-SHA256(key, sessionId)>.<keyId>`:
 * the last part names the key that signed it (session-key.ts), so after a rotation the
 * authorizer knows which of the current and previous keys to check it with; tokens made
 * before keys had ids have no third part. The CSRF token is a second HMAC of the session id
 * under another label and the same key, so it is bound to the session and cannot be made
 * without the key. Everything here is pure (key passed in).
 */
const mac = (key: Buffer, label: string, sessionId: string) =>
  createHmac('sha256', key).update(`${label}:${sessionId}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;
const keyIdPattern = /^[A-Za-z0-9_-]{8}$/;

/** A new random session id (256 bits). */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

export const signSessionId = (key: Buffer, sessionId: string, keyId?: string): string =>
  `${sessionId}.${mac(key, 'session', sessionId)}${keyId ? `.${keyId}` : ''}`;

/** The parts of a well-formed token (not yet verified), else undefined. */
export function parseSessionToken(
  token: string,
): { sessionId: string; signature: string; keyId?: string } | undefined {
  const [sessionId, signature, keyId, extra] = token.split('.');
  if (extra !== undefined || !sessionId || !signature || !sessionIdPattern.test(sessionId)) return undefined;
  if (keyId !== undefined && !keyIdPattern.test(keyId)) return undefined;
  return { sessionId, signature, ...(keyId !== undefined ? { keyId } : {}) };
}

/** The session id of a token whose signature is right under `key`, else undefined. */
export function verifySessionToken(key: Buffer, token: string): string | undefined {
  const parts = parseSessionToken(token);
  if (!parts) return undefined;
  return sameText(parts.signature, mac(key, 'session', parts.sessionId)) ? parts.sessionId : undefined;
}

export const csrfTokenFor = (key: Buffer, sessionId: string): string => mac(key, 'csrf', sessionId);

export const isValidCsrfToken = (key: Buffer, sessionId: string, token: string | undefined): boolean =>
  Boolean(token) && sameText(token as string, csrfTokenFor(key, sessionId));
