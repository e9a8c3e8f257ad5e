import { getInputProps, useInputControl } from '@conform-to/react';
import type { ChangeEvent } from 'react';
import { flushSync } from 'react-dom';
import type { Category } from '../../../../shared/api-types.ts';
import { categoryTileNames, categoryTilePath } from '../../../../shared/built-in-artwork.ts';
import type { PhotoInput } from '../../../../shared/photo-types.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { acceptedImageTypes, imageFileProblem } from '../media/image-choice.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import type { useChosenPhoto } from '../media/use-chosen-photo.ts';
import { FieldError } from '../ui/field-error.tsx';
import type { useDashboardForm } from '../ui/use-dashboard-form.ts';
import type { categoryFormSchema } from './category-form.ts';

type CategoryFields = ReturnType<typeof useDashboardForm<typeof categoryFormSchema>>['fields'];

interface TileFieldsProps {
  category?: Category;
  fields: Pick<CategoryFields, 'tile' | 'tilePhoto' | 'tileUpload' | 'image'>;
  photo: ReturnType<typeof useChosenPhoto>;
  /** Checks the chosen file at once (its type and size, category-form.ts). */
  validatePhoto: () => void;
}

/** The tile the form saves for the entry chosen in the list: none until an upload is ready. */
function tileImage(choice: string, category?: Category, readyKey?: string): PhotoInput | undefined {
  if (choice === 'none') return undefined;
  if (choice === 'upload') return readyKey ? { image: readyKey, alt: '' } : undefined;
  if (choice !== 'kept') return { src: choice, alt: '' };
  const kept = category?.image;
  if (!kept) return undefined;
  return 'src' in kept ? { src: kept.src, alt: kept.alt } : { image: kept.image, alt: kept.alt };
}

/**
 * The category dialog's tile: a list of the kept picture, the site's pictures and an upload; an
 * upload's file starts uploading as soon as it is chosen, with a progress bar (Save waits for
 * it: docs/decisions/058), a problem said under the file. The chosen tile goes with the form
 * as `image.src` or `image.image` (the shared schema's), with a preview.
 */
export function TileFields({ category, fields, photo, validatePhoto }: TileFieldsProps) {
  const tile = useInputControl(fields.tile);
  const choice = tile.value ?? 'none';
  const image = fields.image.getFieldset();
  const chosen = tileImage(choice, category, photo.readyKey);
  const upload = choice === 'upload' ? photo.chosen : undefined;

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The form's check reads where the upload is: render that first.
    flushSync(() => (file && !imageFileProblem(file) ? photo.choose(file) : photo.clear()));
    validatePhoto();
  }

  return (
    <>
      <div className="dash-field">
        <label htmlFor={fields.tile.id}>Tile picture</label>
        <select
          id={fields.tile.id}
          name={fields.tile.name}
          value={choice}
          onChange={(event) => {
            photo.clear();
            tile.change(event.target.value);
          }}
          onBlur={tile.blur}
        >
          <option value="none">None</option>
          {category?.image && <option value="kept">The current picture</option>}
          {categoryTileNames.map((tileName) => (
            <option key={tileName} value={categoryTilePath(tileName)}>
              Site picture: {tileName.replaceAll('-', ' ')}
            </option>
          ))}
          <option value="upload">Upload a photo…</option>
        </select>
      </div>
      {chosen && (
        <>
          <input
            type="hidden"
            name={'src' in chosen ? image.src.name : image.image.name}
            value={'src' in chosen ? chosen.src : chosen.image}
          />
          <input type="hidden" name={image.alt.name} value={chosen.alt} />
        </>
      )}
      {choice === 'upload' && (
        <div className="dash-field">
          <label htmlFor={fields.tilePhoto.id}>Photo for the tile</label>
          <input
            {...getInputProps(fields.tilePhoto, { type: 'file' })}
            accept={acceptedImageTypes}
            onChange={chooseFile}
          />
          <FieldError field={fields.tilePhoto} />
          {upload && <input type="hidden" name={fields.tileUpload.name} value={upload.upload.status} />}
        </div>
      )}
      <div className="dash-image-preview">
        {upload ? (
          <img src={upload.preview} alt="Tile preview" className="dash-category-tile" />
        ) : choice === 'kept' ? (
          <CataloguePhoto
            photo={category?.image}
            sizes="96px"
            className="dash-category-tile"
            alt="Tile preview"
          />
        ) : chosen && 'src' in chosen ? (
          <img src={chosen.src} alt="Tile preview" className="dash-category-tile" />
        ) : null}
      </div>
      {upload && <PhotoUploadStatus upload={upload.upload} name="the tile photo" onRetry={photo.retry} />}
    </>
  );
}
