import type { ProductPhoto } from '../../../shared/api-types.ts';
import type { PhotoInput } from '../../../shared/photo-types.ts';
import { publicationProblem } from '../../../shared/publication-rules.ts';
import { picturesOf, type WithPictures, withPictures } from '../../../shared/site-pictures.ts';
import {
  isSitePartName,
  type SiteDraftState,
  type SitePartInputs,
  type SitePartName,
  type SitePartState,
  type SiteSettings,
  siteMessages,
} from '../../../shared/site-settings.ts';

import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import { photoOwner, photoOwnerUpdates } from '../data/photo-owners.ts';
import { nextScheduleRevision, scheduleAuthor } from '../data/publication-schedule.ts';
import {
  findSiteDraft,
  type SiteDraftItem,
  siteDraftKey,
  siteDraftState,
  siteDraftWrites,
  unchangedSince,
} from '../data/site-drafts-repository.ts';
import {
  findSitePart,
  findSitePartVersion,
  type SitePartItem,
  sitePartItem,
  sitePartKey,
  sitePartState,
  storeSitePart,
} from '../data/site-settings-repository.ts';
import { nextVersion, transactWrite } from '../data/table.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { photosWithVariants, settlePhotoTags, storablePhotos, uploadKeys } from '../uploads/photos.ts';
import { storableHtml } from './sanitize-html.ts';

/**
 * Saving, drafting, publishing and restoring the site settings' parts (docs/decisions/063 and
 * 070): a publish is the part's next live version, on the version the admin read (ADR 051: a
 * stale one is a 409), kept with the last 20 in its history; a draft is an item of its own
 * beside it that no page reads; a restore publishes a kept version's value. The pictures of
 * the home, About and breeds parts go through the products' upload checks (uploads/photos.ts):
 * a new upload's variants' facts are read once, the part (`SITE#<part>`, data/photo-owners.ts)
 * owns every upload its live item or its draft shows, in the write's transaction, and an upload
 * neither shows any more is released unless something else shows it.
 */

/** The part a path names; any other name is a 404. */
export function sitePartNamed(name: string | undefined): SitePartName {
  if (!name || !isSitePartName(name)) throw new NotFound(siteMessages.sitePartUnknown);
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

/** A part's two items: what visitors see and the pending draft. */
interface PartItems<P extends SitePartName> {
  live?: SitePartItem<P>;
  draft?: SiteDraftItem<P>;
}

const readPart = async <P extends SitePartName>(part: P): Promise<PartItems<P>> => {
  const [live, draft] = await Promise.all([findSitePart(part), findSiteDraft(part)]);
  return { live, draft };
};

const picturesShown = <P extends SitePartName>(part: P, item: { value: SiteSettings[P] } | undefined) =>
  item ? picturesOf(part, item.value as WithPictures<P, ProductPhoto>) : [];

/** The uploads the part shows, live or in its draft: the ones `SITE#<part>` owns. */
const ownedKeys = <P extends SitePartName>(part: P, items: PartItems<P>) =>
  uploadKeys([...picturesShown(part, items.live), ...picturesShown(part, items.draft)]);

/**
 * Takes the part from `before` to `after` in one transaction: the live item (a new one is the
 * next version, with its history) and the draft (with its SCHEDULE marker), each conditional
 * on the version read (an item not written is checked unchanged), and the pictures' owners;
 * then settles the tags of the uploads it took up or let go. A write between is a
 * VersionChanged, which `retryOnVersionChange` reads again.
 */
async function commitPart<P extends SitePartName>(
  part: P,
  before: PartItems<P>,
  after: PartItems<P>,
): Promise<{ before: string[]; after: string[] }> {
  const keys = { before: ownedKeys(part, before), after: ownedKeys(part, after) };
  const draftWrites =
    before.draft === after.draft
      ? [unchangedSince(siteDraftKey(part), before.draft)]
      : siteDraftWrites(part, before.draft, after.draft);
  const owners = photoOwnerUpdates(photoOwner('SITE', part), keys.before, keys.after);
  if (after.live && after.live !== before.live)
    await storeSitePart(part, before.live, after.live, [...draftWrites, ...owners]);
  else await transactWrite([unchangedSince(sitePartKey(part), before.live), ...draftWrites, ...owners]);
  return keys;
}

/** The part's value from what was sent: cleaned text, and the pictures `readPictures` makes of the ones sent. */
async function valueWithPictures<P extends SitePartName>(
  part: P,
  input: SitePartInputs[P],
  readPictures: (sent: PhotoInput[]) => Promise<ProductPhoto[]>,
): Promise<SiteSettings[P]> {
  const sent = withCleanText(part, input) as WithPictures<P, PhotoInput>;
  const pictures = await readPictures(picturesOf(part, sent));
  return withPictures(part, sent, pictures) as SiteSettings[P];
}

/** The part's value as stored from what a save sent: cleaned text, checked pictures. */
const storableValue = <P extends SitePartName>(part: P, input: SitePartInputs[P], items: PartItems<P>) =>
  valueWithPictures(part, input, (sent) =>
    storablePhotos(sent, [...picturesShown(part, items.live), ...picturesShown(part, items.draft)]),
  );

/**
 * The part's value as a save of `input` would store it, for its preview link (docs/decisions/066):
 * the same sanitiser and picture checks (a picture still being processed is the save's 409),
 * with no upload tagged as kept and nothing of the part read or written.
 */
export const previewedSiteValue = <P extends SitePartName>(part: P, input: SitePartInputs[P]) =>
  valueWithPictures(part, input, (sent) => photosWithVariants(sent));

/** The next live item of a part showing `value`. */
const nextLive = <P extends SitePartName>(part: P, items: PartItems<P>, value: SiteSettings[P], by: string) =>
  sitePartItem(part, value, nextVersion(items.live ?? {}), new Date().toISOString(), by);

/**
 * Publishes the sent value: the part's next live version. With `draftVersion` (the draft the
 * form was opened on; 0: none) the pending draft is the one published and goes, a 409 when
 * another admin changed it since; without it (the spec's clients) a draft stays as it is.
 */
export async function saveSitePart<P extends SitePartName>(
  part: P,
  input: SitePartInputs[P],
  expectedVersion: number | undefined,
  by: string,
  draftVersion?: number,
): Promise<SitePartState<P>> {
  const { state, keys } = await retryOnVersionChange(async () => {
    const before = await readPart(part);
    checkExpectedVersion(before.live ?? {}, expectedVersion);
    if (draftVersion !== undefined) checkExpectedVersion(before.draft ?? {}, draftVersion);
    const live = nextLive(part, before, await storableValue(part, input, before), by);
    const draft = draftVersion === undefined ? before.draft : undefined;
    const keys = await commitPart(part, before, { live, draft });
    return { state: sitePartState(part, live), keys };
  });
  await settlePhotoTags(keys.before, keys.after);
  return state;
}

/**
 * Keeps the sent value as the part's draft (version `expectedVersion`: 0 or none for a new one,
 * a 409 when another admin's draft came since), unseen by visitors; with `publishAt` (ISO UTC,
 * checked in the future) scheduled to be published then, through ADR 065's markers.
 */
export async function saveSiteDraft<P extends SitePartName>(
  part: P,
  input: SitePartInputs[P],
  publishAt: string | undefined,
  expectedVersion: number | undefined,
  by: string,
): Promise<SiteDraftState<P>> {
  const { state, keys } = await retryOnVersionChange(async () => {
    const before = await readPart(part);
    checkExpectedVersion(before.draft ?? {}, expectedVersion);
    const wanted = { status: publishAt ? ('scheduled' as const) : ('draft' as const), publishAt };
    const problem = publicationProblem(wanted, before.draft, Date.now());
    if (problem) throw new InvalidInput(problem.message);
    const value = await storableValue(part, input, before);
    const draft = siteDraftItem(part, before.draft, value, publishAt, by);
    const keys = await commitPart(part, before, { live: before.live, draft });
    return { state: siteDraftState(part, draft), keys };
  });
  await settlePhotoTags(keys.before, keys.after);
  return state;
}

function siteDraftItem<P extends SitePartName>(
  part: P,
  current: SiteDraftItem<P> | undefined,
  value: SiteSettings[P],
  publishAt: string | undefined,
  by: string,
): SiteDraftItem<P> {
  const revision = nextScheduleRevision(current, publishAt ? { publishAt } : {});
  return {
    ...siteDraftKey(part),
    value,
    version: nextVersion(current ?? {}),
    updatedAt: new Date().toISOString(),
    updatedBy: by,
    status: publishAt ? 'scheduled' : 'draft',
    ...(publishAt && { publishAt }),
    ...(revision > 0 && { scheduleRevision: revision }),
  };
}

/** Discards the part's draft (404 when it has none; 409 when it changed since `expectedVersion`). */
export async function discardSiteDraft(
  part: SitePartName,
  expectedVersion: number | undefined,
): Promise<void> {
  const keys = await retryOnVersionChange(async () => {
    const before = await readPart(part);
    if (!before.draft) throw new NotFound(siteMessages.siteDraftGone);
    checkExpectedVersion(before.draft, expectedVersion);
    return commitPart(part, before, { live: before.live, draft: undefined });
  });
  await settlePhotoTags(keys.before, keys.after);
}

/**
 * Publishes the part's draft as it is stored, for its schedule (data/publication-schedule.ts):
 * `wanted` judges the draft as read, so a draft changed, unscheduled or gone since is `stale`.
 */
export async function publishSiteDraft(
  part: SitePartName,
  wanted: (draft: SiteDraftItem) => boolean,
): Promise<'applied' | 'stale'> {
  const outcome = await retryOnVersionChange(async () => {
    const before = await readPart(part);
    if (!before.draft || !wanted(before.draft)) return undefined;
    const live = nextLive(part, before, before.draft.value, scheduleAuthor);
    return commitPart(part, before, { live, draft: undefined });
  });
  if (!outcome) return 'stale';
  await settlePhotoTags(outcome.before, outcome.after);
  return 'applied';
}

/** Publishes a kept version's value as the part's next version (404 when it is not kept); a draft stays. */
export async function restoreSitePart<P extends SitePartName>(
  part: P,
  version: number,
  expectedVersion: number | undefined,
  by: string,
): Promise<SitePartState<P>> {
  const kept = await findSitePartVersion(part, version);
  if (!kept) throw new NotFound(siteMessages.siteVersionGone);
  return saveSitePart(part, kept.value, expectedVersion, by);
}
