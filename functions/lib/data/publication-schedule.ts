import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { PublicationStatus } from '../../../shared/api-types.ts';
import { type PublicationRequest, publicationProblem } from '../../../shared/publication-rules.ts';
import { InvalidInput } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { itemRevisionWrites, type SavedItem } from './revisions.ts';
import {
  conditional,
  nextVersion,
  queryPage,
  type TableItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  VersionChanged,
  versionCondition,
} from './table.ts';

/**
 * The SCHEDULE markers (docs/decisions/064): one item per publish or unpublish time an item
 * waits for, in partition `SCHEDULE` sorted by `<at ISO UTC>#<kind>#<id>#<action>#r<revision>`, so the due
 * ones are one Query up to now. Each is written and deleted in the transaction of the save that
 * sets, changes or clears the time (or of the change carried out, or of the item's deletion);
 * the table's stream turns them into EventBridge Scheduler schedules in AWS and the local
 * stack's timer reads them directly (issue 35, item 3).
 */
export const schedulePartition = 'SCHEDULE';

/** `site`: a site part's draft (docs/decisions/070), its id the part's name. */
export type PublishableKind = 'blog' | 'product' | 'site';
export type ScheduledAction = 'publish' | 'unpublish';
export interface ScheduledChange {
  kind: PublishableKind;
  id: string;
  action: ScheduledAction;
  revision: number;
  /** ISO UTC. */
  at: string;
}

/** What a stored post or product says of its publishing (a post without `status` is published). */
export interface StoredPublication {
  status?: PublicationStatus;
  publishAt?: string;
  unpublishAt?: string;
  scheduleRevision?: number;
}

/** Filled by a save with the status it replaced: what the activity says it did (`publicationAction`). */
export interface ReplacedPublication {
  status?: PublicationStatus;
}

export const statusOf = (item: StoredPublication): PublicationStatus => item.status ?? 'published';
export const scheduleRevisionOf = (item: StoredPublication): number => item.scheduleRevision ?? 0;

/** The schedule's name in AWS: unique per change and revision, at most 64 characters. */
export const scheduleName = (change: ScheduledChange): string =>
  `${change.kind}-${change.id}-${change.action}-r${change.revision}`;

/**
 * The marker's key names the revision too: the stream's REMOVE record carries only the keys,
 * from which the keeper names the schedule it deletes; and a save that bumps the revision but
 * keeps a time deletes one marker and puts another, which one transaction cannot do to one key.
 */
export const scheduleMarkerKey = (change: ScheduledChange) => ({
  PK: schedulePartition,
  SK: `${change.at}#${change.kind}#${change.id}#${change.action}#r${change.revision}`,
});

/** The change a marker's sort key names (`scheduleMarkerKey`), or undefined for any other key. */
export function changeOfMarkerKey(sortKey: string | undefined): ScheduledChange | undefined {
  const match = /^(.+)#(blog|product|site)#([^#]+)#(publish|unpublish)#r(\d+)$/.exec(sortKey ?? '');
  if (!match) return undefined;
  const [, at, kind, id, action, revision] = match;
  return {
    kind: kind as PublishableKind,
    id,
    action: action as ScheduledAction,
    revision: Number(revision),
    at,
  };
}

/** The changes a stored item waits for: its publish time while scheduled, its unpublish time. */
export function pendingChanges(
  kind: PublishableKind,
  id: string,
  item: StoredPublication | undefined,
): ScheduledChange[] {
  if (!item) return [];
  const revision = scheduleRevisionOf(item);
  const status = statusOf(item);
  const changes: ScheduledChange[] = [];
  if (status === 'scheduled' && item.publishAt)
    changes.push({ kind, id, action: 'publish', revision, at: item.publishAt });
  if (status !== 'draft' && item.unpublishAt)
    changes.push({ kind, id, action: 'unpublish', revision, at: item.unpublishAt });
  return changes;
}

const sameChange = (a: ScheduledChange, b: ScheduledChange) =>
  scheduleName(a) === scheduleName(b) && a.at === b.at;

const markerPut = (change: ScheduledChange): TransactionWrite => ({
  Put: {
    TableName: tableName(),
    Item: { ...scheduleMarkerKey(change), ...change, scheduleName: scheduleName(change) },
  },
});
const markerDelete = (change: ScheduledChange): TransactionWrite => ({
  Delete: { TableName: tableName(), Key: scheduleMarkerKey(change) },
});

/**
 * The marker writes of a save that takes an item from `before` (undefined: new) to `after`
 * (undefined: deleted): the markers of changes it no longer waits for go, new ones come. A
 * time that stays with the same revision keeps its marker (and so its schedule).
 */
export function scheduleMarkerWrites(
  kind: PublishableKind,
  id: string,
  before: StoredPublication | undefined,
  after: StoredPublication | undefined,
): TransactionWrite[] {
  const old = pendingChanges(kind, id, before);
  const wanted = pendingChanges(kind, id, after);
  return [
    ...old.filter((change) => !wanted.some((other) => sameChange(change, other))).map(markerDelete),
    ...wanted.filter((change) => !old.some((other) => sameChange(change, other))).map(markerPut),
  ];
}

/**
 * The `scheduleRevision` a save stores: one more than before when it sets, changes or clears
 * either time, the same otherwise (so an unchanged schedule stays valid).
 */
export function nextScheduleRevision(
  before: StoredPublication | undefined,
  after: StoredPublication,
): number {
  const revision = before ? scheduleRevisionOf(before) : 0;
  const same = before?.publishAt === after.publishAt && before?.unpublishAt === after.unpublishAt;
  return same ? revision : revision + 1;
}

/**
 * The publishing a save stores: what it asks (checked: a 400 otherwise), with the revision
 * that follows from the stored one. `published` is stored as no status when `publishedAsAbsent`
 * (posts: every post stored before statuses has none).
 */
export function storedPublication(
  wanted: PublicationRequest,
  current: StoredPublication | undefined,
  { now = new Date(), publishedAsAbsent = false } = {},
): StoredPublication {
  const stored = current && { ...current, status: statusOf(current) };
  const problem = publicationProblem(wanted, stored, now.getTime());
  if (problem) throw new InvalidInput(problem.message);
  const times: StoredPublication = {
    ...(wanted.status === 'scheduled' && { publishAt: wanted.publishAt }),
    ...(wanted.status !== 'draft' && wanted.unpublishAt && { unpublishAt: wanted.unpublishAt }),
  };
  const revision = nextScheduleRevision(current, times);
  return {
    ...(!(publishedAsAbsent && wanted.status === 'published') && { status: wanted.status }),
    ...times,
    ...(revision > 0 && { scheduleRevision: revision }),
  };
}

/** Markers whose time is not after `now`, oldest first, at most `limit`. */
export async function findDueMarkers(now: Date, limit: number): Promise<ScheduledChange[]> {
  const { items } = await queryPage({
    KeyConditionExpression: 'PK = :pk AND SK < :after',
    // Every key of a time up to now sorts before `<now>$` ('$' follows '#').
    ExpressionAttributeValues: { ':pk': schedulePartition, ':after': `${now.toISOString()}$` },
    Limit: limit,
  });
  return items.map(({ kind, id, action, revision, at }) => ({
    kind: kind as PublishableKind,
    id: id as string,
    action: action as ScheduledAction,
    revision: revision as number,
    at: at as string,
  }));
}

/**
 * Deletes the marker of a change its item no longer wants (its key names the revision, so a
 * marker a later save put for the same time is another item and stays).
 */
export async function deleteStaleMarker(change: ScheduledChange): Promise<void> {
  await dynamoDocumentClient().send(
    new DeleteCommand({ TableName: tableName(), Key: scheduleMarkerKey(change) }),
  );
}

/** Who a carried-out change's version names (docs/decisions/067): no admin pressed anything. */
export const scheduleAuthor = 'schedule';

/** The item as a carried-out change leaves it (`set` over it, `remove` gone): its kept version's value. */
export function changedItem<Item extends TableItem>(
  current: Item,
  set: Record<string, unknown>,
  remove: readonly string[],
): Item {
  const after: Record<string, unknown> = { ...current, ...set };
  for (const name of remove) delete after[name];
  return after as Item;
}

/**
 * The write that carries `change` out on the item as read (`current`): it sets `set` and removes
 * `remove`, on the condition that the item still has the version read. Every save and every
 * carried-out change gives the item a new version, so the status, times and revision checked
 * on `current` are still the stored ones exactly when this write succeeds; otherwise the caller
 * reads again (VersionChanged). The marker's Delete goes in the same transaction.
 */
export function scheduledChangeWrites(
  current: TableItem,
  change: ScheduledChange,
  set: Record<string, unknown>,
  remove: readonly string[],
): TransactionWrite[] {
  const condition = versionCondition(current);
  const setNames = Object.keys(set);
  return [
    conditional(
      {
        Update: {
          TableName: tableName(),
          Key: { PK: current.PK, SK: current.SK },
          UpdateExpression: [
            `SET ${setNames.map((_, index) => `#s${index} = :s${index}`).join(', ')}`,
            ...(remove.length > 0 ? [`REMOVE ${remove.map((_, index) => `#r${index}`).join(', ')}`] : []),
          ].join(' '),
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeNames: {
            ...condition.ExpressionAttributeNames,
            ...Object.fromEntries(setNames.map((name, index) => [`#s${index}`, name])),
            ...Object.fromEntries(remove.map((attribute, index) => [`#r${index}`, attribute])),
          },
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ...Object.fromEntries(setNames.map((name, index) => [`:s${index}`, set[name]])),
          },
        },
      },
      () => new VersionChanged(),
    ),
    markerDelete(change),
  ];
}

/**
 * Carries a post's or a product's `change` out on the item as read (`current`), in one
 * transaction: the item's new version by `scheduleAuthor` with `set` over it and `remove` gone
 * (conditional on the version read, `scheduledChangeWrites`), the marker's Delete, the kind's
 * own `writes` (a product's categories' counts) and the new version kept in its history like
 * any save's (docs/decisions/067). A site part's draft goes live through its own save
 * (content/site-saving.ts): a draft is another item, not fields of the live one.
 */
export async function carryOutItemChange(
  kind: 'blog' | 'product',
  current: SavedItem,
  change: ScheduledChange,
  now: Date,
  {
    set,
    remove,
    writes = [],
  }: { set: Record<string, unknown>; remove: readonly string[]; writes?: TransactionWrite[] },
): Promise<void> {
  const stamped = {
    version: nextVersion(current),
    updatedAt: now.toISOString(),
    updatedBy: scheduleAuthor,
    ...set,
  };
  await transactWrite([
    ...scheduledChangeWrites(current, change, stamped, remove),
    ...writes,
    ...itemRevisionWrites(kind, current, changedItem(current, stamped, remove)),
  ]);
}
