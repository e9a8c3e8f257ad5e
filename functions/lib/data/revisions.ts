import { BatchWriteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Revision, RevisionSummary } from '../../../shared/api-types.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { logger } from '../runtime/logger.ts';
import {
  conflictPauseMs,
  queryAll,
  queryPage,
  type TableItem,
  type TransactionWrite,
  tableName,
} from './table.ts';

/**
 * Kept versions of what admins edit (docs/decisions/067): posts, products and the site
 * settings' parts. Each save writes its version's item in the SAME transaction as the save
 * (`revisionWrites`), and deletes the one that falls out of the last `kept`, so the history is
 * exactly the saves that committed and never grows past `kept` items:
 * - `PK '<history partition>'` (`VERSIONS#BLOG#<id>`, `VERSIONS#PRODUCT#<id>`, and
 *   `SITE#<part>` as the site settings stored it before this module, docs/decisions/063),
 * - `SK 'VERSION#<10-digit version>'` (padded, so the sort key orders them), and
 * - `{ value, version, savedAt, savedBy, changed }`: the whole editable state as saved, and the
 *   names of the fields that differ from the state it replaced.
 */
export const revisionKinds = {
  blog: { partition: (id: string) => `VERSIONS#BLOG#${id}`, kept: 50 },
  product: { partition: (id: string) => `VERSIONS#PRODUCT#${id}`, kept: 50 },
  site: { partition: (part: string) => `SITE#${part}`, kept: 20 },
} as const;
export type RevisionKind = keyof typeof revisionKinds;

const versionPrefix = 'VERSION#';

/** The history item of `id`'s `version`. */
export const revisionKey = (kind: RevisionKind, id: string, version: number) => ({
  PK: revisionKinds[kind].partition(id),
  SK: `${versionPrefix}${String(version).padStart(10, '0')}`,
});

/**
 * The names of the fields whose values differ between `before` and `after` (a field one of
 * them lacks counts as a change), sorted; none for a first version, which replaces nothing.
 */
export function changedFields(before: object | undefined, after: object): string[] {
  if (!before) return [];
  const left = before as Record<string, unknown>;
  const right = after as Record<string, unknown>;
  const names = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...names].filter((name) => !sameValue(left[name], right[name])).sort();
}

/** Deep equality of stored values (plain data: texts, numbers, lists and maps). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => sameValue(left[key], right[key]));
}

/**
 * The writes that keep `revision` as `id`'s version, for the transaction of the save that
 * makes it: its item, and the Delete of the version that falls out of the kept ones. Versions
 * go up by one a save, so that is always the one `kept` below it.
 */
export function revisionWrites(
  kind: RevisionKind,
  id: string,
  revision: Revision<unknown>,
): TransactionWrite[] {
  const writes: TransactionWrite[] = [
    { Put: { TableName: tableName(), Item: { ...revisionKey(kind, id, revision.version), ...revision } } },
  ];
  const { kept } = revisionKinds[kind];
  if (revision.version > kept)
    writes.push({ Delete: { TableName: tableName(), Key: revisionKey(kind, id, revision.version - kept) } });
  return writes;
}

/**
 * Attributes of a post's or a product's item that are not what the admin edits: keys, the
 * bookkeeping of saves (version, times, who), what a save derives (the name for searching,
 * the cover's variant facts, the slugs it had, the schedule's revision). The rest of the item
 * is its version's `value`, so a field added to the item later is kept without a change here.
 */
const notEdited = new Set([
  'PK',
  'SK',
  'GSI1PK',
  'GSI2PK',
  'GSI2SK',
  'id',
  'version',
  'createdAt',
  'updatedAt',
  'updatedBy',
  'slugs',
  'nameSearch',
  'imageInfo',
  'scheduleRevision',
]);

/** The editable state of a stored post or product: the item without `notEdited`. */
export const editableState = (item: TableItem): Record<string, unknown> =>
  Object.fromEntries(Object.entries(item).filter(([name]) => !notEdited.has(name)));

/** A post or product item as a save stores it: who saved it and when ride on the item. */
export interface SavedItem extends TableItem {
  id: string;
  version?: number;
  updatedAt?: string;
  updatedBy?: string;
}

/**
 * `revisionWrites` of a post or product save that stores `item` in place of `current` (none:
 * a new one): the item's editable state, its version, who saved it and when, what changed.
 */
export function itemRevisionWrites(
  kind: 'blog' | 'product',
  current: TableItem | undefined,
  item: SavedItem,
): TransactionWrite[] {
  const value = editableState(item);
  return revisionWrites(kind, item.id, {
    value,
    version: item.version ?? 0,
    savedAt: item.updatedAt ?? '',
    savedBy: item.updatedBy ?? '',
    changed: changedFields(current && editableState(current), value),
  });
}

/** A stored version; history saved before `changed` existed (the site parts') has none. */
const toRevision = (item: TableItem): Revision<unknown> => ({
  value: item.value,
  version: item.version as number,
  savedAt: item.savedAt as string,
  savedBy: item.savedBy as string,
  changed: (item.changed as string[] | undefined) ?? [],
});

const newestFirst = (kind: RevisionKind, id: string) => ({
  KeyConditionExpression: 'PK = :pk AND begins_with(SK, :version)',
  ExpressionAttributeValues: { ':pk': revisionKinds[kind].partition(id), ':version': versionPrefix },
  ScanIndexForward: false,
  Limit: revisionKinds[kind].kept,
});

/** The kept versions of `id`, newest first, with their values (the site parts' list shows them). */
export async function listRevisions(kind: RevisionKind, id: string): Promise<Revision<unknown>[]> {
  const { items } = await queryPage(newestFirst(kind, id));
  return items.map(toRevision);
}

/** The kept versions of `id`, newest first, without their values: a list of 50 stays small. */
export async function listRevisionSummaries(kind: RevisionKind, id: string): Promise<RevisionSummary[]> {
  const { items } = await queryPage({
    ...newestFirst(kind, id),
    // `version` is not reserved, but names for all keep the projection uniform.
    ProjectionExpression: '#version, savedAt, savedBy, changed',
    ExpressionAttributeNames: { '#version': 'version' },
  });
  return items.map(({ version, savedAt, savedBy, changed }) => ({
    version: version as number,
    savedAt: savedAt as string,
    savedBy: savedBy as string,
    changed: (changed as string[] | undefined) ?? [],
  }));
}

/** One kept version of `id`, or undefined when it is not (or no longer) kept. */
export async function findRevision(
  kind: RevisionKind,
  id: string,
  version: number,
): Promise<Revision<unknown> | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: revisionKey(kind, id, version), ConsistentRead: true }),
  );
  return Item ? toRevision(Item as TableItem) : undefined;
}

/** DynamoDB's limit of requests in one BatchWriteItem call. */
const batchWriteLimit = 25;
/** Rounds of retrying what BatchWriteItem left unprocessed (throttling) before giving up. */
const unprocessedRounds = 5;

/**
 * Deletes every kept version of `id`, after the delete of the item itself committed (a
 * history can hold 50 items: too many to share the item's transaction with its slugs and
 * photos). A failure is logged, never thrown: the item is gone and its delete succeeded. What
 * remains is versions no route reads (their routes answer 404 for an item that does not exist,
 * and ids are never given again), at most `kept` items, which the log line names.
 */
export async function deleteRevisions(kind: RevisionKind, id: string): Promise<void> {
  try {
    const keys = (
      await queryAll({
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :version)',
        ExpressionAttributeValues: { ':pk': revisionKinds[kind].partition(id), ':version': versionPrefix },
        ProjectionExpression: 'PK, SK',
      })
    ).map(({ PK, SK }) => ({ PK, SK }));
    await deleteKeysInBatches(keys);
  } catch (error) {
    logger.error('could not delete the versions of a deleted item', { error: error as Error, kind, id });
  }
}

/** Deletes the items of `keys` by BatchWriteItem, 25 a call, retrying what DynamoDB leaves unprocessed. */
export async function deleteKeysInBatches(keys: { PK: string; SK: string }[]): Promise<void> {
  for (let start = 0; start < keys.length; start += batchWriteLimit)
    await deleteBatch(keys.slice(start, start + batchWriteLimit));
}

async function deleteBatch(keys: { PK: string; SK: string }[]): Promise<void> {
  let requests = keys.map((Key) => ({ DeleteRequest: { Key } }));
  for (let round = 1; requests.length > 0; round++) {
    if (round > unprocessedRounds) throw new Error(`${requests.length} deletes left unprocessed`);
    if (round > 1) await new Promise((resolve) => setTimeout(resolve, conflictPauseMs(round)));
    const { UnprocessedItems } = await dynamoDocumentClient().send(
      new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
    );
    requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
  }
}
