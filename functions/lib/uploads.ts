import { ulid } from 'ulid';
import type { UploadTicket } from '../../shared/api-types.ts';
import { maxImageBytes, messages } from '../../shared/validation.ts';
import { readConfig } from './config.ts';
import { badRequest } from './http-error.ts';
import { detectImageType, type ImageContentType, imageExtensions, magicByteCount } from './image-types.ts';
import { getObjectRange, headObject, presignedPost, putObject, putObjectTagging } from './s3-requests.ts';

/**
 * Blog images in the uploads bucket, under `uploads/`. The browser posts a file straight
 * to S3 with a presigned POST; the blog then names the key, and the server checks the
 * object again (size and magic bytes), because s3rver ignores POST policies and a policy
 * cannot look inside a file.
 */
export const uploadKeyPrefix = 'uploads/';
const uploadKeyPattern = new RegExp(
  `^uploads/[A-Za-z0-9_-]+(/[A-Za-z0-9_-]+)*\\.(${Object.values(imageExtensions).join('|')})$`,
);
/**
 * Every upload arrives tagged `attached=false`; saving a blog tags its image `attached=true`,
 * and dropping it from a blog tags it `false` again. The bucket's lifecycle rule expires
 * `attached=false` objects (docs/decisions/012), so abandoned uploads do not pile up.
 */
const attachedTagKey = 'attached';
export const unattachedTagging = `<Tagging><TagSet><Tag><Key>${attachedTagKey}</Key><Value>false</Value></Tag></TagSet></Tagging>`;
/** How long a presigned POST stays usable. */
const ticketSeconds = 300;

const bucket = () => readConfig().uploadsBucket;

/** A new key `uploads/<yyyy>/<mm>/<ulid>.<ext>`. */
export function newUploadKey(contentType: ImageContentType, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, '0');
  return `${uploadKeyPrefix}${now.getUTCFullYear()}/${month}/${ulid()}.${imageExtensions[contentType]}`;
}

/** `POST /api/uploads`: a presigned POST for exactly this type and at most 5 MB. */
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
 * Throws a 400 unless `key` names an object in the uploads bucket that is at most 5 MB and
 * whose first bytes are a JPEG, PNG, WebP or GIF. `/uploads/*` serves the object with its
 * stored Content-Type on the site's origin, so that type and the key's extension must be
 * the image type the bytes really are: PNG bytes stored as text/html would be a page.
 */
export async function checkUploadedImage(key: string): Promise<void> {
  if (!uploadKeyPattern.test(key)) throw badRequest(messages.imageKey);
  const head = await headObject(bucket(), key);
  if (!head) throw badRequest(messages.imageKey);
  if (!head.contentLength || head.contentLength > maxImageBytes) throw badRequest(messages.imageSize);
  const type = detectImageType(await getObjectRange(bucket(), key, 0, magicByteCount - 1));
  if (!type || head.contentType !== type || !key.endsWith(`.${imageExtensions[type]}`))
    throw badRequest(messages.imageType);
}

/** Tags an uploaded image as used by a blog (kept) or not (expires by the lifecycle rule). */
export async function markImageAttached(key: string, attached: boolean): Promise<void> {
  await putObjectTagging(bucket(), key, { [attachedTagKey]: String(attached) });
}

/** Stores image bytes under `key` (the seed's blog images and multipart blog uploads). */
export async function putUploadedImage(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
  await putObject(bucket(), key, bytes, contentType);
}

/**
 * Checks a file sent inside a multipart blog form like an uploaded one, stores it under a
 * new key and returns the key.
 */
export async function storeImageFile(bytes: Uint8Array): Promise<string> {
  if (bytes.byteLength === 0 || bytes.byteLength > maxImageBytes) throw badRequest(messages.imageSize);
  const contentType = detectImageType(bytes);
  if (!contentType) throw badRequest(messages.imageType);
  const key = newUploadKey(contentType);
  await putUploadedImage(key, bytes, contentType);
  return key;
}
