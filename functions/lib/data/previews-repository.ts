import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { tableName } from './table.ts';

/**
 * Preview links in the table (the rules are functions/lib/content/previews.ts,
 * docs/decisions/066): one item per link in partition `PREVIEW#<SHA-256 of the token>`, never
 * the token itself, so a read of the table opens no preview. DynamoDB's TTL deletes an item
 * some time after `validUntil`; readers check `validUntil` themselves.
 */
export interface StoredPreview {
  /** What the page shows: 'blog' or 'product' (a site part's later, docs/decisions/066). */
  kind: string;
  /** The saved item previewed, absent for one never saved. */
  itemId?: string;
  /** The page's data as the save would store it (sanitised), read back by the page's loader. */
  page: Record<string, unknown>;
  createdBy: string;
  createdAt: string;
  /** Epoch milliseconds. */
  validUntil: number;
}

const previewKey = (tokenHash: string) => ({ PK: `PREVIEW#${tokenHash}`, SK: 'PREVIEW' });

/** Stores a new link's preview; a hash already there (never, for 256 random bits) is refused. */
export async function putPreview(tokenHash: string, preview: StoredPreview): Promise<void> {
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...previewKey(tokenHash), ...preview, [ttlAttribute]: Math.ceil(preview.validUntil / 1000) },
      ConditionExpression: 'attribute_not_exists(PK)',
    }),
  );
}

/** The link's preview as stored (expired or not), or undefined when there is none. */
export async function findPreview(tokenHash: string): Promise<StoredPreview | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: previewKey(tokenHash) }),
  );
  return Item as StoredPreview | undefined;
}

/** Deletes a link's preview; false when there was none (unknown or revoked already). */
export async function deletePreview(tokenHash: string): Promise<boolean> {
  try {
    await dynamoDocumentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: previewKey(tokenHash),
        ConditionExpression: 'attribute_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
