import { useEffect, useRef, useState } from 'react';
import type { ProductPhoto } from '../../../../shared/api-types.ts';
import { maxProductPhotos, messages, type PhotoInput } from '../../../../shared/validation.ts';
import { imageFileProblem, type PhotoUpload, uploadPhoto } from '../media/image-upload.ts';

/**
 * One photo in the product form: a stored one, or a chosen file on its way to being saveable
 * (uploading, processing, ready with its key, or failed with why).
 */
export type PhotoDraft = { id: string; alt: string } & (
  | { kind: 'stored'; photo: ProductPhoto }
  | { kind: 'file'; preview: string; upload: PhotoUpload }
);

let lastDraftId = 0;
const draftId = () => `photo-${++lastDraftId}`;

/** The photos as saved: uploads by key, the site's artwork by path; only ready uploads (docs/decisions/058). */
export function photoInputs(drafts: readonly PhotoDraft[]): PhotoInput[] {
  return drafts.flatMap((draft): PhotoInput[] => {
    if (draft.kind === 'file')
      return draft.upload.status === 'ready' ? [{ image: draft.upload.key, alt: draft.alt }] : [];
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
    return draft.upload.status === 'failed' ? [] : [{ src: draft.preview, alt: draft.alt }];
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
  // The chosen files, kept for Retry; and each upload's way to stop watching when removed.
  const files = useRef(new Map<string, { file: File; stop: AbortController }>());

  // The previews' object URLs go with the form, and so does watching for variants.
  useEffect(() => {
    const urls = previews.current;
    const uploads = files.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
      for (const { stop } of uploads.values()) stop.abort();
    };
  }, []);

  const change = (id: string, patch: Partial<PhotoDraft>) =>
    setDrafts((current) =>
      current.map((draft) => (draft.id === id ? ({ ...draft, ...patch } as PhotoDraft) : draft)),
    );

  function start(id: string, file: File) {
    const stop = new AbortController();
    files.current.set(id, { file, stop });
    void uploadPhoto(file, (upload) => change(id, { upload }), stop.signal);
  }

  function add(chosen: readonly File[]) {
    const room = maxProductPhotos - drafts.length;
    const refused = chosen.map(imageFileProblem).find(Boolean);
    const accepted = chosen.filter((file) => !imageFileProblem(file)).slice(0, Math.max(room, 0));
    setProblem(refused ?? (chosen.length > room ? messages.tooManyPhotos : ''));
    const added = accepted.map((file) => {
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      return { id: draftId(), preview, file };
    });
    setDrafts((current) => [
      ...current,
      ...added.map(
        ({ id, preview }): PhotoDraft => ({
          id,
          kind: 'file',
          preview,
          alt: '',
          upload: { status: 'uploading', progress: 0 },
        }),
      ),
    ]);
    for (const { id, file } of added) start(id, file);
  }

  /** Uploads a failed photo's file again (a new upload: the failed one expires, ADR 012). */
  function retry(id: string) {
    const chosen = files.current.get(id);
    if (chosen) start(id, chosen.file);
  }

  function remove(id: string) {
    files.current.get(id)?.stop.abort();
    files.current.delete(id);
    setDrafts((current) => current.filter((draft) => draft.id !== id));
  }

  const uploads = drafts.flatMap((draft) => (draft.kind === 'file' ? [draft.upload.status] : []));
  return {
    drafts,
    problem,
    /** Some photo is not saveable yet: uploading, or its variants being made. */
    uploading: uploads.some((status) => status === 'uploading' || status === 'processing'),
    processing: uploads.includes('processing'),
    failed: uploads.includes('failed'),
    add,
    retry,
    move: (from: number, to: number) => setDrafts((current) => movedDraft(current, from, to)),
    remove,
    setAlt: (id: string, alt: string) => change(id, { alt }),
  };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;
