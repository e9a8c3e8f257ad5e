import type { ProductPhoto } from '../../../shared/api-types.ts';
import type { PhotoInput } from '../../../shared/validation.ts';
import { markImageAttached, uploadedImageInfo } from './uploads.ts';

/**
 * The photos of a product or a category tile (docs/decisions/047): uploads go through the
 * blog's pipeline (checked, variants awaited, tagged attached), the site's own pictures are
 * kept as their path.
 */

/** The upload keys among `photos`. */
export const uploadKeys = (photos: readonly ProductPhoto[]): string[] =>
  photos.flatMap((photo) => ('image' in photo ? [photo.image] : []));

/**
 * The photos to store for what the admin sent: an upload the item already had keeps its
 * variants' info; a new one is checked and its variants awaited (a 400 or 409 as for a blog's
 * cover), all at once. New uploads are tagged attached before the item is saved, so a failed
 * save can leave a kept image, never an item whose photo expires.
 */
export async function storablePhotos(
  wanted: readonly PhotoInput[],
  current: readonly ProductPhoto[] = [],
): Promise<ProductPhoto[]> {
  const known = new Map(current.flatMap((photo) => ('image' in photo ? [[photo.image, photo]] : [])));
  const photos = await Promise.all(
    wanted.map(async (photo): Promise<ProductPhoto> => {
      if (!('image' in photo)) return { src: photo.src, alt: photo.alt };
      const imageInfo = known.get(photo.image)?.imageInfo ?? (await uploadedImageInfo(photo.image));
      return { image: photo.image, imageInfo, alt: photo.alt };
    }),
  );
  const added = uploadKeys(photos).filter((key) => !known.has(key));
  await Promise.all(added.map((key) => markImageAttached(key, true)));
  return photos;
}

/**
 * Tags the uploads `before` had and `after` has not as unattached: the bucket's lifecycle rule
 * expires them (docs/decisions/012), and their variants go with them. Called once the change is saved.
 */
export async function releaseDroppedPhotos(
  before: readonly ProductPhoto[],
  after: readonly ProductPhoto[] = [],
): Promise<void> {
  const kept = new Set(uploadKeys(after));
  const dropped = uploadKeys(before).filter((key) => !kept.has(key));
  await Promise.all(dropped.map((key) => markImageAttached(key, false)));
}
