import { ulid } from 'ulid';
import type { SessionSummary } from '../../../shared/api-types.ts';
import { findAdmin } from '../data/admins-repository.ts';
import {
  deleteSessionItems as deleteItems,
  findSession,
  putSession,
  type SessionItem,
  sessionKey,
  sessionsOf,
  setSessionVersion,
  touchSession,
} from '../data/sessions-repository.ts';
import { NotFound } from '../domain-errors.ts';
import { browserName } from './browser-name.ts';
import { clearedSessionCookies, sessionCookies } from './session-cookies.ts';
import { keyNamed, sessionKeyRing } from './session-key.ts';
import {
  csrfTokenFor,
  isValidCsrfToken,
  newSessionId,
  parseSessionToken,
  signSessionId,
  verifySessionToken,
} from './session-tokens.ts';

/**
 * Admin sessions (stored by data/sessions-repository.ts): the server enforces both time
 * limits itself (DynamoDB Local never expires TTL items), and logout deletes the item, so a
 * copied cookie dies with it. A session whose admin is gone or has a newer session version
 * is over (docs/decisions/029).
 */
export const idleTimeoutMs = 30 * 60 * 1000;
export const absoluteLifetimeMs = 8 * 60 * 60 * 1000;
/** The authorizer writes lastSeenAt at most this often, not on every request. */
export const lastSeenWriteIntervalMs = 60 * 1000;

export interface SessionIdentity {
  email: string;
  sessionId: string;
}

/**
 * What the authorizer hands an admin handler: the identity with its verdict on the request's
 * CSRF header (the handler refuses state-changing requests without a valid one), or word
 * that the table was unreachable. Strings, as API Gateway passes context values on.
 */
export type AuthorizerContext = (SessionIdentity & { csrf: 'valid' | 'invalid' }) | { unavailable: 'true' };

/** When DynamoDB may delete the item: the earlier of the idle and absolute limits (epoch seconds). */
const expiry = (createdAt: number, lastSeenAt: number) =>
  Math.ceil(Math.min(lastSeenAt + idleTimeoutMs, createdAt + absoluteLifetimeMs) / 1000);

export interface SessionStart {
  /** The admin's session version now (admins-repository.ts); 0 for an admin who has none yet. */
  sessionVersion?: number;
  /** The request's User-Agent, shortened to a browser's name for the sessions list. */
  userAgent?: string;
}

/** Creates a session for the admin and returns the cookies that carry it. */
export async function startSession(
  email: string,
  now = Date.now(),
  { sessionVersion = 0, userAgent }: SessionStart = {},
): Promise<string[]> {
  const { current } = await sessionKeyRing();
  const sessionId = newSessionId();
  const handle = ulid(now);
  await putSession(
    sessionId,
    { email, createdAt: now, sessionVersion, handle, browser: browserName(userAgent) },
    expiry(now, now),
  );
  return sessionCookies(
    signSessionId(current.key, sessionId, current.id),
    csrfTokenFor(current.key, sessionId),
    Math.floor(absoluteLifetimeMs / 1000),
  );
}

export interface ResumedSession extends SessionIdentity {
  /** The key that signed the token: the CSRF token is checked with it. */
  key: Buffer;
}

/**
 * The admin behind a session token, or undefined when the token is forged or signed with a
 * key no longer trusted, the session was ended, it has been idle too long or lived too long,
 * or its admin was removed or has ended their sessions since. Refreshes lastSeenAt.
 */
export async function resumeSession(token: string, now = Date.now()): Promise<ResumedSession | undefined> {
  const parts = parseSessionToken(token);
  if (!parts) return undefined;
  const signingKey = keyNamed(await sessionKeyRing(), parts.keyId);
  if (!signingKey) return undefined;
  const sessionId = verifySessionToken(signingKey.key, token);
  if (!sessionId) return undefined;
  const session = await findSession(sessionId);
  if (!session) return undefined;
  if (now >= session.createdAt + absoluteLifetimeMs || now >= session.lastSeenAt + idleTimeoutMs)
    return undefined;
  const admin = await findAdmin(session.email);
  if (!admin || admin.sessionVersion !== Number(session.sessionVersion ?? 0)) return undefined;
  if (now - session.lastSeenAt >= lastSeenWriteIntervalMs)
    await touchSession(sessionId, now, expiry(session.createdAt, now));
  return { email: session.email, sessionId, key: signingKey.key };
}

/** Logout: deletes the session item and returns cookies that clear both cookies. */
export async function endSession(sessionId: string): Promise<string[]> {
  await deleteItems([sessionKey(sessionId).PK]);
  return clearedSessionCookies();
}

/** True when the `X-XSRF-TOKEN` header is the CSRF token of this session (signed with `key`). */
export function isSessionCsrfToken(key: Buffer, sessionId: string, token: string | undefined): boolean {
  return isValidCsrfToken(key, sessionId, token);
}

const isLive = (session: SessionItem, version: number, now: number) =>
  now < session.createdAt + absoluteLifetimeMs &&
  now < session.lastSeenAt + idleTimeoutMs &&
  Number(session.sessionVersion ?? 0) === version;

/** The admin's live sessions, newest first, the one asking marked `current`. */
export async function listSessions(identity: SessionIdentity, now = Date.now()): Promise<SessionSummary[]> {
  const [items, admin] = await Promise.all([sessionsOf(identity.email), findAdmin(identity.email)]);
  const version = admin?.sessionVersion ?? 0;
  return items
    .filter((session) => isLive(session, version, now))
    .map((session) => ({
      id: session.handle ?? '',
      startedAt: new Date(session.createdAt).toISOString(),
      lastUsedAt: new Date(session.lastSeenAt).toISOString(),
      browser: session.browser ?? 'Unknown browser',
      current: session.PK === sessionKey(identity.sessionId).PK,
    }))
    .reverse();
}

/**
 * Deletes the admin's session items, but `keep` (a session id). The session version has
 * already ended them (the authorizer refuses them); this tidies the list and the table.
 */
export async function deleteSessionItems(email: string, keep?: string): Promise<void> {
  const keepKey = keep ? sessionKey(keep).PK : undefined;
  const items = await sessionsOf(email);
  await deleteItems(items.map((item) => item.PK).filter((PK) => PK !== keepKey));
}

/**
 * Keeps the asking session alive across a new session version (a password change ends every
 * other session, this one stays): it takes the admin's new version.
 */
export async function carrySessionOver(sessionId: string, sessionVersion: number): Promise<void> {
  await setSessionVersion(sessionId, sessionVersion);
}

export const sessionNotFound = 'Session not found.';

/** Ends one of the admin's sessions by its handle (the sessions list's "Sign out"). */
export async function endSessionByHandle(email: string, handle: string): Promise<boolean> {
  if (!/^[0-9A-Z]{26}$/.test(handle)) throw new NotFound(sessionNotFound);
  const matches = await sessionsOf(email, handle);
  if (matches.length === 0) throw new NotFound(sessionNotFound);
  await deleteItems(matches.map((item) => item.PK));
  return true;
}
