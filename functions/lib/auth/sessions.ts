import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { tableName } from '../data/table.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { clearedSessionCookies, sessionCookies } from './session-cookies.ts';
import { sessionSigningKey } from './session-key.ts';
import {
  csrfTokenFor,
  isValidCsrfToken,
  newSessionId,
  signSessionId,
  verifySessionToken,
} from './session-tokens.ts';

/**
 * Admin sessions: one item per session holding when it began and when it was last used.
 * The server enforces both limits itself (DynamoDB Local never expires TTL items), and
 * logout deletes the item, so a copied cookie dies with it.
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

interface SessionItem {
  email: string;
  createdAt: number;
  lastSeenAt: number;
}

const sessionKey = (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' });

/** When DynamoDB may delete the item: the earlier of the idle and absolute limits (epoch seconds). */
const expiry = (createdAt: number, lastSeenAt: number) =>
  Math.ceil(Math.min(lastSeenAt + idleTimeoutMs, createdAt + absoluteLifetimeMs) / 1000);

/** Creates a session for the admin and returns the cookies that carry it. */
export async function startSession(email: string, now = Date.now()): Promise<string[]> {
  const key = await sessionSigningKey();
  const sessionId = newSessionId();
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(sessionId),
        email,
        createdAt: now,
        lastSeenAt: now,
        [ttlAttribute]: expiry(now, now),
      },
    }),
  );
  return sessionCookies(
    signSessionId(key, sessionId),
    csrfTokenFor(key, sessionId),
    Math.floor(absoluteLifetimeMs / 1000),
  );
}

/**
 * The admin behind a session token, or undefined when the token is forged, the session
 * was ended, or it has been idle too long or lived too long. Refreshes lastSeenAt.
 */
export async function resumeSession(token: string, now = Date.now()): Promise<SessionIdentity | undefined> {
  const sessionId = verifySessionToken(await sessionSigningKey(), token);
  if (!sessionId) return undefined;
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(sessionId), ConsistentRead: true }),
  );
  const session = Item as SessionItem | undefined;
  if (!session) return undefined;
  if (now >= session.createdAt + absoluteLifetimeMs || now >= session.lastSeenAt + idleTimeoutMs)
    return undefined;
  if (now - session.lastSeenAt >= lastSeenWriteIntervalMs) {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: sessionKey(sessionId),
        UpdateExpression: 'SET lastSeenAt = :now, #expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#expiresAt': ttlAttribute },
        ExpressionAttributeValues: { ':now': now, ':expiresAt': expiry(session.createdAt, now) },
      }),
    );
  }
  return { email: session.email, sessionId };
}

/** Logout: deletes the session item and returns cookies that clear both cookies. */
export async function endSession(sessionId: string): Promise<string[]> {
  await dynamoDocumentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: sessionKey(sessionId) }),
  );
  return clearedSessionCookies();
}

/** True when the `X-XSRF-TOKEN` header is the CSRF token of this session. */
export async function isSessionCsrfToken(sessionId: string, token: string | undefined): Promise<boolean> {
  return isValidCsrfToken(await sessionSigningKey(), sessionId, token);
}
