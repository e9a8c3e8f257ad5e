import { getInputProps } from '@conform-to/react';
import { type ChangeEvent, type DragEvent, useEffect, useId, useState } from 'react';
import type { ProductPhoto } from '../../../../shared/api-types.ts';
import { maxProductPhotos } from '../../../../shared/catalogue-rules.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { acceptedImageTypes } from '../media/image-choice.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { MoveButtons } from '../ui/move-buttons.tsx';
import { type PhotoDrafts, uploadedKey } from './photo-drafts.ts';
import { type PhotoField, type ProductFields, type ProductForm, photoSource } from './product-form-values.ts';

interface PhotoItemProps {
  form: ProductForm;
  photo: PhotoField;
  index: number;
  count: number;
  uploads: PhotoDrafts;
  /** The product's photos as stored, which the list shows by their key or path. */
  stored: readonly ProductPhoto[];
  onMove: (to: number) => void;
  onRemove: () => void;
}

/**
 * One photo of the list: its picture, its alt text, where its upload is (chosen files), Move up
 * and down and Remove. Its hidden fields are the key or path it is saved with; a chosen file's
 * key is set in the form once the upload has one.
 */
function PhotoItem({ form, photo, index, count, uploads, stored, onMove, onRemove }: PhotoItemProps) {
  const { image, src, alt, upload } = photo.getFieldset();
  const chosen = upload.value ? uploads.chosen[upload.value] : undefined;
  const storedPhoto = stored.find((candidate) => photoSource(candidate) === (image.value || src.value));
  const key = uploadedKey(chosen);
  const number = index + 1;

  useEffect(() => {
    if (key && key !== image.value) form.update({ name: image.name, value: key });
  }, [form, key, image.name, image.value]);

  return (
    <>
      {chosen ? (
        <img src={chosen.preview} alt="" className="dash-photo-item__image" />
      ) : (
        <CataloguePhoto photo={storedPhoto} sizes="96px" className="dash-photo-item__image" square />
      )}
      <div className="dash-photo-item__fields">
        <p className="dash-photo-item__main">{index === 0 ? 'Main photo' : `Photo ${number}`}</p>
        <input {...getInputProps(image, { type: 'hidden' })} key={image.key} />
        <input {...getInputProps(src, { type: 'hidden' })} key={src.key} />
        <input {...getInputProps(upload, { type: 'hidden' })} key={upload.key} />
        <div className="dash-field">
          <label htmlFor={alt.id}>Alt text of photo {number}</label>
          <input
            {...getInputProps(alt, { type: 'text' })}
            key={alt.key}
            maxLength={200}
            placeholder="e.g. Red rope leash, coiled"
          />
          <FieldError field={alt} />
        </div>
        <FieldError field={photo} />
        {chosen && (
          <PhotoUploadStatus
            upload={chosen.upload}
            name={`photo ${number}`}
            onRetry={() => upload.value && uploads.retry(upload.value)}
          />
        )}
      </div>
      <div className="dash-photo-item__actions">
        <MoveButtons name={`photo ${number}`} index={index} count={count} onMove={onMove} />
        <button
          type="button"
          className="dash-button dash-button--small dash-button--danger-outline"
          onClick={onRemove}
        >
          Remove<span className="dash-visually-hidden"> photo {number}</span>
        </button>
      </div>
    </>
  );
}

/**
 * The product's photos, a list of the form (Conform's insert, reorder and remove, so the order
 * and the alt texts are the form's values and its unsaved changes): several chosen at once,
 * each uploading with its own progress bar; each with its alt text, Move up and down (and drag
 * on a desktop), Remove; the first one is the main photo.
 */
export function PhotoList({
  form,
  photos,
  uploads,
  stored,
}: {
  form: ProductForm;
  photos: ProductFields['photos'];
  uploads: PhotoDrafts;
  stored: readonly ProductPhoto[];
}) {
  const inputId = useId();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const list = photos.getFieldList();
  const move = (from: number, to: number) => form.reorder({ name: photos.name, from, to });

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const added = uploads.add([...(event.target.files ?? [])], maxProductPhotos - list.length);
    // One change for all of them: Conform takes each change from the form as shown.
    if (added.length > 0) {
      const kept = Array.isArray(photos.value) ? photos.value : [];
      form.update({ name: photos.name, value: [...kept, ...added.map((upload) => ({ upload, alt: '' }))] });
    }
    event.target.value = '';
  }

  function drop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== undefined && dragged !== index) move(dragged, index);
    setDragged(undefined);
    setOver(undefined);
  }

  return (
    <fieldset>
      <legend>Photos</legend>
      <div className="dash-field">
        <label htmlFor={inputId}>Add photos (up to {maxProductPhotos}; the first is the main photo)</label>
        <input
          id={inputId}
          type="file"
          multiple
          accept={acceptedImageTypes}
          onChange={choose}
          disabled={list.length >= maxProductPhotos}
        />
      </div>
      {uploads.problem && (
        <p className="dash-field__error" role="alert">
          {uploads.problem}
        </p>
      )}
      <FieldError field={photos} />
      {list.length > 0 && (
        <ol className="dash-photo-list">
          {list.map((photo, index) => (
            <li
              key={photo.key}
              className={`dash-photo-item${dragged === index ? ' dash-photo-item--dragging' : ''}${over === index && dragged !== index ? ' dash-photo-item--over' : ''}`}
              onDragOver={(event) => {
                event.preventDefault();
                setOver(index);
              }}
              onDragEnd={() => {
                setDragged(undefined);
                setOver(undefined);
              }}
              onDrop={(event) => drop(event, index)}
            >
              {/* Dragging starts at the handle only, so text in the alt field still selects with a mouse;
                  the Move buttons do the same for the keyboard and a phone. */}
              <span
                className="dash-photo-item__handle"
                draggable
                aria-hidden="true"
                title="Drag to reorder"
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = 'move';
                  const item = event.currentTarget.parentElement;
                  if (item) event.dataTransfer.setDragImage(item, 0, 0);
                  setDragged(index);
                }}
              >
                ⠿
              </span>
              <PhotoItem
                form={form}
                photo={photo}
                index={index}
                count={list.length}
                uploads={uploads}
                stored={stored}
                onMove={(to) => move(index, to)}
                onRemove={() => {
                  form.remove({ name: photos.name, index });
                  const upload = photo.getFieldset().upload.value;
                  if (upload) uploads.forget(upload);
                }}
              />
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
