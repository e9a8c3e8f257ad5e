import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Revision } from '../../../shared/api-types.ts';
import { siteSettingsReuseSeconds } from '../../../shared/http-caching.ts';
import {
  defaultSiteSettings,
  isSitePartName,
  placeholdersOf,
  type SitePartName,
  type SitePartState,
  type SitePartVersion,
  type SiteSettings,
  type SiteSettingsOverview,
  sitePartNames,
} from '../../../shared/site-settings.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { reusedRead } from '../runtime/reused-read.ts';
import { changedFields, findRevision, listRevisions, revisionWrites } from './revisions.ts';
import {
  conditional,
  queryAll,
  replaceItem,
  type TableItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  VersionChanged,
} from './table.ts';

/**
 * The site's settings (docs/decisions/063), one item per part:
 * - live: `PK 'SITE'`, `SK 'PART#<part>'`: `{ value, version, updatedAt, updatedBy }`, so
 *   every page reads all parts with one Query;
 * - history: the kept versions of revisions.ts (kind `site`: `PK 'SITE#<part>'`, the last 20),
 *   written in the save's transaction.
 */
export const sitePartition = 'SITE';
export const sitePartKey = (part: SitePartName) => ({ PK: sitePartition, SK: `PART#${part}` });

/** A part as stored. */
export interface SitePartItem<P extends SitePartName = SitePartName> extends TableItem {
  value: SiteSettings[P];
  version: number;
  updatedAt: string;
  updatedBy: string;
}

const partOf = (item: TableItem): string => item.SK.slice('PART#'.length);

/** Every stored part, by name (a part never saved is missing); `consistent` for the admin's reads. */
export async function readSiteParts(
  consistent = false,
): Promise<Partial<{ [P in SitePartName]: SitePartItem<P> }>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :part)',
    ExpressionAttributeValues: { ':pk': sitePartition, ':part': 'PART#' },
    ConsistentRead: consistent,
  });
  return Object.fromEntries(
    items.filter((item) => isSitePartName(partOf(item))).map((item) => [partOf(item), item]),
  );
}

/**
 * A stored value over the part's defaults: a field added after it was saved gets its
 * default until the next save.
 */
export const withDefaults = <P extends SitePartName>(part: P, value: SiteSettings[P]): SiteSettings[P] => ({
  ...defaultSiteSettings[part],
  ...value,
});

/** A part as the admin API answers it; a part never stored is its defaults at version 0. */
export function sitePartState<P extends SitePartName>(
  part: P,
  item: SitePartItem<P> | undefined,
): SitePartState<P> {
  if (!item) return { value: defaultSiteSettings[part], version: 0, updatedAt: '', updatedBy: '' };
  const { value, version, updatedAt, updatedBy } = item;
  return { value: withDefaults(part, value), version, updatedAt, updatedBy };
}

async function readStates(consistent: boolean): Promise<SiteSettingsOverview['parts']> {
  const parts = await readSiteParts(consistent);
  return Object.fromEntries(
    sitePartNames.map((part) => [part, sitePartState(part, parts[part])]),
  ) as SiteSettingsOverview['parts'];
}

const valuesOf = (parts: SiteSettingsOverview['parts']): SiteSettings =>
  Object.fromEntries(sitePartNames.map((part) => [part, parts[part].value])) as unknown as SiteSettings;

/**
 * Every part's live value (defaults for a part never stored), read at most once per
 * `siteSettingsReuseSeconds` per function: every page shows them (header, footer, JSON-LD),
 * and a Query per render would double the table reads of the site.
 */
export const readSiteSettings: () => Promise<SiteSettings> = reusedRead(siteSettingsReuseSeconds, async () =>
  valuesOf(await readStates(false)),
);

/** `GET /api/admin/site`: every part as stored now, and the launch checklist (the drafts apart). */
export async function readSiteOverview(): Promise<Omit<SiteSettingsOverview, 'drafts'>> {
  const parts = await readStates(true);
  return { parts, placeholders: placeholdersOf(valuesOf(parts)) };
}

/** The part as stored now, or undefined when it never was. */
export async function findSitePart<P extends SitePartName>(part: P): Promise<SitePartItem<P> | undefined> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: sitePartKey(part), ConsistentRead: true }),
  );
  return Item as SitePartItem<P> | undefined;
}

/** The live item of a part saved as `version`. */
export const sitePartItem = <P extends SitePartName>(
  part: P,
  value: SiteSettings[P],
  version: number,
  at: string,
  by: string,
): SitePartItem<P> => ({ ...sitePartKey(part), value, version, updatedAt: at, updatedBy: by });

/** The writes that keep the part saved as `live` (replacing `current`) in its history. */
export const sitePartRevisionWrites = <P extends SitePartName>(
  part: P,
  current: SitePartItem<P> | undefined,
  live: SitePartItem<P>,
): TransactionWrite[] =>
  revisionWrites('site', part, {
    value: live.value,
    version: live.version,
    savedAt: live.updatedAt,
    savedBy: live.updatedBy,
    changed: changedFields(current?.value, live.value),
  });

/**
 * Stores `live` (the part's next version) in place of `current`, on the condition that the
 * stored part is still `current` (none: still not there), with its history item and without
 * the version that falls out of the kept ones, in one transaction with `alongside` (the part's
 * pictures' owners). A write that got in between is a `VersionChanged`.
 */
export async function storeSitePart<P extends SitePartName>(
  part: P,
  current: SitePartItem<P> | undefined,
  live: SitePartItem<P>,
  alongside: readonly TransactionWrite[] = [],
): Promise<void> {
  const writes: TransactionWrite[] = [
    ...(current
      ? replaceItem(current, live)
      : [
          conditional(
            { Put: { TableName: tableName(), Item: live, ConditionExpression: 'attribute_not_exists(PK)' } },
            () => new VersionChanged(),
          ),
        ]),
    ...sitePartRevisionWrites(part, current, live),
    ...alongside,
  ];
  await transactWrite(writes);
}

const toVersion = <P extends SitePartName>(part: P, revision: Revision<unknown>): SitePartVersion<P> => ({
  version: revision.version,
  savedAt: revision.savedAt,
  savedBy: revision.savedBy,
  value: withDefaults(part, revision.value as SiteSettings[P]),
});

/** The kept versions of a part, newest first. */
export async function listSitePartVersions<P extends SitePartName>(part: P): Promise<SitePartVersion<P>[]> {
  return (await listRevisions('site', part)).map((revision) => toVersion(part, revision));
}

/** One kept version of a part, or undefined when it is not (or no longer) kept. */
export async function findSitePartVersion<P extends SitePartName>(
  part: P,
  version: number,
): Promise<SitePartVersion<P> | undefined> {
  const revision = await findRevision('site', part, version);
  return revision && toVersion(part, revision);
}
