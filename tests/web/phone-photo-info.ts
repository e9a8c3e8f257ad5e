import type { ImageInfo } from '../../shared/api-types.ts';

/** What the variant function made of a 4032x3024 phone photo (docs/decisions/024): the pages' tests show it. */
export const phonePhotoInfo: ImageInfo = {
  base: 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV',
  width: 4032,
  height: 3024,
  colour: '#806040',
  widths: [160, 320, 640, 960, 1280, 1920],
  formats: ['avif', 'webp'],
  squares: [160, 320, 640, 960],
};
