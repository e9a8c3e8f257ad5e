import type { ImageFormat } from './uploads-bucket.ts';

/**
 * The photos' shapes (uploads and the site's own drawings), in a module that imports only a
 * type of shared/uploads-bucket.ts: shared/api-types.ts re-exports them,
 * and shared/site-parts.ts, whose answers shared/api-types.ts names, uses them without an
 * import circle.
 */

/**
 * What the variant function made from one uploaded image (functions/lib/uploads/image-variants.ts):
 * served under `/<base>/<width>.webp` (and `.avif`), `/<base>/og.jpg` (1200x630, link previews).
 */
export interface ImageInfo {
  /** Path of the variants without the leading slash, e.g. `uploads/2026/11/01J…` (the key without its extension). */
  base: string;
  /** Intrinsic size after EXIF orientation. */
  width: number;
  height: number;
  /** Dominant colour, `#rrggbb`: the placeholder until the image has loaded. */
  colour: string;
  /** Widths made, ascending, none wider than the original. */
  widths: number[];
  /** Formats made at each width, best first: `avif` and/or `webp`. */
  formats: ImageFormat[];
  /**
   * Widths of the centre-cropped squares made, ascending (`/<base>/square-<width>.<format>`),
   * for the places that show the image as a square. Absent for animated images and uploads
   * made before squares existed: those places crop the full variants instead.
   */
  squares?: number[];
  /** An animated GIF: its variants are animated WebP. */
  animated?: boolean;
}

/**
 * One photo of a product (docs/decisions/047): an uploaded image, shown through the variants
 * its `imageInfo` describes, or one of the site's built-in artwork files (`src`, a path under
 * `/images/products/`), which the spec's 28 products start with.
 */
export type ProductPhoto =
  | { image: string; imageInfo: ImageInfo; alt: string }
  | { src: string; alt: string };

/**
 * A photo as a public page carries it in its HTML and data: a `ProductPhoto` without the
 * upload's own key, which no page needs (the original is never served, ADR 024).
 */
export type PublicPhoto = { imageInfo: ImageInfo; alt: string } | { src: string; alt: string };

/** A photo as the dashboard sends it: an upload's key, or one of the site's own pictures; with its alt text. */
export type PhotoInput = { image: string; alt: string } | { src: string; alt: string };
