import { manifestName, variantBase } from '../../../shared/uploads-bucket.ts';
import { fillImageFactsOfOwners } from '../data/image-facts.ts';
import { readConfig } from '../runtime/config.ts';
import { logger } from '../runtime/logger.ts';
import { makeVariants, UnusableImage } from './image-variants.ts';
import { deleteObject, getObject, putObject } from './s3-objects.ts';
import { isUploadKey } from './uploads.ts';
import {
  allVariantNames,
  type ImageManifest,
  specPathKey,
  specPathWidth,
  variantCacheControl,
  variantKey,
  variantNames,
} from './variant-keys.ts';

/**
 * What the variant function does with one S3 event record (functions/image-variants.ts; the
 * local stack calls this for each s3rver event). Only originals (`uploads/<…>.<ext>`) count:
 * the variants it writes under `public/` announce themselves too, and are ignored.
 */
export async function handleUploadRecord(eventName: string, key: string): Promise<void> {
  if (!isUploadKey(key)) return;
  if (eventName.startsWith('ObjectCreated:')) await makeImageVariants(key);
  else if (eventName.startsWith('ObjectRemoved:') || eventName.startsWith('LifecycleExpiration:'))
    await deleteImageVariants(key);
}

const bucket = () => readConfig().uploadsBucket;

/**
 * Reads the original, makes and stores its variants (and the copy at the spec's path,
 * variant-keys.ts), then the manifest (its presence means every variant is there), then
 * gives the posts that show the key and still lack them their image facts
 * (docs/decisions/058). An original that is no usable image is deleted, and its manifest says
 * why, so saving a blog with it answers 400 with that reason.
 */
export async function makeImageVariants(key: string): Promise<ImageManifest | undefined> {
  const original = await getObject(bucket(), key);
  if (!original) return undefined; // deleted since (a replaced image): nothing to do
  const started = Date.now();
  let manifest: ImageManifest;
  try {
    const { info, files } = await makeVariants(original.body);
    const specPathFile = files.find((file) => file.name === `${specPathWidth(info.widths)}.webp`);
    if (!specPathFile) throw new Error(`No ${specPathWidth(info.widths)} px WebP made for ${key}`);
    await Promise.all([
      ...files.map((file) =>
        putObject(bucket(), variantKey(key, file.name), file.body, file.contentType, variantCacheControl),
      ),
      putObject(bucket(), specPathKey(key), specPathFile.body, specPathFile.contentType, variantCacheControl),
    ]);
    manifest = { base: variantBase(key), ...info };
  } catch (error) {
    if (!(error instanceof UnusableImage)) throw error;
    manifest = { error: error.refusal };
  }
  await putObject(
    bucket(),
    variantKey(key, manifestName),
    Buffer.from(JSON.stringify(manifest)),
    'application/json',
    'no-cache',
  );
  // After the manifest: a save that finds the original gone finds the reason too.
  if ('error' in manifest) await deleteObject(bucket(), key);
  // After the manifest too: a post saved from now on reads it itself (data/image-facts.ts).
  else await fillImageFactsOfOwners(key, manifest);
  logger.info('image variants made', {
    key,
    bytes: original.body.byteLength,
    ms: Date.now() - started,
    ...('error' in manifest
      ? { refused: manifest.error }
      : { width: manifest.width, height: manifest.height }),
  });
  return manifest;
}

/**
 * An original is gone (replaced and expired, or its blog deleted): its variants go too. The
 * note of a refused upload stays (a few bytes): a save naming it still learns why.
 */
export async function deleteImageVariants(key: string): Promise<void> {
  const stored = await getObject(bucket(), variantKey(key, manifestName));
  const manifest = stored && (JSON.parse(Buffer.from(stored.body).toString('utf8')) as ImageManifest);
  const refused = manifest && 'error' in manifest;
  // The standard names, and the manifest's own (an image narrower than the widest variant has
  // one at its own width).
  const names = [
    ...new Set([...allVariantNames(), ...(manifest && !refused ? variantNames(manifest) : [])]),
  ].filter((name) => !(refused && name === manifestName));
  await Promise.all([
    ...names.map((name) => deleteObject(bucket(), variantKey(key, name))),
    deleteObject(bucket(), specPathKey(key)),
  ]);
}
