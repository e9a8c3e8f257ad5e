import { useState } from 'react';
import type { PublicPhoto } from '../../shared/api-types.ts';
import { variantName } from '../../shared/uploads-bucket.ts';
import { CataloguePhoto } from './catalogue-photo.tsx';
import { placeholderImage } from './product-card.tsx';
import { variantUrl } from './responsive-picture.tsx';

/** More thumbnails than this scroll (spec section 9). */
export const visibleThumbnailCount = 4;

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

/** `sizes` of a thumbnail: 96 px in the column from 768 px, a quarter of a phone's row. */
const thumbnailSizes = '(min-width: 768px) 96px, calc(25vw - 14px)';

/**
 * What a thumbnail opens before the app runs (docs/decisions/042): the site's artwork file,
 * or an upload's largest variant (the original is never served).
 */
export function fullPhotoUrl(photo: PublicPhoto): string {
  if ('src' in photo) return photo.src;
  const { imageInfo } = photo;
  return variantUrl(imageInfo, variantName(imageInfo.widths[imageInfo.widths.length - 1], 'webp'));
}

/**
 * The photos a gallery shows: the product's in order (the first is the main one), or the
 * placeholder for a product without any (spec: the list falls back to a placeholder).
 */
const galleryPhotos = (photos: readonly PublicPhoto[], name: string): readonly PublicPhoto[] =>
  photos.length > 0 ? photos : [{ src: placeholderImage, alt: name }];

/**
 * A product's photos: thumbnails (vertical on wide screens, horizontal on phones, scrolling
 * past four) and the main photo, uploads through their variants. Each thumbnail is a link to
 * the full photo, so before the app runs a tap opens it; once it runs, a tap shows it as the
 * main photo. A main photo that fails to load shows 'Image not available' until another
 * thumbnail is chosen (React passes the image's error up to its box).
 */
export function ProductGallery({ photos, name }: { photos: readonly PublicPhoto[]; name: string }) {
  const shown = galleryPhotos(photos, name);
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState(false);
  const scrolls = shown.length > visibleThumbnailCount;
  const main = shown[selected] ?? shown[0];

  return (
    <div className="gallery">
      <ul
        className={`gallery__thumbs${scrolls ? ' gallery__thumbs--scroll' : ''}`}
        aria-label="Product images"
        // A list that scrolls takes the focus, so a keyboard can scroll it.
        tabIndex={scrolls ? 0 : undefined}
      >
        {shown.map((photo, index) => (
          // Photos have no id of their own; the list is the product's as the page has it.
          // biome-ignore lint/suspicious/noArrayIndexKey: the order is the photos' identity here
          <li key={index}>
            <a
              href={fullPhotoUrl(photo)}
              className="gallery__thumb"
              aria-current={selected === index ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setSelected(index);
                setFailed(false);
              }}
            >
              <span className="visually-hidden">
                Show image {index + 1} of {shown.length}
              </span>
              <Thumbnail photo={photo} />
            </a>
          </li>
        ))}
      </ul>
      <div className="gallery__main" onError={() => setFailed(true)}>
        {failed ? (
          <div className="gallery__fallback" role="img" aria-label="Image not available">
            Image not available
          </div>
        ) : (
          <CataloguePhoto
            key={selected}
            photo={main}
            alt={main.alt || name}
            sizes={productPhotoSizes(main)}
            load="main"
          />
        )}
      </div>
    </div>
  );
}

/**
 * A thumbnail's picture, loaded lazily and at low priority (in view, the browser would raise
 * it to the main photo's), from the 160 w variant on a phone: the main photo is the page's
 * LCP element and has the phone's bandwidth first. With four 12 MP uploads the thumbnails
 * were 50 KB (320 w) on the path to it, and Lighthouse's LCP 1.9 s against a post's 1.35 s
 * with the same photo (docs/decisions/049). One that fails to load shows the placeholder.
 */
function Thumbnail({ photo }: { photo: PublicPhoto }) {
  const [failed, setFailed] = useState(false);
  return (
    <span className="gallery__thumb-picture" onError={() => setFailed(true)}>
      <CataloguePhoto
        photo={failed ? { src: placeholderImage, alt: '' } : photo}
        sizes={thumbnailSizes}
        load="last"
        square
      />
    </span>
  );
}
