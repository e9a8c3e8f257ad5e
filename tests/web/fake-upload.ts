import { beforeEach, vi } from 'vitest';
import type { ImageInfo, UploadTicket } from '../../shared/api-types.ts';
import { manifestPath, variantBase } from '../../shared/uploads-bucket.ts';

/** The presigned POST the fake API hands out for an upload. */
export const ticket: UploadTicket = {
  url: 'http://storage.test/pawcraft-uploads',
  fields: { key: 'uploads/2026/11/abc.png', Policy: 'p', 'X-Amz-Signature': 's' },
  key: 'uploads/2026/11/abc.png',
  maxBytes: 5 * 1024 * 1024,
};

/** Stands in for the browser's XMLHttpRequest: records the presigned POST and reports progress. */
export class FakeUpload {
  static sent: { url: string; form: FormData }[] = [];
  upload = new EventTarget();
  status = 0;
  private url = '';
  private listeners: Record<string, () => void> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  addEventListener(name: string, listener: () => void) {
    this.listeners[name] = listener;
  }
  send(form: FormData) {
    FakeUpload.sent.push({ url: this.url, form });
    const progress = Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 });
    this.upload.dispatchEvent(progress);
    this.status = 204;
    queueMicrotask(() => this.listeners.load?.());
  }
}

/** Before each test: uploads go to FakeUpload (none sent yet), and a chosen file's preview is a fixed URL. */
export function fakeUploadsEachTest() {
  beforeEach(() => {
    FakeUpload.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeUpload);
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
}

/**
 * The fake API's answer for each upload's manifest (`/uploads/<…>/image.json`): its variants
 * are made, so the form lets it be saved (docs/decisions/058). Spread into fakeApi's routes.
 */
export function madeVariants(...keys: string[]): Record<string, { body: ImageInfo }> {
  return Object.fromEntries(
    keys.map((key) => [
      `GET ${manifestPath(key)}`,
      {
        body: {
          base: variantBase(key),
          width: 640,
          height: 480,
          colour: '#808080',
          widths: [160, 320, 640],
          formats: ['avif', 'webp'],
        },
      },
    ]),
  );
}
