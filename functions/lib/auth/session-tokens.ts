import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Session and CSRF tokens. A session token is `<sessionId>.<HMAC-SHA256(key, sessionId)>`;
 * the CSRF token is a second HMAC of the session id under another label, so it is bound to
 * the session and cannot be made without the key. Everything here is pure (key passed in).
 */
const mac = (key: Buffer, label: string, sessionId: string) =>
  createHmac('sha256', key).update(`${label}:${sessionId}`).digest('base64url');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const sessionIdPattern = /^[A-Za-z0-9_-]{43}$/;

/** A new random session id (256 bits). */
export const newSessionId = (): string => randomBytes(32).toString('base64url');

export const signSessionId = (key: Buffer, sessionId: string): string =>
  `${sessionId}.${mac(key, 'session', sessionId)}`;

/** The session id of a token whose signature is right, else undefined. */
export function verifySessionToken(key: Buffer, token: string): string | undefined {
  const [sessionId, signature, extra] = token.split('.');
  if (extra !== undefined || !sessionId || !signature || !sessionIdPattern.test(sessionId)) return undefined;
  return sameText(signature, mac(key, 'session', sessionId)) ? sessionId : undefined;
}

export const csrfTokenFor = (key: Buffer, sessionId: string): string => mac(key, 'csrf', sessionId);

export const isValidCsrfToken = (key: Buffer, sessionId: string, token: string | undefined): boolean =>
  Boolean(token) && sameText(token as string, csrfTokenFor(key, sessionId));
