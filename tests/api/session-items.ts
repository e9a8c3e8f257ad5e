import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { localDynamoDbClient } from '../../local/dynamodb-local.ts';
import type { TestStack } from './test-stack.ts';

/**
 * Ages a session in DynamoDB directly, as time would: `idle` makes it last used 31 minutes
 * ago (idle timeout 30 min), `lifetime` makes it begin 8 h 1 min ago while still recently used.
 * Layout of functions/lib/auth/sessions.ts: PK `SESSION#<id>`, SK `SESSION`, epoch-ms times.
 */
export async function expireSession(
  stack: TestStack,
  sessionToken: string,
  how: 'idle' | 'lifetime' = 'idle',
): Promise<void> {
  const sessionId = sessionToken.split('.')[0];
  const now = Date.now();
  const client = localDynamoDbClient(stack.dynamodbEndpoint);
  const [createdAt, lastSeenAt] =
    how === 'idle' ? [now - 40 * 60_000, now - 31 * 60_000] : [now - 481 * 60_000, now];
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: stack.tableName,
        Key: { PK: { S: `SESSION#${sessionId}` }, SK: { S: 'SESSION' } },
        UpdateExpression: 'SET createdAt = :createdAt, lastSeenAt = :lastSeenAt',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: {
          ':createdAt': { N: String(createdAt) },
          ':lastSeenAt': { N: String(lastSeenAt) },
        },
      }),
    );
  } finally {
    client.destroy();
  }
}
