import type { CreateTableCommandInput, GlobalSecondaryIndex } from '@aws-sdk/client-dynamodb';

/** The attribute DynamoDB's TTL deletes expired sessions and throttle records by (epoch seconds). */
export const ttlAttribute = 'expiresAt';
export const gsi1Name = 'GSI1';
/**
 * GSI2 lists a kind of item by a state, in order: contact messages by status
 * (`GSI2PK = CONTACT#<status>`, `GSI2SK = <id>`), newest first in one Query.
 */
export const gsi2Name = 'GSI2';
/** The table's stream: what the enquiry mailer (docs/decisions/022) and the schedule keeper (docs/decisions/065) read. */
export const streamViewType = 'NEW_IMAGE' as const;

/**
 * The one table (docs/decisions/001): string keys PK/SK, and GSI1 keyed by GSI1PK (an
 * item's id) to find any item by id, GSI2 (GSI2PK/GSI2SK) for lists by status, and a stream of
 * new item images. The local stack creates it from this; infra mirrors it.
 */
export function tableDefinition(tableName: string): CreateTableCommandInput {
  return {
    TableName: tableName,
    BillingMode: 'PAY_PER_REQUEST',
    AttributeDefinitions: [
      { AttributeName: 'PK', AttributeType: 'S' },
      { AttributeName: 'SK', AttributeType: 'S' },
      { AttributeName: 'GSI1PK', AttributeType: 'S' },
      { AttributeName: 'GSI2PK', AttributeType: 'S' },
      { AttributeName: 'GSI2SK', AttributeType: 'S' },
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
      gsi2Definition,
    ],
    StreamSpecification: { StreamEnabled: true, StreamViewType: streamViewType },
  };
}

/** GSI2, also added on its own to a table made before it existed (local/provision.ts). */
export const gsi2Definition: GlobalSecondaryIndex = {
  IndexName: gsi2Name,
  KeySchema: [
    { AttributeName: 'GSI2PK', KeyType: 'HASH' },
    { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
  ],
  Projection: { ProjectionType: 'ALL' },
};
