import { siteSettingsReuseSeconds } from '../../../shared/http-caching.ts';
import {
  defaultSiteSettings,
  isSitePartName,
  type SitePartName,
  type SiteSettings,
} from '../../../shared/site-settings.ts';
import { reusedRead } from '../runtime/reused-read.ts';
import { queryAll, type TableItem } from './table.ts';

/**
 * The site's settings (docs/decisions/063), one item per part:
 * - live: `PK 'SITE'`, `SK 'PART#<part>'`: `{ value, version, updatedAt, updatedBy }`, so
 *   every page reads all parts with one Query;
 * - history: `PK 'SITE#<part>'`, `SK 'VERSION#<padded version>'`: `{ value, version, savedAt,
 *   savedBy }`, the last `keptVersions`, newest first with one Query read backwards.
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

/** Every stored part, by name (a part never saved is missing). */
export async function readSiteParts(): Promise<Partial<{ [P in SitePartName]: SitePartItem<P> }>> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :part)',
    ExpressionAttributeValues: { ':pk': sitePartition, ':part': 'PART#' },
  });
  return Object.fromEntries(
    items.filter((item) => isSitePartName(partOf(item))).map((item) => [partOf(item), item]),
  );
}

/**
 * A stored value over the part's defaults: a field added after it was saved gets its
 * default until the next save.
 */
const withDefaults = <P extends SitePartName>(
  part: P,
  value: SiteSettings[P] | undefined,
): SiteSettings[P] => ({
  ...defaultSiteSettings[part],
  ...value,
});

async function readLiveSettings(): Promise<SiteSettings> {
  const parts = await readSiteParts();
  return {
    company: withDefaults('company', parts.company?.value),
    seo: withDefaults('seo', parts.seo?.value),
    testimonials: withDefaults('testimonials', parts.testimonials?.value),
  };
}

/**
 * Every part's live value (defaults for a part never stored), read at most once per
 * `siteSettingsReuseSeconds` per function: every page shows them (header, footer, JSON-LD),
 * and a Query per render would double the table reads of the site.
 */
export const readSiteSettings: () => Promise<SiteSettings> = reusedRead(
  siteSettingsReuseSeconds,
  readLiveSettings,
);

/** The history item of a part's `version` (versions padded, so the sort key orders them). */
export const sitePartVersionKey = (part: SitePartName, version: number) => ({
  PK: `${sitePartition}#${part}`,
  SK: `VERSION#${String(version).padStart(10, '0')}`,
});

/** The live item of a part saved as `version`, and its history item. */
export function sitePartItems<P extends SitePartName>(
  part: P,
  value: SiteSettings[P],
  version: number,
  at: string,
  by: string,
): { live: SitePartItem<P>; history: TableItem } {
  return {
    live: { ...sitePartKey(part), value, version, updatedAt: at, updatedBy: by },
    history: { ...sitePartVersionKey(part, version), value, version, savedAt: at, savedBy: by },
  };
}
