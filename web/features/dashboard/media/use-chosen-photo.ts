import { useEffect, useRef, useState } from 'react';
import type { PhotoUpload } from './image-choice.ts';
import { startPhotoUpload } from './start-photo-upload.ts';

/** A chosen file, its local preview and where its upload is. */
export interface ChosenPhoto {
  file: File;
  preview: string;
  upload: PhotoUpload;
}

/**
 * One chosen photo (a blog's cover, a category's tile): uploaded as soon as it is chosen and
 * watched until its variants exist, so the form can let Save wait for it in the browser, never
 * in the API (docs/decisions/058). Retry uploads the same file again; choosing another or
 * clearing stops watching the last one.
 */
export function useChosenPhoto() {
  const [chosen, setChosen] = useState<ChosenPhoto>();
  const watching = useRef<AbortController>(undefined);
  const preview = chosen?.preview;

  // The preview's object URL lives as long as the choice; watching stops with the form.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);
  useEffect(() => () => watching.current?.abort(), []);

  function start(file: File, preview: string) {
    watching.current?.abort();
    const controller = new AbortController();
    watching.current = controller;
    setChosen({ file, preview, upload: { status: 'uploading', progress: 0 } });
    void startPhotoUpload(
      file,
      (upload) => {
        if (!controller.signal.aborted) setChosen((current) => current && { ...current, upload });
      },
      controller.signal,
    );
  }

  return {
    chosen,
    /** The key to save once the photo is ready; undefined before, or when none is chosen. */
    readyKey: chosen?.upload.status === 'ready' ? chosen.upload.key : undefined,
    /** Uploading or processing: Save waits. */
    pending: chosen?.upload.status === 'uploading' || chosen?.upload.status === 'processing',
    choose: (file: File) => start(file, URL.createObjectURL(file)),
    retry: () => chosen && start(chosen.file, chosen.preview),
    clear: () => {
      watching.current?.abort();
      setChosen(undefined);
    },
  };
}
