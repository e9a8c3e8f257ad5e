import type { CreateTableCommandInput } from '@aws-sdk/client-dynamodb';

/** The attribute DynamoDB's TTL deletes expired sessions and throttle records by (epoch seconds). */
export const ttlAttribute = 'expiresAt';
export const gsi1Name = 'GSI1';

/**
 * The one table (docs/decisions/001): string keys PK/SK, and GSI1 keyed by GSI1PK (an
 * item's id) to find any item by id. The local stack creates it from this; infra mirrors it.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
    ],
    KeySchema: [
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ],
    GlobalSecondaryIndexes: [
      {
        IndexName: gsi1Name,
        KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
        Projection: { ProjectionType: 'ALL' },
      },
    ],
  };
}
