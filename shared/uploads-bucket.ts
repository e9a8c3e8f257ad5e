/**
 * The uploads bucket's layout: the handlers, the variant function, the bucket's lifecycle
 * rule and grants (infra), CloudFront's origin path and the local stack all read it from
 * here, so renaming a prefix or the tag renames it everywhere at once (docs/decisions/012, 024).
 */

/** The key prefix of every uploaded original: `uploads/<yyyy>/<mm>/<ulid>.<ext>`. */
export const uploadsKeyPrefix = 'uploads/';
/** The one part of the bucket CloudFront reads (the uploads origin's origin path is `/public`). */
export const publicKeyPrefix = 'public/';
/**
 * The key prefix of the variants made from the originals (`public/uploads/<yyyy>/<mm>/<ulid>/640.webp`):
 * served at `/uploads/*`, never an original.
 */
export const variantsKeyPrefix = `${publicKeyPrefix}${uploadsKeyPrefix}`;
/** The variant function's note on an original, next to its variants: its ImageInfo or why it was refused. */
export const manifestName = 'image.json';
/** `uploads/2026/11/01J….jpg` -> `uploads/2026/11/01J…`: where its variants live (URL path without the slash). */
export const variantBase = (originalKey: string): string => originalKey.replace(/\.[a-z0-9]+$/i, '');
/**
 * Where a page reads an upload's manifest (`/uploads/<yyyy>/<mm>/<ulid>/image.json`, public like
 * its variants): the dashboard watches it after an upload until the variants exist
 * (docs/decisions/058).
 */
export const manifestPath = (originalKey: string): string => `/${variantBase(originalKey)}/${manifestName}`;
/** The formats the variant function makes, best first (ImageInfo.formats says which it made). */
export type ImageFormat = 'avif' | 'webp';

/**
 * The file name of one variant under its base: `640.avif`, or `square-320.webp` for a
 * centre-cropped square (ImageInfo.squares). The variant function writes these names and
 * the pages ask for them.
 */
export const variantName = (width: number, format: ImageFormat, square = false): string =>
  `${square ? 'square-' : ''}${width}.${format}`;

/**
 * The object tag every upload arrives with (`attached=false`, set by the presigned POST); the
 * blog handlers set it `true` while a blog uses the image and `false` again when it stops. The
 * lifecycle rule expires objects under `uploadsKeyPrefix` still tagged unattached.
 */
export const attachedTag = { key: 'attached', attached: 'true', unattached: 'false' } as const;

/**
 * The log line of a save whose uploads' tags could not be set after its commit (S3 or the
 * photo owners' read failed or timed out): the save stands, and its uploads may be tagged
 * wrong until `npm run admin -- recount` re-tags them (docs/decisions/051). The API functions
 * that save photos log it (uploads/photos.ts) and a metric filter on their logs counts it for
 * an alarm (infra/route-functions.ts).
 */
export const unsettledPhotoTagsLog = 'photo tags not settled';
