import { type ChangeEvent, type DragEvent, useId, useState } from 'react';
import { maxProductPhotos } from '../../../../shared/validation.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { acceptedImageTypes } from '../media/image-upload.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import type { PhotoDraft, PhotoDrafts } from './photo-drafts.ts';

function DraftImage({ draft }: { draft: PhotoDraft }) {
  if (draft.kind === 'file') return <img src={draft.preview} alt="" className="dash-photo-item__image" />;
  return <CataloguePhoto photo={draft.photo} sizes="96px" className="dash-photo-item__image" square />;
}

/**
 * The product's photos: several chosen at once, each uploading with its own progress bar;
 * each with its alt text, Move up and down (and drag on a desktop), Remove; the first one
 * is the main photo.
 */
export function PhotoList({ photos }: { photos: PhotoDrafts }) {
  const inputId = useId();
  const [dragged, setDragged] = useState<number>();
  const [over, setOver] = useState<number>();
  const { drafts } = photos;

  function choose(event: ChangeEvent<HTMLInputElement>) {
    photos.add([...(event.target.files ?? [])]);
    event.target.value = '';
  }

  function drop(event: DragEvent, index: number) {
    event.preventDefault();
    if (dragged !== undefined && dragged !== index) photos.move(dragged, index);
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
          disabled={drafts.length >= maxProductPhotos}
        />
      </div>
      {photos.problem && (
        <p className="dash-field__error" role="alert">
          {photos.problem}
        </p>
      )}
      {drafts.length > 0 && (
        <ol className="dash-photo-list">
          {drafts.map((draft, index) => {
            const number = index + 1;
            const altId = `${inputId}-${draft.id}-alt`;
            return (
              <li
                key={draft.id}
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
                <DraftImage draft={draft} />
                <div className="dash-photo-item__fields">
                  <p className="dash-photo-item__main">{index === 0 ? 'Main photo' : `Photo ${number}`}</p>
                  <div className="dash-field">
                    <label htmlFor={altId}>Alt text of photo {number}</label>
                    <input
                      id={altId}
                      value={draft.alt}
                      maxLength={200}
                      onChange={(event) => photos.setAlt(draft.id, event.target.value)}
                      placeholder="e.g. Red rope leash, coiled"
                    />
                  </div>
                  {draft.kind === 'file' && (
                    <PhotoUploadStatus
                      upload={draft.upload}
                      name={`photo ${number}`}
                      onRetry={() => photos.retry(draft.id)}
                    />
                  )}
                </div>
                <div className="dash-photo-item__actions">
                  <button
                    type="button"
                    className="dash-button dash-button--small dash-button--secondary"
                    onClick={() => photos.move(index, index - 1)}
                    disabled={index === 0}
                    aria-label={`Move photo ${number} up`}
                  >
                    <span aria-hidden="true">↑</span>
                  </button>
                  <button
                    type="button"
                    className="dash-button dash-button--small dash-button--secondary"
                    onClick={() => photos.move(index, index + 1)}
                    disabled={index === drafts.length - 1}
                    aria-label={`Move photo ${number} down`}
                  >
                    <span aria-hidden="true">↓</span>
                  </button>
                  <button
                    type="button"
                    className="dash-button dash-button--small dash-button--danger-outline"
                    onClick={() => photos.remove(draft.id)}
                  >
                    Remove<span className="dash-visually-hidden"> photo {number}</span>
                  </button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </fieldset>
  );
}
