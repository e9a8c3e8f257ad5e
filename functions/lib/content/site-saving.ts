import type { ProductPhoto } from '../../../shared/api-types.ts';
import { picturesOf, type WithPictures, withPictures } from '../../../shared/site-pictures.ts';
import {
  isSitePartName,
  type SitePartInputs,
  type SitePartName,
  type SitePartState,
  type SiteSettings,
} from '../../../shared/site-settings.ts';
import { messages, type PhotoInput } from '../../../shared/validation.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import { photoOwner, photoOwnerUpdates } from '../data/photo-owners.ts';
import {
  findSitePart,
  findSitePartVersion,
  sitePartItem,
  sitePartState,
  storeSitePart,
} from '../data/site-settings-repository.ts';
import { nextVersion } from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';
import { settlePhotoTags, storablePhotos, uploadKeys } from '../uploads/photos.ts';
import { storableHtml } from './sanitize-html.ts';

/**
 * Saving and restoring the site settings' parts (docs/decisions/063): each save is the part's
 * next version, on the version the admin read (ADR 051: a stale one is a 409), kept with the
 * last 20 in its history; a restore saves a kept version's value as the next one. The
 * pictures of the home, About and breeds parts go through the products' upload checks
 * (uploads/photos.ts): a new upload's variants' facts are read once, the part is one of its
 * owners (`SITE#<part>`, data/photo-owners.ts) in the save's transaction, and an upload the
 * save drops is released unless something else shows it.
 */

/** The part a path names; any other name is a 404. */
export function sitePartNamed(name: string | undefined): SitePartName {
  if (!name || !isSitePartName(name)) throw new NotFound(messages.sitePartUnknown);
  return name;
}

/** An About section's rich text as stored: cleaned by the blog's sanitiser (its other parts as sent). */
function withCleanText<P extends SitePartName>(part: P, value: SitePartInputs[P]): SitePartInputs[P] {
  if (part !== 'about') return value;
  const about = value as SitePartInputs['about'];
  return {
    ...about,
    sections: about.sections.map((section) => ({ ...section, body: storableHtml(section.body) })),
  } as SitePartInputs[P];
}

export async function saveSitePart<P extends SitePartName>(
  part: P,
  input: SitePartInputs[P],
  expectedVersion: number | undefined,
  by: string,
): Promise<SitePartState<P>> {
  const { state, before, after } = await retryOnVersionChange(async () => {
    const current = await findSitePart(part);
    checkExpectedVersion(current ?? {}, expectedVersion);
    const sent = withCleanText(part, input) as WithPictures<P, PhotoInput>;
    const shown = current ? picturesOf(part, current.value as WithPictures<P, ProductPhoto>) : [];
    const pictures = await storablePhotos(picturesOf(part, sent), shown);
    const value = withPictures(part, sent, pictures) as SiteSettings[P];
    const [before, after] = [uploadKeys(shown), uploadKeys(pictures)];
    const live = sitePartItem(part, value, nextVersion(current ?? {}), new Date().toISOString(), by);
    const owners = photoOwnerUpdates(photoOwner('SITE', part), before, after);
    await storeSitePart(part, current, live, owners);
    return { state: sitePartState(part, live), before, after };
  });
  await settlePhotoTags(before, after);
  return state;
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
