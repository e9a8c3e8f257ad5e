import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { gsi2Definition, tableDefinition, ttlAttribute } from '../shared/table-definition.ts';

/**
 * Creates the table (from the same definition infra deploys) unless it exists, and brings
 * data an earlier version stored to the current layout (functions/lib/data/migrations.ts:
 * idempotent; on a new table it writes the spec's catalogue and finds nothing else to do).
 * The environment must already name the table and endpoint the handlers use.
 */
export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  if (!(await createTableIfMissing(dynamodb, tableName))) await addWhatTheTableLacks(dynamodb, tableName);
  const { migrateTable } = await import('../functions/lib/data/migrations.ts');
  await migrateTable();
}

/**
 * A table made by an earlier version gets what the definition has since gained: the stream
 * the enquiry mailer reads and GSI2 (in AWS, CloudFormation makes the same changes on deploy).
 */
async function addWhatTheTableLacks(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  const { Table } = await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
  const definition = tableDefinition(tableName);
  if (!Table?.StreamSpecification?.StreamEnabled) {
    await dynamodb.send(
      new UpdateTableCommand({ TableName: tableName, StreamSpecification: definition.StreamSpecification }),
    );
  }
  if (!Table?.GlobalSecondaryIndexes?.some((index) => index.IndexName === gsi2Definition.IndexName)) {
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: definition.AttributeDefinitions,
        GlobalSecondaryIndexUpdates: [{ Create: gsi2Definition }],
      }),
    );
  }
}

/** True when the table was made just now (it lacks nothing). */
async function createTableIfMissing(dynamodb: DynamoDBClient, tableName: string): Promise<boolean> {
  try {
    await dynamodb.send(new DescribeTableCommand({ TableName: tableName }));
    return false;
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
  await dynamodb.send(new CreateTableCommand(tableDefinition(tableName)));
  // DynamoDB Local never deletes expired items, but records the setting as the cloud table has it.
  await dynamodb.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: ttlAttribute, Enabled: true },
    }),
  );
  return true;
}

/**
 * The local session signing key, made once per data folder: 32 random bytes written as hex
 * text, because the handlers read the key file as text (like the cloud's secret string).
 */
export async function ensureSessionKeyFile(path: string): Promise<void> {
  try {
    await writeFile(path, `${randomBytes(32).toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
}
