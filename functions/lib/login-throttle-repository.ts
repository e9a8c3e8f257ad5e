import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from './aws-clients.ts';
import { tableName } from './table.ts';
import { ttlAttribute } from './table-definition.ts';

/**
 * Failed logins per account: 5 failures within a 15-minute window lock the account's
 * logins until the window passes. One item per email, deleted by TTL after the window.
 */
export const maxFailures = 5;
export const throttleWindowMs = 15 * 60 * 1000;

const throttleKey = (email: string) => ({ PK: `LOGIN#${email}`, SK: 'THROTTLE' });

/** True while the account has used up its failures in the current window. */
export async function isLoginLocked(email: string, now = Date.now()): Promise<boolean> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: throttleKey(email), ConsistentRead: true }),
  );
  return Boolean(Item && Item.windowStart + throttleWindowMs > now && Item.failures >= maxFailures);
}

/** Counts a failure in the open window, or opens a new window with this failure. */
export async function recordLoginFailure(email: string, now = Date.now()): Promise<void> {
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: throttleKey(email),
        UpdateExpression: 'ADD failures :one',
        ConditionExpression: 'windowStart > :windowOpenedAfter',
        ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - throttleWindowMs },
      }),
    );
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...throttleKey(email),
          failures: 1,
          windowStart: now,
          [ttlAttribute]: Math.ceil((now + throttleWindowMs) / 1000),
        },
      }),
    );
  }
}

/** A successful login starts the account's count afresh. */
export async function clearLoginFailures(email: string): Promise<void> {
  await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: throttleKey(email) }));
}
