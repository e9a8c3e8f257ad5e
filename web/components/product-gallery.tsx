import { useState } from 'react';
import type { PublicPhoto } from '../../shared/api-types.ts';
import { variantName } from '../../shared/uploads-bucket.ts';
import { CataloguePhoto } from './catalogue-photo.tsx';
import { placeholderImage } from './product-card.tsx';
import { productPhotoSizes } from './product-photo-sizes.ts';
import { variantUrl } from './responsive-picture.tsx';

/** More thumbnails than this scroll (spec section 9). */
export const visibleThumbnailCount = 4;

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
