import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import type { Category } from '../../../../shared/api-types.ts';
import { categoryTileNames, categoryTilePath } from '../../../../shared/built-in-artwork.ts';
import { slugify } from '../../../../shared/site-urls.ts';
import type { PhotoInput } from '../../../../shared/validation.ts';
import { messages } from '../../../../shared/validation.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { acceptedImageTypes, imageFileProblem } from '../media/image-upload.ts';
import { PhotoUploadStatus } from '../media/photo-upload-status.tsx';
import { useChosenPhoto } from '../media/use-chosen-photo.ts';
import { type FormProblem, noProblem, versionField } from '../ui/action-result.ts';
import { DialogFormEnd } from '../ui/dialog-form-end.tsx';
import { Modal } from '../ui/modal.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { categoriesPath } from './category-actions.ts';

/**
 * The tile as chosen in the dialog: none, kept as it is, one of the site's pictures, an upload
 * whose file is still to be chosen, or a chosen file (useChosenPhoto holds where it is).
 */
type TileChoice =
  | { kind: 'none' }
  | { kind: 'kept' }
  | { kind: 'upload' }
  | { kind: 'artwork'; src: string }
  | { kind: 'file' };

/** The tile to save: a chosen file by its key once ready; the kept one as the API knows it. */
function tileInput(tile: TileChoice, current: Category['image'], readyKey?: string): PhotoInput | null {
  if (tile.kind === 'none' || tile.kind === 'upload') return null;
  if (tile.kind === 'artwork') return { src: tile.src, alt: '' };
  if (tile.kind === 'file') return readyKey ? { image: readyKey, alt: '' } : null;
  if (!current) return null;
  return 'src' in current
    ? { src: current.src, alt: current.alt }
    : { image: current.image, alt: current.alt };
}

/**
 * Add or edit a category: its name, its URL (made from the name for a new one until edited;
 * kept on rename unless edited) and its tile picture, one of the site's pictures or an upload
 * with a progress bar. A refusal's message (a URL already taken) shows in the dialog.
 */
export function CategoryDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const ids = { name: useId(), slug: useId(), tile: useId(), file: useId(), error: useId() };
  const [name, setName] = useState(category?.name ?? '');
  const [slug, setSlug] = useState(category?.slug ?? '');
  const [slugEdited, setSlugEdited] = useState(Boolean(category));
  const [tile, setTile] = useState<TileChoice>(category?.image ? { kind: 'kept' } : { kind: 'none' });
  const photo = useChosenPhoto();
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const setError = (error: string) => setProblem({ error });
  const saver = useActionFetcher((result) => (result.ok ? onClose() : setProblem(result)));
  // Save waits while a chosen photo uploads or is processed (docs/decisions/058).
  const busy = saver.state !== 'idle' || (tile.kind === 'file' && photo.pending);

  function rename(event: ChangeEvent<HTMLInputElement>) {
    setName(event.target.value);
    if (!slugEdited) setSlug(slugify(event.target.value, ''));
  }

  function chooseTile(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    photo.clear();
    if (value === 'none' || value === 'kept' || value === 'upload') setTile({ kind: value });
    else setTile({ kind: 'artwork', src: value });
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const invalid = imageFileProblem(file);
    setError(invalid ?? '');
    if (invalid) event.target.value = '';
    else {
      photo.choose(file);
      setTile({ kind: 'file' });
    }
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = !name.trim()
      ? messages.nameRequired
      : tile.kind === 'upload'
        ? 'Please choose the photo for the tile, or another picture.'
        : tile.kind === 'file' && !photo.readyKey
          ? 'The photo could not be uploaded or processed. Retry it, or choose another picture.'
          : '';
    setError(invalid);
    if (invalid) return;
    const image = tileInput(tile, category?.image, photo.readyKey);
    saver.submit(
      {
        intent: 'save',
        id: category?._id ?? '',
        version: versionField(category),
        name: name.trim(),
        slug: slug.trim(),
        image: image ? JSON.stringify(image) : '',
      },
      { method: 'post', action: categoriesPath },
    );
  }

  const selected = tile.kind === 'artwork' ? tile.src : tile.kind === 'file' ? 'upload' : tile.kind;
  return (
    <Modal title={category ? `Edit ${category.name}` : 'Add category'} onClose={onClose}>
      <form onSubmit={save} noValidate className="dash-form">
        <div className="dash-field">
          <label htmlFor={ids.name}>Name</label>
          <input id={ids.name} data-autofocus value={name} onChange={rename} maxLength={100} />
        </div>
        <div className="dash-field">
          <label htmlFor={ids.slug}>Slug</label>
          <input
            id={ids.slug}
            value={slug}
            onChange={(event) => {
              setSlugEdited(true);
              setSlug(event.target.value);
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            aria-describedby={`${ids.slug}-hint`}
          />
          <p id={`${ids.slug}-hint`} className="dash-field__hint">
            Its name in URLs: lower-case letters, digits and dashes; earlier slugs still find the category.
          </p>
        </div>
        <div className="dash-field">
          <label htmlFor={ids.tile}>Tile picture</label>
          <select id={ids.tile} value={selected} onChange={chooseTile}>
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
        {selected === 'upload' && (
          <div className="dash-field">
            <label htmlFor={ids.file}>Photo for the tile</label>
            <input id={ids.file} type="file" accept={acceptedImageTypes} onChange={chooseFile} />
          </div>
        )}
        <div className="dash-image-preview">
          {tile.kind === 'file' && photo.chosen ? (
            <img src={photo.chosen.preview} alt="Tile preview" className="dash-category-tile" />
          ) : tile.kind === 'artwork' ? (
            <img src={tile.src} alt="Tile preview" className="dash-category-tile" />
          ) : tile.kind === 'kept' ? (
            <CataloguePhoto
              photo={category?.image}
              sizes="96px"
              className="dash-category-tile"
              alt="Tile preview"
            />
          ) : null}
        </div>
        {tile.kind === 'file' && photo.chosen && (
          <PhotoUploadStatus upload={photo.chosen.upload} name="the tile photo" onRetry={photo.retry} />
        )}
        <DialogFormEnd
          problem={problem}
          errorId={ids.error}
          busy={busy}
          isNew={!category}
          onDiscard={onClose}
        />
      </form>
    </Modal>
  );
}
