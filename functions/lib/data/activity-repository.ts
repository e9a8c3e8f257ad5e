import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import type {
  ActivityAction,
  ActivityData,
  ActivityEntry,
  ActivityKind,
  LastChange,
  PublicationStatus,
} from '../../../shared/api-types.ts';
import { ttlAttribute } from '../../../shared/table-definition.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { logger } from '../runtime/logger.ts';
import { findItemById, queryAll, queryPage, tableName } from './table.ts';

/**
 * Who changed what (docs/decisions/029), in two partitions, each read with one Query:
 * - `ACTIVITY`: one item per change, sort key a ULID (time first), so the overview's latest 20
 *   are one Query read backwards with Limit 20. Kept a year (TTL).
 * - `CHANGED`: one item per blog or place (sort key its id), the last change only, so the
 *   dashboard's lists show "last changed by … on …" from one Query of the partition; deleting
 *   the item deletes it.
 * Written after the change itself succeeded: a record that cannot be written is logged, never
 * turned into an error for a change that was made (the admin would make it twice).
 */
export const activityPartition = 'ACTIVITY';
export const lastChangePartition = 'CHANGED';
export const activityShown = 20;
const activityKeptSeconds = 365 * 24 * 60 * 60;

export interface Change {
  by: string;
  action: ActivityAction;
  kind: ActivityKind;
  itemId: string;
  label: string;
}

/** Kinds whose lists show their last change (messages have no such line). */
const withLastChange = new Set<ActivityKind>(['blog', 'country', 'state', 'district', 'product', 'category']);

export async function recordChange(change: Change, now = new Date()): Promise<void> {
  const at = now.toISOString();
  const entry: ActivityEntry = { at, ...change, label: change.label.slice(0, 200) };
  try {
    await dynamoDocumentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          PK: activityPartition,
          SK: ulid(now.getTime()),
          ...entry,
          [ttlAttribute]: Math.ceil(now.getTime() / 1000) + activityKeptSeconds,
        },
      }),
    );
    if (!withLastChange.has(change.kind)) return;
    const key = { PK: lastChangePartition, SK: change.itemId };
    if (change.action === 'deleted')
      await dynamoDocumentClient().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    else
      await dynamoDocumentClient().send(
        new PutCommand({ TableName: tableName(), Item: { ...key, by: change.by, at } }),
      );
  } catch (error) {
    logger.error('could not record a change in the activity', {
      error: error as Error,
      kind: change.kind,
      action: change.action,
      itemId: change.itemId,
    });
  }
}

/** The latest 20 changes, newest first, and the last change of each blog and place. */
export async function readActivity(): Promise<ActivityData> {
  const [latest, changed] = await Promise.all([
    queryPage({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': activityPartition },
      ScanIndexForward: false,
      Limit: activityShown,
    }),
    queryAll({
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': lastChangePartition },
    }),
  ]);
  return {
    latest: latest.items.map(({ at, by, action, kind, itemId, label }) => ({
      at,
      by,
      action,
      kind,
      itemId,
      label,
    })) as ActivityEntry[],
    lastChanges: Object.fromEntries(
      changed.map((item) => [item.SK, { by: item.by, at: item.at } as LastChange]),
    ),
  };
}

/**
 * What a save did to a post's or product's publishing, as the activity names it: the status it
 * replaced (`before`) and the one it stored. The same status is a change.
 */
export function publicationAction(
  before: PublicationStatus | undefined,
  after: PublicationStatus | undefined,
): ActivityAction {
  if (!before || !after || before === after) return 'changed';
  if (after === 'draft') return 'unpublished';
  return after;
}

/**
 * Runs a create or change of an item and records it with the item's title or name; `action`
 * may follow from what was saved (a publishing change, `publicationAction`).
 */
export async function recorded<T extends { _id: string }>(
  change: Omit<Change, 'itemId' | 'label' | 'action'> & {
    action: ActivityAction | ((result: T) => ActivityAction);
  },
  write: () => Promise<T>,
): Promise<T> {
  const result = await write();
  const action = typeof change.action === 'function' ? change.action(result) : change.action;
  const named = result as { title?: unknown; name?: unknown };
  const label =
    typeof named.title === 'string' ? named.title : typeof named.name === 'string' ? named.name : '';
  await recordChange({ ...change, action, itemId: result._id, label: label || result._id });
  return result;
}

/** Runs a change whose item and label are known beforehand (a part of the site settings), and records it. */
export async function recordedChange<T>(change: Change, write: () => Promise<T>): Promise<T> {
  const result = await write();
  await recordChange(change);
  return result;
}

/**
 * Runs a delete and records it; `readLabel` names the item before it goes (undefined when it
 * does not exist: the delete then answers 404 and nothing is recorded).
 */
export async function recordedDelete<T>(
  change: Omit<Change, 'action' | 'label'>,
  readLabel: () => Promise<string | undefined>,
  remove: () => Promise<T>,
): Promise<T> {
  const label = await readLabel().catch(() => undefined);
  const result = await remove();
  await recordChange({ ...change, action: 'deleted', label: label || change.itemId });
  return result;
}

/** A blog's title or a place's name, by id (GSI1); undefined when there is no such item. */
export async function labelOfItem(id: string): Promise<string | undefined> {
  const item = await findItemById(id);
  const name = item?.title ?? item?.name;
  return typeof name === 'string' ? name : undefined;
}
