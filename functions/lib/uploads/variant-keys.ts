import type { ImageInfo } from '../../../shared/api-types.ts';
import {
  type ImageFormat,
  manifestName,
  publicKeyPrefix,
  variantBase,
  variantName,
} from '../../../shared/uploads-bucket.ts';

/**
 * Where the variants of an uploaded original live and what they are called (docs/decisions/024),
 * without sharp: the blog writers read manifests through these names, the variant function
 * (image-variants.ts) writes them.
 */
export const variantWidths = [160, 320, 640, 960, 1280, 1920] as const;
/**
 * Widths of the centre-cropped squares (`square-<width>.<format>`) for the places that show a
 * photo as a square (product cards, category tiles, thumbnails): a portrait phone photo's
 * 320 w variant is a third taller than the card shows, and those pixels cost a phone's bytes.
 */
export const squareWidths = [160, 320, 640, 960] as const;
export const previewSize = { width: 1200, height: 630 } as const;
export const previewName = 'og.jpg';
/** Variants never change (their base is the upload's ULID): cached for a year. */
export const variantCacheControl = 'public, max-age=31536000, immutable';

/** Why an upload was refused: a key of shared/validation.ts's messages. */
export type ImageRefusal = 'imageType' | 'imageUnreadable';

/** The manifest: the image's info, or why it could not be used. */
export type ImageManifest = ImageInfo | { error: ImageRefusal };

/** The object key of one variant (or the manifest) of an original. */
export const variantKey = (originalKey: string, name: string): string =>
  `${publicKeyPrefix}${variantBase(originalKey)}/${name}`;

/**
 * The spec's client shows a post's image from `{host}/{image}`: `/uploads/<yyyy>/<mm>/<ulid>.<ext>`,
 * the original's own path (docs/decisions/037). The variant function puts a copy of the
 * `specPathWidth` WebP there, under `public/`, so that path is an image while the original
 * stays private: no redirect, the same yearly edge cache as the variants.
 */
export const specPathKey = (originalKey: string): string => `${publicKeyPrefix}${originalKey}`;
/** The widest variant up to 1280 px: every image has one (its own width when narrower than 320). */
export const specPathWidth = (widths: readonly number[]): number =>
  Math.max(...widths.filter((width) => width <= 1280));

/** The formats of a still image's variants, best first (an animated one has WebP only). */
export const stillFormats: readonly ImageFormat[] = ['avif', 'webp'];

/**
 * The variant names of one image's info: with the standard names, what a delete removes
 * (an image narrower than the widest has a variant at its own width too).
 */
export const variantNames = (info: Pick<ImageInfo, 'widths' | 'squares'>): string[] => [
  ...info.widths.flatMap((width) => stillFormats.map((format) => variantName(width, format))),
  ...(info.squares ?? []).flatMap((width) => stillFormats.map((format) => variantName(width, format, true))),
];

/** Every name a variant of any image may have: deleting an original deletes all of these. */
export const allVariantNames = (): string[] => [
  ...variantNames({ widths: [...variantWidths], squares: [...squareWidths] }),
  previewName,
  manifestName,
];

/** Sizes to make of `candidates` for `size` pixels: never larger, `size` itself when smaller than the largest. */
function sizesUpTo(candidates: readonly number[], size: number): number[] {
  const sizes: number[] = candidates.filter((candidate) => candidate <= size);
  if (size < candidates[candidates.length - 1] && !sizes.includes(size)) sizes.push(size);
  return sizes;
}

/** Widths to make for an image `width` wide: never wider than it, its own width when narrower than the widest. */
export const widthsFor = (width: number): number[] => sizesUpTo(variantWidths, width);

/** Square crops to make of an image whose shorter side is `side` pixels (after scaling). */
export const squaresFor = (side: number): number[] => sizesUpTo(squareWidths, side);
