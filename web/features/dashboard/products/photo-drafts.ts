import { useEffect, useRef, useState } from 'react';
import type { ProductPhoto } from '../../../../shared/api-types.ts';
import { maxProductPhotos, messages, type PhotoInput } from '../../../../shared/validation.ts';
import { heicUnsupported, imageFileProblem } from '../blog/image-upload.ts';
import { uploadPhoto } from './photo-upload.ts';

/**
 * One photo in the product form: a stored one, or a chosen file on its way to storage (its
 * progress; its key once uploaded; its problem if the upload failed).
 */
export type PhotoDraft = { id: string; alt: string } & (
  | { kind: 'stored'; photo: ProductPhoto }
  | { kind: 'file'; preview: string; progress: number; key?: string; error?: string }
);

let lastDraftId = 0;
const draftId = () => `photo-${++lastDraftId}`;

/** The photos as saved: uploads by key, the site's artwork by path; none still uploading or failed. */
export function photoInputs(drafts: readonly PhotoDraft[]): PhotoInput[] {
  return drafts.flatMap((draft): PhotoInput[] => {
    if (draft.kind === 'file') return draft.key ? [{ image: draft.key, alt: draft.alt }] : [];
    const { photo } = draft;
    return ['src' in photo ? { src: photo.src, alt: draft.alt } : { image: photo.image, alt: draft.alt }];
  });
}

/**
 * The photos as the preview shows them: stored ones as they are, chosen files from their
 * local copy (uploaded or not yet), with the alt text as typed; failed uploads are left out.
 */
export function previewPhotos(drafts: readonly PhotoDraft[]): ProductPhoto[] {
  return drafts.flatMap((draft): ProductPhoto[] => {
    if (draft.kind === 'stored') return [{ ...draft.photo, alt: draft.alt }];
    return draft.error ? [] : [{ src: draft.preview, alt: draft.alt }];
  });
}

/** What changing the photos changes: their order, their alt texts, added and removed ones. */
export const photosSnapshot = (drafts: readonly PhotoDraft[]): string =>
  JSON.stringify(
    drafts.map((draft) => {
      if (draft.kind === 'file') return { file: draft.id, alt: draft.alt };
      const { photo } = draft;
      return { photo: 'src' in photo ? photo.src : photo.image, alt: draft.alt };
    }),
  );

/** `drafts` with the one at `from` moved to `to`. */
function movedDraft<T>(drafts: readonly T[], from: number, to: number): T[] {
  const moved = [...drafts];
  const [draft] = moved.splice(from, 1);
  moved.splice(to, 0, draft);
  return moved;
}

/**
 * The product form's photos: chosen files start uploading at once, each with its own
 * progress; reorder, remove and alt text change the list, whose first photo is the main one.
 */
export function usePhotoDrafts(initial: readonly ProductPhoto[]) {
  const [drafts, setDrafts] = useState<PhotoDraft[]>(() =>
    initial.map((photo) => ({ id: draftId(), kind: 'stored', photo, alt: photo.alt })),
  );
  const [problem, setProblem] = useState('');
  const previews = useRef(new Set<string>());

  // The previews' object URLs go with the form.
  useEffect(() => {
    const urls = previews.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const change = (id: string, patch: Partial<PhotoDraft>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.id === id ? ({ ...draft, ...patch } as PhotoDraft) : draft)),
    );

  function add(files: readonly File[]) {
    const room = maxProductPhotos - drafts.length;
    const refused = files.map(imageFileProblem).find(Boolean);
    const accepted = files.filter((file) => !imageFileProblem(file)).slice(0, Math.max(room, 0));
    setProblem(refused ?? (files.length > room ? messages.tooManyPhotos : ''));
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { id: draftId(), kind: 'file' as const, preview, progress: 0, alt: '', file };
    });
    setDrafts((current) => [...current, ...added.map(({ file: _file, ...draft }) => draft)]);
    for (const { id, file } of added) {
      uploadPhoto(file, (progress) => change(id, { progress }))
        .then((key) => change(id, { key, progress: 1 }))
        .catch((error: unknown) => {
          console.error('Uploading a photo failed:', error);
          const message = error instanceof Error && error.message === heicUnsupported ? heicUnsupported : '';
          change(id, { error: message || 'The upload failed. Remove this photo and choose it again.' });
        });
    }
  }

  return {
    drafts,
    problem,
    uploading: drafts.some((draft) => draft.kind === 'file' && !draft.key && !draft.error),
    failed: drafts.some((draft) => draft.kind === 'file' && draft.error),
    add,
    move: (from: number, to: number) => setDrafts((current) => movedDraft(current, from, to)),
    remove: (id: string) => setDrafts((current) => current.filter((draft) => draft.id !== id)),
    setAlt: (id: string, alt: string) => change(id, { alt }),
  };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;
