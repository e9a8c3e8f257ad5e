import { useEffect, useRef, useState } from 'react';
import type { ProductPhoto, PublicPhoto } from '../../../../shared/api-types.ts';
import { messages } from '../../../../shared/validation.ts';
import { imageFileProblem, type PhotoUpload } from '../media/image-choice.ts';
import { startPhotoUpload } from '../media/start-photo-upload.ts';
import { type FormValue, photoSource } from './product-form-values.ts';

/** A file chosen in the product form, on its way to being saveable: its local copy and its upload. */
export interface ChosenPhoto {
  preview: string;
  upload: PhotoUpload;
}

let lastUploadId = 0;
const uploadId = () => `upload-${++lastUploadId}`;

/** The key a chosen photo is saved with, once uploaded ('' before, or when it failed). */
export const uploadedKey = (chosen?: ChosenPhoto): string =>
  chosen && 'key' in chosen.upload ? chosen.upload.key : '';

/**
 * The product form's chosen files: each starts uploading at once, with its own progress, and
 * is watched until its variants exist (docs/decisions/058). The form's photo list holds each
 * one by its upload's id (`photos[i].upload`), the list's order and alt texts being the form's.
 */
export function usePhotoDrafts() {
  const [chosen, setChosen] = useState<Record<string, ChosenPhoto>>({});
  const [problem, setProblem] = useState('');
  // The chosen files, kept for Retry; and each upload's way to stop watching when removed.
  const files = useRef(new Map<string, { file: File; preview: string; stop: AbortController }>());

  // The previews' object URLs go with the form, and so does watching for variants.
  useEffect(() => {
    const uploads = files.current;
    return () => {
      for (const { preview, stop } of uploads.values()) {
        URL.revokeObjectURL(preview);
        stop.abort();
      }
    };
  }, []);

  const change = (id: string, upload: PhotoUpload) =>
    setChosen((current) => (current[id] ? { ...current, [id]: { ...current[id], upload } } : current));

  function start(id: string) {
    const kept = files.current.get(id);
    if (!kept) return;
    kept.stop = new AbortController();
    void startPhotoUpload(kept.file, (upload) => change(id, upload), kept.stop.signal);
  }

  /** Starts uploading the acceptable files, at most `room` of them; answers their ids, in order. */
  function add(picked: readonly File[], room: number): string[] {
    const refused = picked.map(imageFileProblem).find(Boolean);
    const accepted = picked.filter((file) => !imageFileProblem(file)).slice(0, Math.max(room, 0));
    setProblem(refused ?? (picked.length > room ? messages.tooManyPhotos : ''));
    const added = accepted.map((file) => {
      const id = uploadId();
      const preview = URL.createObjectURL(file);
      files.current.set(id, { file, preview, stop: new AbortController() });
      return { id, preview };
    });
    setChosen((current) => ({
      ...current,
      ...Object.fromEntries(
        added.map(({ id, preview }) => [id, { preview, upload: { status: 'uploading', progress: 0 } }]),
      ),
    }));
    for (const { id } of added) start(id);
    return added.map(({ id }) => id);
  }

  /** Stops a removed photo's upload or watch; its preview stays until the form goes (the preview may show it). */
  function forget(id: string) {
    files.current.get(id)?.stop.abort();
    setChosen(({ [id]: _removed, ...rest }) => rest);
  }

  const statuses = Object.values(chosen).map(({ upload }) => upload.status);
  return {
    chosen,
    problem,
    /** Some photo is not saveable yet: uploading, or its variants being made. */
    uploading: statuses.some((status) => status === 'uploading' || status === 'processing'),
    processing: statuses.includes('processing'),
    failed: statuses.includes('failed'),
    add,
    /** Uploads a failed photo's file again (a new upload: the failed one expires, ADR 012). */
    retry: start,
    forget,
  };
}

export type PhotoDrafts = ReturnType<typeof usePhotoDrafts>;

/**
 * The photos as the preview shows them, in the form's order with the alt texts as typed: stored
 * ones as they are, chosen files from their local copy (uploaded or not yet); failed ones left out.
 */
export function previewPhotos(
  photos: NonNullable<FormValue>['photos'],
  chosen: Record<string, ChosenPhoto>,
  stored: readonly ProductPhoto[],
): PublicPhoto[] {
  return (Array.isArray(photos) ? photos : []).flatMap((photo): PublicPhoto[] => {
    const alt = photo?.alt ?? '';
    const file = photo?.upload ? chosen[photo.upload] : undefined;
    if (file) return file.upload.status === 'failed' ? [] : [{ src: file.preview, alt }];
    const source = photo?.image || photo?.src;
    const kept = stored.find((candidate) => photoSource(candidate) === source);
    return kept ? [{ ...kept, alt }] : [];
  });
}
