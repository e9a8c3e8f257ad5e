import type { PublicPhoto } from '../../shared/api-types.ts';
import { artworkSharePreview } from '../../shared/built-in-artwork.ts';
import {
  type ImageLoad,
  imageLoadAttributes,
  type PicturePreload,
  picturePreload,
  ResponsivePicture,
  sharePreviewUrl,
  variantFallback,
} from './responsive-picture.tsx';

/** The site's own artwork is drawn square (web/artwork): its intrinsic size, so nothing shifts. */
const artworkSide = 800;

export interface CataloguePhotoProps {
  photo?: PublicPhoto;
  /** How wide the photo is shown, as the `sizes` attribute says it (uploads only). */
  sizes: string;
  className?: string;
  /** Product cards name their product beside the photo: decorative unless told otherwise. */
  alt?: string;
  /** How it loads: lazily unless told otherwise. */
  load?: ImageLoad;
  /** Shown as a square (cards, tiles, thumbnails): an upload's square crops (the artwork is square). */
  square?: boolean;
  /** The artwork's intrinsic size where it is not the catalogue's square (a banner, an About scene). */
  artworkSize?: { width: number; height: number };
}

/**
 * A product photo, category tile or picture of the site settings (docs/decisions/047, 063)
 * wherever it shows, public pages and dashboard alike: an upload through its responsive variants, the site's own artwork as the
 * file it names, or an empty box for none.
 */
export function CataloguePhoto({
  photo,
  sizes,
  className,
  alt = '',
  load,
  square,
  artworkSize = { width: artworkSide, height: artworkSide },
}: CataloguePhotoProps) {
  if (!photo) return <div className={className} aria-hidden="true" />;
  if ('src' in photo) {
    return (
      <img
        src={photo.src}
        alt={alt}
        className={className}
        width={artworkSize.width}
        height={artworkSize.height}
        {...imageLoadAttributes(load)}
      />
    );
  }
  return (
    <ResponsivePicture
      imageInfo={photo.imageInfo}
      sizes={sizes}
      className={className}
      alt={alt}
      load={load}
      square={square}
    />
  );
}

/**
 * One URL of a photo for places that take a single image (structured data, which search
 * engines show large): the artwork's file, or the upload's variant a phone's full width takes.
 */
export const cataloguePhotoUrl = (photo: PublicPhoto): string =>
  'src' in photo ? photo.src : variantFallback(photo.imageInfo);

/**
 * The link-preview picture of a photo (og:image): an upload's 1200x630 JPEG, or the one drawn
 * for a product's main artwork (no link preview shows SVG); undefined for other artwork: the
 * page's default.
 */
export const cataloguePhotoSharePreview = (photo: PublicPhoto | undefined): string | undefined =>
  photo && ('imageInfo' in photo ? sharePreviewUrl(photo.imageInfo) : artworkSharePreview(photo.src));

/** What a page carries of a photo (a loader's answer): its variants or file and its alt text. */
export const publicPhoto = (photo: PublicPhoto): PublicPhoto =>
  'src' in photo ? { src: photo.src, alt: photo.alt } : { imageInfo: photo.imageInfo, alt: photo.alt };

/** What fetches a photo shown with `sizes` ahead of its page (the very file or variants it shows). */
export const cataloguePhotoPreload = (
  photo: PublicPhoto | undefined,
  sizes: string,
  square?: boolean,
): readonly PicturePreload[] =>
  !photo ? [] : 'src' in photo ? [{ href: photo.src }] : picturePreload(photo.imageInfo, sizes, square);
