import { getInputProps, useInputControl } from '@conform-to/react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import type { ImageInfo } from '../../../../shared/api-types.ts';
import { ResponsivePicture } from '../../../components/responsive-picture.tsx';
import { acceptedImageTypes, imageFileProblem } from '../media/image-choice.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import { useChosenPhoto } from '../media/use-chosen-photo.ts';
import type { BlogFormFields } from './blog-form-values.ts';

const coverFailed = 'The cover could not be uploaded or processed. Retry it, remove it or choose another.';

/**
 * The post's cover, the form's `image` field: the stored one's key, '' for none, or a chosen
 * file's, uploaded straight to storage as soon as it is chosen (useChosenPhoto) and the field's
 * value once its variants exist: Save waits for them in the browser (docs/decisions/058).
 * `problem` says why a file was refused, or why a save cannot go with the chosen one.
 */
export function useBlogCover(field: BlogFormFields['image']) {
  const photo = useChosenPhoto();
  const image = useInputControl(field);
  const [problem, setProblem] = useState('');
  const fileInput = useRef<HTMLInputElement>(null);
  const { readyKey } = photo;
  const { change } = image;
  // The chosen photo's key is the field's value once its variants exist (until then Save waits).
  useEffect(() => {
    if (readyKey) change(readyKey);
  }, [readyKey, change]);

  return {
    field,
    photo,
    image,
    problem,
    fileInput,
    /** Uploading or processing: Save waits. */
    pending: photo.pending,
    /** A chosen file is a change before it has a key. */
    chosen: photo.chosen !== undefined,
    choose(event: ChangeEvent<HTMLInputElement>) {
      const file = event.target.files?.[0];
      if (!file) return;
      const refusal = imageFileProblem(file);
      setProblem(refusal ?? '');
      if (refusal) event.target.value = '';
      else photo.choose(file);
    },
    remove() {
      photo.clear();
      change('');
      setProblem('');
      if (fileInput.current) fileInput.current.value = '';
    },
    retry() {
      setProblem('');
      photo.retry();
    },
    /** Whether a save can go: not with a chosen photo that failed (it says so, and goes to it). */
    readyToSave(): boolean {
      if (!photo.chosen || readyKey) return true;
      setProblem(coverFailed);
      fileInput.current?.focus();
      return false;
    },
  };
}

export type BlogCover = ReturnType<typeof useBlogCover>;

/**
 * The cover's field: the file to choose, why one was refused, the preview (a chosen file
 * itself, a stored cover by its variants; a post stored before variants, the placeholder) with
 * Remove, and the chosen file's upload (progress, processing, or failed with a Retry).
 */
export function BlogCoverField({ cover, imageInfo }: { cover: BlogCover; imageInfo?: ImageInfo }) {
  const { field, photo, problem } = cover;
  const inputId = `${field.id}-file`;
  const problemId = `${field.id}-problem`;
  const preview = photo.chosen ? (
    <img src={photo.chosen.preview} alt="Cover preview" />
  ) : cover.image.value ? (
    <ResponsivePicture imageInfo={imageInfo} sizes="200px" alt="Cover preview" />
  ) : null;
  return (
    <div className="dash-field">
      <label htmlFor={inputId}>Cover image (optional)</label>
      <input
        ref={cover.fileInput}
        id={inputId}
        type="file"
        accept={acceptedImageTypes}
        onChange={cover.choose}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      <input
        {...getInputProps(field, { type: 'hidden', value: false, ariaAttributes: false })}
        value={cover.image.value ?? ''}
      />
      {problem && (
        <p id={problemId} className="dash-field__error" role="alert">
          {problem}
        </p>
      )}
      {preview && (
        <div className="dash-image-preview">
          {preview}
          <button
            type="button"
            className="dash-button dash-button--small dash-button--secondary"
            onClick={cover.remove}
          >
            Remove
          </button>
        </div>
      )}
      {photo.chosen && (
        <PhotoUploadStatus upload={photo.chosen.upload} name="the cover" onRetry={cover.retry} />
      )}
    </div>
  );
}
