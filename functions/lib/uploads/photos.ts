import type { ProductPhoto } from '../../../shared/api-types.ts';
import type { PhotoInput } from '../../../shared/photo-types.ts';
import { unsettledPhotoTagsLog } from '../../../shared/uploads-bucket.ts';
import { isPhotoOwned } from '../data/photo-owners.ts';
import { logger } from '../runtime/logger.ts';
import { attachedTagOf, listUploadKeys, markImageAttached, uploadedImageInfo } from './uploads.ts';

/**
 * The photos of a product or a category tile (docs/decisions/047): uploads go through the
 * blog's pipeline (checked, their variants' manifest read once, tagged attached), the site's
 * own pictures are kept as their path.
 */

/** The upload keys among `photos`. */
export const uploadKeys = (photos: readonly ProductPhoto[]): string[] =>
  photos.flatMap((photo) => ('image' in photo ? [photo.image] : []));

/**
 * The photos as stored for what the admin sent: an upload the item already had keeps its
 * variants' info; a new one is checked and its manifest read once (a 400 or 409 as for a
 * blog's cover: the dashboard saves a photo only once its variants exist, docs/decisions/058),
 * all at once. A preview shows them so (docs/decisions/066) without tagging anything.
 */
export async function photosWithVariants(
  wanted: readonly PhotoInput[],
  current: readonly ProductPhoto[] = [],
): Promise<ProductPhoto[]> {
  const known = new Map(current.flatMap((photo) => ('image' in photo ? [[photo.image, photo]] : [])));
  return Promise.all(
    wanted.map(async (photo): Promise<ProductPhoto> => {
      if (!('image' in photo)) return { src: photo.src, alt: photo.alt };
      const imageInfo = known.get(photo.image)?.imageInfo ?? (await uploadedImageInfo(photo.image));
      return { image: photo.image, imageInfo, alt: photo.alt };
    }),
  );
}

/**
 * The photos to store for what the admin sent (photosWithVariants). New uploads are tagged
 * attached before the item is saved, so a failed save can leave a kept image, never an item
 * whose photo expires.
 */
export async function storablePhotos(
  wanted: readonly PhotoInput[],
  current: readonly ProductPhoto[] = [],
): Promise<ProductPhoto[]> {
  const photos = await photosWithVariants(wanted, current);
  const known = new Set(uploadKeys(current));
  const added = uploadKeys(photos).filter((key) => !known.has(key));
  await Promise.all(added.map((key) => markImageAttached(key, true)));
  return photos;
}

/**
 * How long a save waits for its uploads' tags after its commit. S3 tags an object in well
 * under 100 ms; the function has 10 s. A slower step is given up, so the stored save still
 * answers in time: a Lambda stopped by its own timeout would answer a 5xx.
 */
export const photoTagsBudgetMs = 2_000;

/**
 * Once a change is saved, tags the uploads it added as attached and those it dropped as
 * unattached, so the bucket's lifecycle rule expires them (docs/decisions/012) with their
 * variants, unless another item still shows them (data/photo-owners.ts). `before` is the
 * committed state the change replaced (its write was conditional on that version).
 *
 * Saves of different items race on one key's tags, so the order matters: an item that adds a
 * key tags it after its commit, and a release tags first and then reads the owners, tagging
 * back a key someone owns. Whichever commit comes last, the last tag of a shown key is attached.
 *
 * It never fails: the change is committed, so the request answers its success. Failing it
 * would answer "busy" for a stored save, and the owner trying again would make a second
 * product or post. A key left with a wrong tag is logged (`unsettledPhotoTagsLog`, counted
 * for an alarm) and put right by `npm run admin -- recount` (data/recount.ts).
 */
export async function settlePhotoTags(before: readonly string[], after: readonly string[]): Promise<void> {
  const added = after.filter((key) => !before.includes(key));
  const dropped = before.filter((key) => !after.includes(key));
  const keys = [...added, ...dropped];
  if (keys.length === 0) return;
  // Past the budget every step still under way is aborted (nothing starts later) and given up.
  const giveUp = new AbortController();
  const { signal } = giveUp;
  const late = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason));
  });
  const timer = setTimeout(
    () => giveUp.abort(new Error(`not done within ${photoTagsBudgetMs} ms`)),
    photoTagsBudgetMs,
  );
  const outcomes = await Promise.allSettled(
    [
      ...added.map((key) => markImageAttached(key, true, signal)),
      ...dropped.map(async (key) => {
        await markImageAttached(key, false, signal);
        if (await isPhotoOwned(key, signal)) await markImageAttached(key, true, signal);
      }),
    ].map((step) => Promise.race([step, late])),
  );
  clearTimeout(timer);
  const failures = outcomes.flatMap((outcome, index) =>
    outcome.status === 'rejected' ? [{ key: keys[index], error: outcome.reason as Error }] : [],
  );
  if (failures.length === 0) return;
  logger.error(unsettledPhotoTagsLog, {
    attach: failures.filter(({ key }) => added.includes(key)).map(({ key }) => key),
    release: failures.filter(({ key }) => dropped.includes(key)).map(({ key }) => key),
    error: failures[0].error,
  });
}

/** One upload whose tag the repair changed: its tag before (`untagged`: none) and now. */
export interface TagFix {
  key: string;
  was: 'attached' | 'unattached' | 'untagged';
  now: 'attached' | 'unattached';
}

/** How many uploads the repair checks at once: a few requests in flight, not a thousand. */
const repairBatchSize = 10;

/**
 * The repair of what settlePhotoTags could not do (`npm run admin -- recount`, data/recount.ts
 * does the counts): every upload that has owners is tagged attached; with `releaseUnowned`,
 * every upload nothing shows is tagged unattached, so the lifecycle rule expires it
 * (docs/decisions/012). Answers what it changed.
 *
 * Right on a live site: a release is checked as a save's is (tag, then read the owners, tag
 * back if a save showed it meanwhile); attaching a key whose last owner drops it meanwhile
 * leaves a file kept, never a shown photo expiring.
 */
export async function retagUploads({ releaseUnowned = false } = {}): Promise<TagFix[]> {
  const fixes: TagFix[] = [];
  for await (const keys of listUploadKeys()) {
    for (let first = 0; first < keys.length; first += repairBatchSize) {
      const batch = keys.slice(first, first + repairBatchSize);
      const changed = await Promise.all(batch.map((key) => retagUpload(key, releaseUnowned)));
      fixes.push(...changed.flatMap((fix) => (fix ? [fix] : [])));
    }
  }
  return fixes;
}

async function retagUpload(key: string, releaseUnowned: boolean): Promise<TagFix | undefined> {
  const [tag, owned] = await Promise.all([attachedTagOf(key), isPhotoOwned(key)]);
  const was = tag === undefined ? 'untagged' : tag ? 'attached' : 'unattached';
  if (owned) {
    if (tag === true) return undefined;
    await markImageAttached(key, true);
    return { key, was, now: 'attached' };
  }
  if (!releaseUnowned || tag === false) return undefined;
  await markImageAttached(key, false);
  if (await isPhotoOwned(key)) {
    await markImageAttached(key, true);
    return undefined;
  }
  return { key, was, now: 'unattached' };
}
