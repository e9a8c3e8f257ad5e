import { type PhotoUpload, photoNotUploaded } from './image-choice.ts';

/**
 * Starts a chosen photo's upload (image-upload.ts's uploadPhoto), loading the upload's module
 * first; a module that could not be loaded (the network) is a failed upload the form can retry.
 */
export function startPhotoUpload(
  file: File,
  report: (upload: PhotoUpload) => void,
  signal?: AbortSignal,
): Promise<void> {
  return import('./image-upload.ts').then(
    ({ uploadPhoto }) => uploadPhoto(file, report, signal),
    (error: unknown) => {
      console.error('Loading the photo upload failed:', error);
      report({ status: 'failed', problem: photoNotUploaded });
    },
  );
}
