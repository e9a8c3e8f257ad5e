import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { type TransactItem, tableName } from './table.ts';

/**
 * Who shows an upload (issue 38, item 6; docs/decisions/051): one item per upload key, in
 * partition `PHOTO#<key>`, whose string set `owners` names every product, category and post
 * that shows it (`PRODUCT#12`, `CATEGORY#<id>`, `BLOG#<id>`, `SITE#<part>` for the site settings' pictures). A save changes it in the same
 * transaction as the item, from the item's committed state (the write is conditional on the
 * version it read), so the set is exactly who shows the key. Reuse is counted, not refused: an
 * upload is released (tagged to expire, docs/decisions/012) only when its set is empty.
 */
export const photoOwnersPartition = 'PHOTO';
const ownersKey = (key: string) => ({ PK: `${photoOwnersPartition}#${key}`, SK: 'OWNERS' });

/** The owner name an item goes by in the sets: its kind and id. */
export const photoOwner = (kind: 'PRODUCT' | 'CATEGORY' | 'BLOG' | 'SITE', id: string): string =>
  `${kind}#${id}`;

/**
 * The writes that make `owner` one of the owners of every key `after` has, and no longer one
 * of those of the keys it dropped from `before`. Kept keys are added again (adding to a set
 * changes nothing when it is there), so an item saved before owners existed gets them on its
 * next save. A key stays at most once in a transaction.
 */
export function photoOwnerUpdates(
  owner: string,
  before: readonly string[],
  after: readonly string[],
): TransactItem[] {
  const dropped = before.filter((key) => !after.includes(key));
  const update = (key: string, action: 'ADD' | 'DELETE'): TransactItem => ({
    Update: {
      TableName: tableName(),
      Key: ownersKey(key),
      UpdateExpression: `${action} #owners :owner`,
      ExpressionAttributeNames: { '#owners': 'owners' },
      ExpressionAttributeValues: { ':owner': new Set([owner]) },
    },
  });
  return [
    ...[...new Set(after)].map((key) => update(key, 'ADD')),
    ...[...new Set(dropped)].map((key) => update(key, 'DELETE')),
  ];
}

/** Every owner of `key` now (`BLOG#<id>`, …), from a strongly consistent read. */
export async function photoOwnersOf(key: string, abortSignal?: AbortSignal): Promise<string[]> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: ownersKey(key), ConsistentRead: true }),
    { abortSignal },
  );
  return [...((Item?.owners as Set<string> | undefined) ?? [])];
}

/** Whether any item shows `key` now (a strongly consistent read). */
export async function isPhotoOwned(key: string, abortSignal?: AbortSignal): Promise<boolean> {
  return (await photoOwnersOf(key, abortSignal)).length > 0;
}
