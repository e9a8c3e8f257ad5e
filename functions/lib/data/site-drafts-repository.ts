import { GetCommand } from '@aws-sdk/lib-dynamodb';
import {
  isSitePartName,
  type SiteDraftState,
  type SiteDrafts,
  type SitePartName,
} from '../../../shared/site-settings.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { type StoredPublication, scheduleMarkerWrites } from './publication-schedule.ts';
import { type SitePartItem, sitePartition, withDefaults } from './site-settings-repository.ts';
import {
  conditional,
  deleteItem,
  queryAll,
  replaceItem,
  type TableItem,
  type TransactionWrite,
  tableName,
  VersionChanged,
  versionCondition,
} from './table.ts';

/**
 * A site part's pending draft (docs/decisions/070): `PK 'SITE'`, `SK 'DRAFT#<part>'`, beside the
 * live `PART#<part>` that every page reads with `begins_with(SK, 'PART#')`, so no public read
 * ever sees it. It has a version of its own (two admins' drafts never overwrite each other),
 * `status` `draft` or `scheduled` and, while scheduled, `publishAt` and the `scheduleRevision`
 * of ADR 064, whose SCHEDULE marker (kind `site`, id the part) its save writes.
 */
export const siteDraftKey = (part: SitePartName) => ({ PK: sitePartition, SK: `DRAFT#${part}` });

export type SiteDraftItem<P extends SitePartName = SitePartName> = SitePartItem<P> &
  StoredPublication & { status: 'draft' | 'scheduled' };

const partOf = (item: TableItem): string => item.SK.slice('DRAFT#'.length);

/** A draft as the admin API answers it. */
export function siteDraftState<P extends SitePartName>(part: P, item: SiteDraftItem<P>): SiteDraftState<P> {
  const { value, version, updatedAt, updatedBy, publishAt } = item;
  return { value: withDefaults(part, value), version, updatedAt, updatedBy, ...(publishAt && { publishAt }) };
}

/** Every part's pending draft (strongly consistent: the admin's screen). */
export async function readSiteDrafts(): Promise<SiteDrafts> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :draft)',
    ExpressionAttributeValues: { ':pk': sitePartition, ':draft': 'DRAFT#' },
    ConsistentRead: true,
  });
  return Object.fromEntries(
    items
      .filter((item) => isSitePartName(partOf(item)))
      .map((item) => [partOf(item), siteDraftState(partOf(item) as SitePartName, item as SiteDraftItem)]),
  );
}

/** The part's draft now, or undefined when it has none. */
export async function findSiteDraft<P extends SitePartName>(part: P): Promise<SiteDraftItem<P> | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: siteDraftKey(part), ConsistentRead: true }),
  );
  return Item as SiteDraftItem<P> | undefined;
}

/**
 * The writes that take the part's draft from `current` to `next` (undefined: none), each on
 * the condition that the stored draft is still `current`, with the SCHEDULE markers that
 * follow (a scheduled draft's publish time; its marker goes when the draft does).
 */
export function siteDraftWrites<P extends SitePartName>(
  part: P,
  current: SiteDraftItem<P> | undefined,
  next: SiteDraftItem<P> | undefined,
): TransactionWrite[] {
  const item = next ? (current ? replaceItem(current, next) : [newItemPut(next)]) : [];
  const gone = current && !next ? [deleteItem(current)] : [];
  return [...item, ...gone, ...scheduleMarkerWrites('site', part, current, next)];
}

const newItemPut = (item: TableItem): TransactionWrite =>
  conditional(
    { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
    () => new VersionChanged(),
  );

/**
 * A check, in a transaction that does not write the item, that the item under `key` is still
 * `current` (undefined: still absent): a part's live item and its draft share their pictures'
 * owners (site-saving.ts), so a write of one is judged on the other as read.
 */
export function unchangedSince(
  key: { PK: string; SK: string },
  current: TableItem | undefined,
): TransactionWrite {
  const condition = current ? versionCondition(current) : { ConditionExpression: 'attribute_not_exists(PK)' };
  return conditional(
    { ConditionCheck: { TableName: tableName(), Key: key, ...condition } },
    () => new VersionChanged(),
  );
}
