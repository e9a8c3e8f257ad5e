import { type FieldMetadata, getInputProps, useInputControl } from '@conform-to/react';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { defaultSiteSettings } from '../../../../shared/site-defaults.ts';
import type { SitePartName, SitePicture } from '../../../../shared/site-parts.ts';
import { picturesOf, type WithPictures } from '../../../../shared/site-pictures.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { acceptedImageTypes, imageFileProblem } from '../media/image-choice.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import { useChosenPhoto } from '../media/use-chosen-photo.ts';
import { FieldError } from '../ui/field-error.tsx';
import { siteFieldId } from './site-parts.ts';
import { SiteTextField } from './site-section.tsx';

type PictureFields = FieldMetadata<
  { src?: string; image?: string; alt?: string; upload?: string } | undefined
>;

/** The uploads a part shows as stored, by key: what "The current photo" previews. */
export function storedUploads<P extends SitePartName>(part: P, value: WithPictures<P, SitePicture>) {
  return new Map(
    picturesOf(part, value).flatMap((picture) => ('image' in picture ? [[picture.image, picture]] : [])),
  );
}

/** The site's drawings the part's pictures may be, as its defaults show them (with their alt text as a name). */
const artworkOf = (part: SitePartName) => [
  ...new Map(
    picturesOf(part, defaultSiteSettings[part] as WithPictures<typeof part, SitePicture>).flatMap(
      (picture) => ('src' in picture ? [[picture.src, picture.alt]] : []),
    ),
  ),
];

/**
 * A picture of a banner, an About section or a breed: a list of the current upload, the part's
 * drawings and an upload. A chosen file starts uploading at once, with progress and a preview;
 * its key is the picture once its variants exist (the form refuses to save before:
 * site-form.ts, docs/decisions/058). The alt text below it.
 */
export function SitePictureField({
  part,
  field,
  kept,
  which,
}: {
  part: SitePartName;
  field: PictureFields;
  /** The part's uploads as stored (storedUploads). */
  kept: ReadonlyMap<string, SitePicture>;
  /** Which entry, for screen readers: " of banner 1". */
  which: ReactNode;
}) {
  const { src, image, alt, upload } = field.getFieldset();
  const srcControl = useInputControl(src);
  const imageControl = useInputControl(image);
  const uploadControl = useInputControl(upload);
  const photo = useChosenPhoto();
  const keptPicture = kept.get(image.initialValue ?? '');
  const [choice, setChoice] = useState(keptPicture ? 'kept' : (src.initialValue ?? ''));
  const id = siteFieldId(part, field.name);
  const fileId = `${id}-file`;
  const [fileProblem, setFileProblem] = useState('');

  const status = choice === 'upload' ? (photo.chosen?.upload.status ?? '') : '';
  const { readyKey } = photo;
  const [changeUpload, changeImage] = [uploadControl.change, imageControl.change];
  const sentStatus = uploadControl.value ?? '';
  useEffect(() => {
    if (sentStatus !== status) changeUpload(status);
  }, [status, sentStatus, changeUpload]);
  useEffect(() => {
    if (readyKey) changeImage(readyKey);
  }, [readyKey, changeImage]);

  function choose(next: string) {
    setChoice(next);
    setFileProblem('');
    photo.clear();
    srcControl.change(next === 'kept' || next === 'upload' ? '' : next);
    imageControl.change(next === 'kept' ? (image.initialValue ?? '') : '');
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const refusal = imageFileProblem(file);
    setFileProblem(refusal ?? '');
    imageControl.change('');
    if (refusal) {
      event.target.value = '';
      photo.clear();
    } else photo.choose(file);
  }

  const preview = photo.chosen ? (
    <img src={photo.chosen.preview} alt="" />
  ) : choice === 'kept' && keptPicture ? (
    <CataloguePhoto photo={keptPicture} sizes="200px" />
  ) : choice && choice !== 'upload' ? (
    <img src={choice} alt="" />
  ) : null;

  return (
    <fieldset className="dash-site-group dash-site-picture" id={id}>
      <legend>Picture{which}</legend>
      <div className="dash-field">
        <label htmlFor={`${id}-choice`}>Picture to show{which}</label>
        <select id={`${id}-choice`} value={choice} onChange={(event) => choose(event.target.value)}>
          {keptPicture && <option value="kept">The current photo</option>}
          {artworkOf(part).map(([path, name]) => (
            <option key={path} value={path}>
              Site picture: {name}
            </option>
          ))}
          <option value="upload">Upload a photo…</option>
        </select>
      </div>
      {(
        [
          [src, srcControl],
          [image, imageControl],
          [upload, uploadControl],
        ] as const
      ).map(([hidden, control]) => (
        <input
          {...getInputProps(hidden, { type: 'hidden', value: false, ariaAttributes: false })}
          key={hidden.name}
          value={control.value ?? ''}
        />
      ))}
      {choice === 'upload' && (
        <div className="dash-field">
          <label htmlFor={fileId}>Photo{which}</label>
          <input
            id={fileId}
            type="file"
            accept={acceptedImageTypes}
            onChange={chooseFile}
            aria-invalid={fileProblem ? true : undefined}
            aria-describedby={fileProblem ? `${fileId}-problem` : undefined}
          />
          {fileProblem && (
            <p id={`${fileId}-problem`} className="dash-field__error" role="alert">
              {fileProblem}
            </p>
          )}
        </div>
      )}
      {preview && <div className="dash-image-preview">{preview}</div>}
      {photo.chosen && (
        <PhotoUploadStatus upload={photo.chosen.upload} name="the photo" onRetry={photo.retry} />
      )}
      <FieldError field={field} />
      <FieldError field={src} />
      <FieldError field={image} />
      <SiteTextField
        part={part}
        field={alt}
        label={<>Alt text{which}</>}
        hint="What the picture shows, for visitors who cannot see it."
      />
    </fieldset>
  );
}
