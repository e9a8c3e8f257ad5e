import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ConditionalCheckFailedException,
  ScanCommand,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import {
  ScanCommand as DocumentScanCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, expect } from 'vitest';
import { logger } from '../../../functions/lib/runtime/logger.ts';
import { sitePartNames } from '../../../shared/site-settings.ts';

/**
 * The mocked AWS clients every backend test file uses. After each test it checks the
 * table property "no request path uses Scan" over every command the test sent, then resets.
 */
export const ddb = mockClient(DynamoDBDocumentClient);

const keyDirectory = mkdtempSync(join(tmpdir(), 'pawcraft-unit-'));
export const testSigningKeyFile = join(keyDirectory, 'session.key');
writeFileSync(testSigningKeyFile, 'a-test-signing-key-of-more-than-32-characters');
process.env.SESSION_KEY_FILE = testSigningKeyFile;
process.env.TABLE_NAME = 'test-table';
process.env.UPLOADS_BUCKET = 'test-uploads';

logger.setLogLevel('SILENT');

afterEach(() => {
  expect(ddb.commandCalls(DocumentScanCommand)).toHaveLength(0);
  expect(ddb.commandCalls(ScanCommand as never)).toHaveLength(0);
  ddb.reset();
});

/** The table holds nothing (for this test): every Query and every Get finds no item. */
export function emptyTable(): void {
  ddb.on(QueryCommand).resolves({ Items: [] });
  ddb.on(GetCommand).resolves({});
}

/** An AWS SDK service error as the SDK throws it. */
export function awsError(name: string, extra: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(name), { name, $fault: 'server', $metadata: {}, ...extra });
}

/**
 * A failed condition of a single write, as the SDK's class (the code tests `instanceof`), with
 * the item's old attributes when the write asked for them (`ReturnValuesOnConditionCheckFailure`).
 */
export const conditionFailed = (Item?: ConditionalCheckFailedException['Item']) =>
  new ConditionalCheckFailedException({ message: 'The conditional request failed', $metadata: {}, Item });

/** A TransactWriteItems cancellation with one reason per item, as the SDK's class. */
export const transactionCancelled = (codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

/** The mocked table holds every part of the site settings, as after step 9: it writes none. */
export function siteSettingsStored(): void {
  ddb
    .on(QueryCommand, { ExpressionAttributeValues: { ':pk': 'SITE' } })
    .resolves({ Items: sitePartNames.map((part) => ({ PK: 'SITE', SK: `PART#${part}` })) });
}
