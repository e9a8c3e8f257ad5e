import { randomBytes } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceNotFoundException,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition, ttlAttribute } from '../functions/lib/table-definition.ts';

/**
 * Creates the table (from the same definition infra deploys) unless it exists, and brings
 * data an earlier version stored to the current layout (functions/lib/migrations.ts:
 * idempotent, two empty Queries on a new table). The environment must already name the
 * table and endpoint the handlers use.
 */
export async function ensureTable(dynamodb: DynamoDBClient, tableName: string): Promise<void> {
  if (await createTableIfMissing(dynamodb, tableName)) return;
  const { migrateTable } = await import('../functions/lib/migrations.ts');
  await migrateTable();
}

/** True when the table was made just now (nothing to migrate). */
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
