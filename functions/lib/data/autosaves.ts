import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Autosave, AutosaveKind } from '../../../shared/api-types.ts';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { logger } from '../runtime/logger.ts';
import { deleteKeysInBatches } from './revisions.ts';
import { queryAll, tableName } from './table.ts';

/**
 * The editor's server copies (docs/decisions/069): one item per admin per post or product,
 * in the item's own partition `AUTOSAVE#<KIND>#<id>` (`new` for a form not saved yet) with the
 * admin's address as sort key, so deleting an item finds every admin's copy with one Query.
 * A copy is never the item, its draft or a version: no public read and no history touches
 * these partitions. DynamoDB's TTL removes a copy nobody came back for.
 */
const autosavePartitions: Record<AutosaveKind, string> = {
  blog: 'AUTOSAVE#BLOG#',
  product: 'AUTOSAVE#PRODUCT#',
};
/** How long a copy nobody restored or discarded is kept. */
export const autosaveDays = 30;
const dayMs = 24 * 60 * 60 * 1000;

const autosaveKey = (kind: AutosaveKind, id: string, admin: string) => ({
  PK: `${autosavePartitions[kind]}${id}`,
  SK: `ADMIN#${admin.toLowerCase()}`,
});

/** Keeps the admin's copy of the form, replacing their earlier one (the last write wins: it is their own). */
export async function putAutosave(
  kind: AutosaveKind,
  id: string,
  admin: string,
  copy: Pick<Autosave, 'value' | 'baseVersion'>,
  now = new Date(),
): Promise<Autosave> {
  const autosave: Autosave = { kind, id, value: copy.value, savedAt: now.toISOString() };
  if (copy.baseVersion !== undefined) autosave.baseVersion = copy.baseVersion;
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...autosaveKey(kind, id, admin),
        ...autosave,
        [ttlAttribute]: Math.ceil((now.getTime() + autosaveDays * dayMs) / 1000),
      },
    }),
  );
  return autosave;
}

/** The admin's own copy, or undefined (none, another admin's never). Expired copies TTL has not removed yet read as none. */
export async function findAutosave(
  kind: AutosaveKind,
  id: string,
  admin: string,
  now = Date.now(),
): Promise<Autosave | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: autosaveKey(kind, id, admin), ConsistentRead: true }),
  );
  if (!Item || (Item[ttlAttribute] as number) * 1000 <= now) return undefined;
  const { kind: storedKind, id: storedId, value, savedAt, baseVersion } = Item;
  return {
    kind: storedKind,
    id: storedId,
    value,
    savedAt,
    ...(baseVersion !== undefined && { baseVersion }),
  };
}

/** Deletes the admin's copy (restored, discarded or saved); none there is no error. */
export async function deleteAutosave(kind: AutosaveKind, id: string, admin: string): Promise<void> {
  await dynamoDocumentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: autosaveKey(kind, id, admin) }),
  );
}

/**
 * Deletes every admin's copy of a deleted item, after its delete committed (as its versions,
 * revisions.ts). A failure is logged, never thrown: what remains no route shows for an item
 * that is gone, and TTL removes it within `autosaveDays`.
 */
export async function deleteItemAutosaves(kind: AutosaveKind, id: string): Promise<void> {
  try {
    const keys = (
      await queryAll({
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': `${autosavePartitions[kind]}${id}` },
        ProjectionExpression: 'PK, SK',
      })
    ).map(({ PK, SK }) => ({ PK, SK }));
    await deleteKeysInBatches(keys);
  } catch (error) {
    logger.error('could not delete the autosaves of a deleted item', { error: error as Error, kind, id });
  }
}
