import type { UploadTicket } from '../../../../shared/api-types.ts';
import { manifestPath } from '../../../../shared/uploads-bucket.ts';
import { messages } from '../../../../shared/validation.ts';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { heicTypes, type PhotoUpload, photoNotUploaded } from './image-choice.ts';

export const heicUnsupported =
  'This browser cannot open HEIC photos. Please choose a JPEG (on an iPhone: Settings, Camera, Formats, Most Compatible).';
/** Longest edge of a photo as uploaded: larger ones are scaled down here first (docs/decisions/024). */
export const maxUploadEdge = 2560;

/** The size an image `width` x `height` is scaled to: its longest edge at most `maxEdge`, never enlarged. */
export function scaledSize(
  width: number,
  height: number,
  maxEdge = maxUploadEdge,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * The file to upload for a chosen one: a photo larger than 2560 px (a phone's 12-50 MP) is
 * drawn upright at most 2560 px long and re-encoded (JPEG, or WebP where it may have
 * transparency), which also leaves its EXIF and GPS behind, so the upload over a phone's
 * network is a few hundred KB instead of many MB. HEIC is converted to JPEG where the browser
 * can decode it. GIFs (maybe animated) and images small enough go as they are; the server
 * strips and checks everything anyway.
 */
export async function prepareImageForUpload(file: File): Promise<File> {
  const heic = heicTypes.includes(file.type);
  if (file.type === 'image/gif' || typeof createImageBitmap !== 'function') {
    if (heic) throw new Error(heicUnsupported);
    return file;
  }
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    if (heic) throw new Error(heicUnsupported);
    return file; // the server says what is wrong with it
  }
  try {
    const size = scaledSize(bitmap.width, bitmap.height);
    if (!heic && size.width === bitmap.width && size.height === bitmap.height) return file;
    const type = file.type === 'image/png' || file.type === 'image/webp' ? 'image/webp' : 'image/jpeg';
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, size.width, size.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    // A browser that cannot encode the type answers PNG (or nothing): send the original then.
    if (!blob || blob.type !== type) return file;
    const name = file.name.replace(/\.[^.]*$/, '') + (type === 'image/webp' ? '.webp' : '.jpg');
    return new File([blob], name, { type });
  } finally {
    bitmap.close();
  }
}

/**
 * Sends the file straight to storage with the presigned POST of the ticket: the policy
 * fields first, the file last (S3 ignores fields after the file). XMLHttpRequest, because
 * fetch cannot report upload progress.
 */
export function uploadToStorage(
  ticket: UploadTicket,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<void> {
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', ticket.url);
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      if (request.status >= 200 && request.status < 300) {
        onProgress(1);
        resolve();
      } else {
        reject(new Error(`The image upload was refused (${request.status}).`));
      }
    });
    request.addEventListener('error', () => reject(new Error('The image upload failed (network).')));
    request.send(form);
  });
}

/** What the form says of a photo whose variants did not come in time (docs/decisions/058). */
export const photoNotProcessed = 'This photo could not be processed. Try again, or choose another photo.';
/**
 * How long the form watches for a photo's variants: the variant function takes a second or two
 * for a 2560 px photo and retries twice on a failure (ADR 024), so a minute without its
 * manifest means it will not come.
 */
export const variantsWaitMs = 60_000;
const manifestPollMs = 1_000;

/**
 * Watches an uploaded photo's manifest, which the variant function writes last (ADR 024), from
 * the browser: resolves with nothing once its variants exist, or with what to tell the admin
 * (the file was refused, and deleted, with the reason; or nothing came within
 * `variantsWaitMs`). The API's save then reads the manifest once and never waits on S3
 * (docs/decisions/058). A network error counts as not there yet.
 */
export async function awaitVariants(key: string, signal?: AbortSignal): Promise<string | undefined> {
  const deadline = Date.now() + variantsWaitMs;
  for (;;) {
    const response = await fetch(manifestPath(key), { cache: 'no-store', signal }).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      return undefined;
    });
    if (response?.ok) {
      const manifest = (await response.json()) as { error?: string };
      if (manifest.error === undefined) return undefined;
      return manifest.error === 'imageType' ? messages.imageType : messages.imageUnreadable;
    }
    if (Date.now() + manifestPollMs > deadline) return photoNotProcessed;
    await new Promise((resolve) => setTimeout(resolve, manifestPollMs));
    signal?.throwIfAborted();
  }
}

/**
 * Uploads a chosen photo (scaled to 2560 px and stripped here, a presigned POST straight to
 * storage) and watches its variants, reporting each step; the form lets it be saved once it is
 * `ready`. Failures are reported as `failed`, never thrown, so the form can offer a retry.
 */
export async function uploadPhoto(
  file: File,
  report: (upload: PhotoUpload) => void,
  signal?: AbortSignal,
): Promise<void> {
  let key: string;
  try {
    report({ status: 'uploading', progress: 0 });
    const prepared = await prepareImageForUpload(file);
    const ticket = await callApi('upload-create', {
      body: { contentType: prepared.type, size: prepared.size },
    });
    await uploadToStorage(ticket, prepared, (progress) => report({ status: 'uploading', progress }));
    key = ticket.key;
  } catch (error) {
    console.error('Uploading a photo failed:', error);
    const known = error instanceof ApiError || (error instanceof Error && error.message === heicUnsupported);
    report({ status: 'failed', problem: known ? (error as Error).message : photoNotUploaded });
    return;
  }
  report({ status: 'processing', key });
  let problem: string | undefined;
  try {
    problem = await awaitVariants(key, signal);
  } catch (error) {
    if (signal?.aborted) return; // the form was closed or the photo removed
    console.error('Watching a photo’s variants failed:', error);
    problem = photoNotProcessed;
  }
  report(problem ? { status: 'failed', problem } : { status: 'ready', key });
}
