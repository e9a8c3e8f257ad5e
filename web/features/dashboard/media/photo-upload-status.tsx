import type { PhotoUpload } from './image-choice.ts';

/**
 * Where a chosen photo is (image-upload.ts's uploadPhoto): its upload's progress bar, then
 * "Processing…" while its variants are made (Save waits for them: docs/decisions/058), or why
 * it failed with a Retry button. `name` says which photo ("photo 2", "the cover"), for screen
 * readers and lists.
 */
export function PhotoUploadStatus({
  upload,
  name,
  onRetry,
}: {
  upload: PhotoUpload;
  name: string;
  onRetry: () => void;
}) {
  if (upload.status === 'uploading')
    return (
      <progress className="dash-progress" max={1} value={upload.progress} aria-label={`Upload of ${name}`}>
        {Math.round(upload.progress * 100)}%
      </progress>
    );
  if (upload.status === 'processing')
    return (
      <p className="dash-photo-status" role="status">
        Processing {name}… Saving waits until it is ready.
      </p>
    );
  if (upload.status === 'failed')
    return (
      <div className="dash-photo-status">
        <p className="dash-field__error" role="alert">
          {upload.problem} ({name})
        </p>
        <button
          type="button"
          className="dash-button dash-button--small dash-button--secondary"
          onClick={onRetry}
        >
          Retry<span className="dash-visually-hidden"> {name}</span>
        </button>
      </div>
    );
  return null;
}
