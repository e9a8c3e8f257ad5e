import {
  isSitePartName,
  type SitePartName,
  type SitePartState,
  type SiteSettings,
} from '../../../shared/site-settings.ts';
import { messages } from '../../../shared/validation.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import {
  findSitePart,
  findSitePartVersion,
  sitePartItem,
  sitePartState,
  storeSitePart,
} from '../data/site-settings-repository.ts';
import { nextVersion } from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';

/**
 * Saving and restoring the site settings' parts (docs/decisions/063): each save is the part's
 * next version, on the version the admin read (ADR 051: a stale one is a 409), kept with the
 * last 20 in its history; a restore saves a kept version's value as the next one.
 */

/** The part a path names; any other name is a 404. */
export function sitePartNamed(name: string | undefined): SitePartName {
  if (!name || !isSitePartName(name)) throw new NotFound(messages.sitePartUnknown);
  return name;
}

export function saveSitePart<P extends SitePartName>(
  part: P,
  value: SiteSettings[P],
  expectedVersion: number | undefined,
  by: string,
): Promise<SitePartState<P>> {
  return retryOnVersionChange(async () => {
    const current = await findSitePart(part);
    checkExpectedVersion(current ?? {}, expectedVersion);
    const live = sitePartItem(part, value, nextVersion(current ?? {}), new Date().toISOString(), by);
    await storeSitePart(part, current, live);
    return sitePartState(part, live);
  });
}

/** Saves a kept version's value as the part's next version (404 when it is not kept). */
export async function restoreSitePart<P extends SitePartName>(
  part: P,
  version: number,
  expectedVersion: number | undefined,
  by: string,
): Promise<SitePartState<P>> {
  const kept = await findSitePartVersion(part, version);
  if (!kept) throw new NotFound(messages.siteVersionGone);
  return saveSitePart(part, kept.value, expectedVersion, by);
}
