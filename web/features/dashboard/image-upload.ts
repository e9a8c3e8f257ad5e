import type { UploadTicket } from '../../../shared/api-types.ts';
import { imageContentTypes, maxImageBytes, messages } from '../../../shared/validation.ts';

/** The browser's check of a chosen cover image, before any upload (the server checks again). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return messages.imageType;
  if (file.size > maxImageBytes || file.size === 0) return messages.imageSize;
  return undefined;
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
