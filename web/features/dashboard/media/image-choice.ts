import { imageContentTypes, maxImageBytes } from '../../../../shared/upload-rules.ts';
import { messages } from '../../../../shared/validation.ts';

/**
 * What a form needs of a photo before one is chosen: the file chooser's types, the check of a
 * chosen file, what an upload reports. The upload itself (scaling, the presigned POST, watching
 * the variants: image-upload.ts) loads with the first chosen photo (start-photo-upload.ts), not
 * with the form, so a screen with a photo field stays within its first-load budget (issue 37).
 */

/** iPhone photos: converted to JPEG where the browser can open them (Safari); the server takes none. */
export const heicTypes = ['image/heic', 'image/heif'];
/** What the file chooser offers: the server's types, and HEIC for the browsers that decode it. */
export const acceptedImageTypes = [...imageContentTypes, ...heicTypes].join(',');

/** The browser's check of a chosen cover image, before any upload (the server checks again). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (![...imageContentTypes, ...heicTypes].includes(file.type)) return messages.imageType;
  if (file.size > maxImageBytes || file.size === 0) return messages.imageSize;
  return undefined;
}

/** What the form says of a photo whose upload failed (the network, or storage refused it). */
export const photoNotUploaded = 'The upload failed. Try again, or choose another photo.';

/** Where one chosen photo is on its way to being saveable (PhotoUploadStatus shows it). */
export type PhotoUpload =
  | { status: 'uploading'; progress: number }
  | { status: 'processing'; key: string }
  | { status: 'ready'; key: string }
  | { status: 'failed'; problem: string };
