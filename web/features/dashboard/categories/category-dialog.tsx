import { type ChangeEvent, type FormEvent, useEffect, useId, useState } from 'react';
import type { Category } from '../../../../shared/api-types.ts';
import { categoryTileNames, categoryTilePath } from '../../../../shared/built-in-artwork.ts';
import { slugify } from '../../../../shared/site-urls.ts';
import type { PhotoInput } from '../../../../shared/validation.ts';
import { messages } from '../../../../shared/validation.ts';
import { CataloguePhoto } from '../../../components/catalogue-photo.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { acceptedImageTypes, imageFileProblem } from '../blog/image-upload.ts';
import { uploadPhoto } from '../products/photo-upload.ts';
import { type FormProblem, noProblem, versionField } from '../ui/action-result.ts';
import { DialogFormEnd } from '../ui/dialog-form-end.tsx';
import { Modal } from '../ui/modal.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { categoriesPath } from './category-actions.ts';

/**
 * The tile as chosen in the dialog: none, kept as it is, one of the site's pictures, an upload
 * whose file is still to be chosen, or a file to upload.
 */
type TileChoice =
  | { kind: 'none' }
  | { kind: 'kept' }
  | { kind: 'upload' }
  | { kind: 'artwork'; src: string }
  | { kind: 'file'; file: File; preview: string };

/** The tile to save, uploading a chosen file first; the kept one as the API knows it. */
async function tileInput(
  tile: TileChoice,
  current: Category['image'],
  onProgress: (fraction: number) => void,
): Promise<PhotoInput | null> {
  if (tile.kind === 'none' || tile.kind === 'upload') return null;
  if (tile.kind === 'artwork') return { src: tile.src, alt: '' };
  if (tile.kind === 'file') return { image: await uploadPhoto(tile.file, onProgress), alt: '' };
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
  const [progress, setProgress] = useState<number | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const setError = (error: string) => setProblem({ error });
  const saver = useActionFetcher((result) => (result.ok ? onClose() : setProblem(result)));
  const busy = uploading || saver.state !== 'idle';

  useEffect(() => (tile.kind === 'file' ? () => URL.revokeObjectURL(tile.preview) : undefined), [tile]);

  function rename(event: ChangeEvent<HTMLInputElement>) {
    setName(event.target.value);
    if (!slugEdited) setSlug(slugify(event.target.value, ''));
  }

  function chooseTile(event: ChangeEvent<HTMLSelectElement>) {
    const value = event.target.value;
    if (value === 'none' || value === 'kept' || value === 'upload') setTile({ kind: value });
    else setTile({ kind: 'artwork', src: value });
  }

  function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    const invalid = imageFileProblem(file);
    setError(invalid ?? '');
    if (invalid) event.target.value = '';
    else setTile({ kind: 'file', file, preview: URL.createObjectURL(file) });
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const invalid = !name.trim()
      ? messages.nameRequired
      : tile.kind === 'upload'
        ? 'Please choose the photo for the tile, or another picture.'
        : '';
    if (invalid) {
      setError(invalid);
      return;
    }
    setError('');
    setUploading(true);
    let image: PhotoInput | null;
    try {
      image = await tileInput(tile, category?.image, setProgress);
    } catch (failure) {
      console.error('Uploading the tile failed:', failure);
      setError(
        failure instanceof ApiError
          ? failure.message
          : 'The picture could not be uploaded. Please try again.',
      );
      setProgress(null);
      return;
    } finally {
      setUploading(false);
    }
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
          {tile.kind === 'file' ? (
            <img src={tile.preview} alt="Tile preview" className="dash-category-tile" />
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
        {progress !== null && (
          <progress className="dash-progress" max={1} value={progress} aria-label="Tile upload">
            {Math.round(progress * 100)}%
          </progress>
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
