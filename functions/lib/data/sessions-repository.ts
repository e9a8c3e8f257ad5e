import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { gsi2Name, ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { normaliseEmail } from './admins-repository.ts';
import { queryAll, tableName } from './table.ts';

/**
 * Admin sessions in the table (the rules are functions/lib/auth/sessions.ts): one item per
 * session in partition `SESSION#<session id>`, holding when it began and was last used, the
 * browser it began in and the admin's session version at its start, and an expiry time for
 * DynamoDB's TTL. GSI2 lists one admin's sessions with one Query: `GSI2PK = SESSIONS#<email>`,
 * `GSI2SK =` the session's handle, a ULID the dashboard names it by (the session id itself,
 * the secret part of the cookie, never leaves the server).
 */
export interface SessionItem {
  email: string;
  createdAt: number;
  lastSeenAt: number;
  sessionVersion?: number;
  handle?: string;
  browser?: string;
}

/** A session item as a list of them holds it: with its partition, which names its session id. */
export interface ListedSession extends SessionItem {
  PK: string;
}

export const sessionKey = (sessionId: string) => ({ PK: `SESSION#${sessionId}`, SK: 'SESSION' });
/** GSI2's partition of one admin's sessions. */
export const adminSessionsPartition = (email: string) => `SESSIONS#${normaliseEmail(email)}`;

/** Stores a new session; `expiresAt` in epoch seconds. */
export async function putSession(
  sessionId: string,
  session: Required<Pick<SessionItem, 'email' | 'createdAt' | 'sessionVersion' | 'handle' | 'browser'>>,
  expiresAt: number,
): Promise<void> {
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...sessionKey(sessionId),
        ...session,
        lastSeenAt: session.createdAt,
        GSI2PK: adminSessionsPartition(session.email),
        GSI2SK: session.handle,
        [ttlAttribute]: expiresAt,
      },
    }),
  );
}

export async function findSession(sessionId: string): Promise<SessionItem | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(sessionId), ConsistentRead: true }),
  );
  return Item as SessionItem | undefined;
}

/** Records a use of a live session, and its new expiry (epoch seconds). */
export async function touchSession(sessionId: string, lastSeenAt: number, expiresAt: number): Promise<void> {
  await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sessionKey(sessionId),
      UpdateExpression: 'SET lastSeenAt = :now, #expiresAt = :expiresAt',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeNames: { '#expiresAt': ttlAttribute },
      ExpressionAttributeValues: { ':now': lastSeenAt, ':expiresAt': expiresAt },
    }),
  );
}

/** Gives a session another session version (it survives the admin's new one). */
export async function setSessionVersion(sessionId: string, sessionVersion: number): Promise<void> {
  await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: sessionKey(sessionId),
      UpdateExpression: 'SET sessionVersion = :version',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':version': sessionVersion },
    }),
  );
}

/** Deletes session items by their partitions (`SESSION#<id>`), whether or not they exist. */
export async function deleteSessionItems(partitions: readonly string[]): Promise<void> {
  await Promise.all(
    partitions.map((PK) =>
      dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: { PK, SK: 'SESSION' } })),
    ),
  );
}

/** The admin's session items (GSI2: one Query), oldest first; with a handle, only that one. */
export async function sessionsOf(email: string, handle?: string): Promise<ListedSession[]> {
  return (await queryAll({
    IndexName: gsi2Name,
    KeyConditionExpression: handle ? 'GSI2PK = :pk AND GSI2SK = :handle' : 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': adminSessionsPartition(email), ...(handle && { ':handle': handle }) },
  })) as unknown as ListedSession[];
}
