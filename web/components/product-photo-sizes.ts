import type { PublicPhoto } from '../../shared/api-types.ts';

/**
 * The main photo's square box: the gallery's column beside the details from 1024 px (1.1 of
 * 2.1 parts of the container less gutters and gap, then less the 104 px thumbnail column and
 * its 16 px gap), the width less the thumbnails from 768 px, and a phone's full width, where
 * screens denser than 2x are told a narrower width as a blog post's photo is (articleSizes).
 */
const mainPhotoBox: readonly [media: string, width: string][] = [
  ['(min-width: 1024px) ', 'min(calc(52.4vw - 170px), 615px)'],
  ['(min-width: 768px) ', 'calc(100vw - 184px)'],
  ['(min-resolution: 2.9dppx) ', '66vw'],
  ['(min-resolution: 2.2dppx) ', '76vw'],
  ['', 'calc(100vw - 32px)'],
];

/**
 * `sizes` of a main photo: shown whole in its square box (`object-fit: contain`), a portrait
 * photo is as wide as the box times its width over its height. Told the box's width, a
 * Lighthouse phone took the 960 w variant of a 3:4 phone photo (58 KB AVIF) to show it 285 px
 * wide; told the photo's, the 640 w.
 */
export function productPhotoSizes(photo: PublicPhoto | undefined): string {
  const info = photo && 'imageInfo' in photo ? photo.imageInfo : undefined;
  const ratio = info && info.height > info.width ? Math.round((info.width / info.height) * 1000) / 1000 : 1;
  return mainPhotoBox
    .map(([media, width]) => `${media}${ratio < 1 ? `calc(${width} * ${ratio})` : width}`)
    .join(', ');
}
