import { ulid } from 'ulid';
import type { ImageInfo, UploadTicket } from '../../../shared/api-types.ts';
import { maxImageBytes } from '../../../shared/upload-rules.ts';
import { attachedTag, manifestName, uploadsKeyPrefix } from '../../../shared/uploads-bucket.ts';
import { messages } from '../../../shared/validation.ts';
import { Conflict, InvalidInput } from '../domain-errors.ts';
import { readConfig } from '../runtime/config.ts';
import { detectImageType, type ImageContentType, imageExtensions, magicByteCount } from './image-types.ts';
import {
  copyObjectOntoItself,
  getObject,
  getObjectRange,
  getObjectTags,
  headObject,
  isMissingObject,
  listKeys,
  presignedPost,
  putObject,
  putObjectTagging,
} from './s3-objects.ts';
import { type ImageManifest, specPathKey, variantKey } from './variant-keys.ts';

/**
 * Blog images in the uploads bucket, under `uploads/` (shared/uploads-bucket.ts). The browser posts a file straight
 * to S3 with a presigned POST; the blog then names the key, and the server checks the
 * object again (size and magic bytes), because s3rver ignores POST policies and a policy
 * cannot look inside a file.
 */
const uploadKeyPattern = new RegExp(
  `^${uploadsKeyPrefix}[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(${Object.values(imageExtensions).join('|')})$`,
);
/**
 * Every upload arrives tagged unattached; saving a blog tags its image attached, and dropping
 * it from a blog tags it unattached again. The bucket's lifecycle rule expires unattached
 * objects (docs/decisions/012), so abandoned uploads do not pile up.
 */
export const unattachedTagging = `<Tagging><TagSet><Tag><Key>${attachedTag.key}</Key><Value>${attachedTag.unattached}</Value></Tag></TagSet></Tagging>`;
/** True for the key of an uploaded original, `uploads/<…>.<image extension>`. */
export const isUploadKey = (key: string): boolean => uploadKeyPattern.test(key);

/** How long a presigned POST stays usable. */
const ticketSeconds = 300;

const bucket = () => readConfig().uploadsBucket;

/** A new key `uploads/<yyyy>/<mm>/<ulid>.<ext>`. */
export function newUploadKey(contentType: ImageContentType, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${uploadsKeyPrefix}${now.getUTCFullYear()}/${month}/${ulid()}.${imageExtensions[contentType]}`;
}

/** `POST /api/uploads`: a presigned POST for exactly this type and at most 25 MB. */
export async function createUploadTicket(contentType: ImageContentType): Promise<UploadTicket> {
  const key = newUploadKey(contentType);
  // The policy pins every field exactly (so the Content-Type and the tag), and the size.
  const { url, fields } = await presignedPost(bucket(), key, {
    fields: { 'Content-Type': contentType, tagging: unattachedTagging },
    conditions: [['content-length-range', 1, maxImageBytes]],
    expiresSeconds: ticketSeconds,
  });
  return { url, fields, key, maxBytes: maxImageBytes };
}

/**
 * Throws a 400 unless `key` names an object in the uploads bucket that is at most 25 MB and
 * whose first bytes are a JPEG, PNG, WebP, GIF or AVIF, stored with that type and extension.
 * The original is never served (only its variants are), but the variant function and the
 * lifecycle rule go by the key, and a mislabelled file is refused early with a clear message.
 */
export async function checkUploadedImage(key: string): Promise<void> {
  if (!uploadKeyPattern.test(key)) throw new InvalidInput(messages.imageKey);
  const head = await headObject(bucket(), key);
  if (!head) throw new InvalidInput(messages.imageKey);
  if (!head.contentLength || head.contentLength > maxImageBytes) throw new InvalidInput(messages.imageSize);
  const first = await getObjectRange(bucket(), key, 0, magicByteCount - 1).catch((error: unknown) => {
    // Deleted since the HEAD (the variant function removes what it refuses).
    throw isMissingObject(error) ? new InvalidInput(messages.imageKey) : error;
  });
  const type = detectImageType(first);
  if (!type || head.contentType !== type || !key.endsWith(`.${imageExtensions[type]}`))
    throw new InvalidInput(messages.imageType);
}

/** Tags an uploaded image as used by a blog (kept) or not (expires by the lifecycle rule). */
export async function markImageAttached(
  key: string,
  attached: boolean,
  abortSignal?: AbortSignal,
): Promise<void> {
  await putObjectTagging(
    bucket(),
    key,
    { [attachedTag.key]: attached ? attachedTag.attached : attachedTag.unattached },
    abortSignal,
  );
}

/**
 * What an upload's tag says: attached (true), unattached (false), or nothing (undefined: the
 * seed's images and a multipart form's files are stored without the tag).
 */
export async function attachedTagOf(key: string): Promise<boolean | undefined> {
  const value = (await getObjectTags(bucket(), key))[attachedTag.key];
  return value === undefined ? undefined : value === attachedTag.attached;
}

/** Every uploaded original's key (never a variant), a page at a time. */
export const listUploadKeys = (): AsyncGenerator<string[]> => listKeys(bucket(), uploadsKeyPrefix);

/** Stores image bytes under `key` (the seed's blog images and multipart blog uploads). */
export async function putUploadedImage(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await putObject(bucket(), key, bytes, contentType);
}

/**
 * Checks a file sent inside a multipart blog form like an uploaded one, stores it under a
 * new key and returns the key.
 */
export async function storeImageFile(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0 || bytes.byteLength > maxImageBytes) throw new InvalidInput(messages.imageSize);
  const contentType = detectImageType(bytes);
  if (!contentType) throw new InvalidInput(messages.imageType);
  const key = newUploadKey(contentType);
  await putUploadedImage(key, bytes, contentType);
  return key;
}

/** The manifest the variant function wrote for an original, or undefined while it has not. */
export async function readImageManifest(key: string): Promise<ImageManifest | undefined> {
  const object = await getObject(bucket(), variantKey(key, manifestName));
  if (!object) return undefined;
  try {
    return JSON.parse(Buffer.from(object.body).toString('utf8')) as ImageManifest;
  } catch {
    // Read while being written (s3rver stores objects in steps; S3's PUT is atomic): not there yet.
    return undefined;
  }
}

/**
 * Waits up to `timeoutMs` for the manifest of an image just stored: for the seed and the
 * bench, which store images themselves. No API request calls it (docs/decisions/058).
 */
export async function awaitImageManifest(key: string, timeoutMs: number): Promise<ImageManifest | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const manifest = await readImageManifest(key);
    if (manifest || Date.now() >= deadline) return manifest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * The variants of an uploaded image, for the blog, product or category that names it, from
 * one read of the variant function's manifest (a second only to explain an upload gone
 * missing): a save never polls or waits on S3 (docs/decisions/058).
 * The dashboard saves a photo only once its manifest is there (it watches for it after the
 * upload), so a stored item never names variants that do not exist. The image is checked too
 * (a missing, oversized or mislabelled object is a 400, whether or not its variants are made);
 * an image the variant function refused (not an image, damaged or truncated, and deleted) is a
 * 400 with the reason; one whose manifest is not there yet, a 409 asking to save again.
 */
export async function uploadedImageInfo(key: string): Promise<ImageInfo> {
  const manifest = await uploadedImageManifest(key);
  if (!manifest) throw new Conflict(messages.imageProcessing);
  return manifest;
}

/** The checked upload's manifest, or undefined while the variant function has not written it. */
async function uploadedImageManifest(key: string): Promise<ImageInfo | undefined> {
  if (!isUploadKey(key)) throw new InvalidInput(messages.imageKey);
  const manifest = await readImageManifest(key);
  if (manifest && 'error' in manifest) throw new InvalidInput(messages[manifest.error]);
  // The variant function may refuse and delete the upload between the two reads: its reason,
  // written before the delete, then explains the missing object.
  await checkUploadedImage(key).catch(async (error: unknown) => {
    const refused = await readImageManifest(key);
    throw refused && 'error' in refused ? new InvalidInput(messages[refused.error]) : error;
  });
  return manifest;
}

/**
 * Has the variant function run again for an original stored before variants existed: S3
 * announces a copy onto itself as a new object (the migration's way to make them).
 */
export async function requestImageVariants(key: string): Promise<boolean> {
  const head = await headObject(bucket(), key);
  if (!head?.contentType) return false;
  await copyObjectOntoItself(bucket(), key, head.contentType);
  return true;
}

/** Whether the variant function has put the copy at the spec's path of an original (variant-keys.ts). */
export async function hasSpecPathCopy(key: string): Promise<boolean> {
  return (await headObject(bucket(), specPathKey(key))) !== undefined;
}
