import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { tableName } from './table.ts';

/**
 * Contact messages are counted per client address the way failed logins are (docs/decisions/020,
 * 023): a record's window opens with its first message; once it holds the limit, that address's
 * messages are refused until the window passes. One item per address, deleted by TTL after it.
 */
export const contactWindowMs = 10 * 60 * 1000;
/** Messages one address may send in a window: a person with several questions, not a flood. */
export const contactsPerAddress = 5;

const addressKey = (address: string) => ({ PK: `CONTACT-FROM#${address}`, SK: 'THROTTLE' });

/**
 * Counts one message from `address` and says whether it is within the limit (`countInWindow`).
 */
export const countContactFrom = (address: string, now = Date.now()): Promise<boolean> =>
  countInWindow(
    addressKey(address),
    'messages',
    { windowMs: contactWindowMs, limit: contactsPerAddress },
    now,
  );

/**
 * Counts one request on the window item `key` and says whether it is within `limit`: the
 * design of the contact throttle, shared with the visit beacon's (docs/decisions/071). One
 * UpdateItem in the common case (ADD in the open window); a Put opens a new window. The count
 * goes up even past the limit, which changes nothing: the window still ends when it ends.
 */
export async function countInWindow(
  key: { PK: string; SK: string },
  attribute: string,
  { windowMs, limit }: { windowMs: number; limit: number },
  now = Date.now(),
): Promise<boolean> {
  for (let attempt = 1; attempt <= 3; attempt++) {
    try {
      const { Attributes } = await dynamoDocumentClient().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'ADD #count :one',
          ConditionExpression: 'windowStart > :windowOpenedAfter',
          ExpressionAttributeNames: { '#count': attribute },
          ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - windowMs },
          ReturnValues: 'UPDATED_NEW',
        }),
      );
      return Number(Attributes?.[attribute] ?? 1) <= limit;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
    try {
      // No open window: open one with this request, unless a parallel request just did.
      await dynamoDocumentClient().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key,
            [attribute]: 1,
            windowStart: now,
            [ttlAttribute]: Math.ceil((now + windowMs) / 1000),
          },
          ConditionExpression: 'attribute_not_exists(PK) OR windowStart <= :windowOpenedAfter',
          ExpressionAttributeValues: { ':windowOpenedAfter': now - windowMs },
        }),
      );
      return true;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
  // Three races lost in a row: the address is sending in parallel bursts; count it as over.
  return false;
}
