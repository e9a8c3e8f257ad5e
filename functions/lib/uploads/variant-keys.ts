import type { ImageInfo } from '../../../shared/api-types.ts';
import { manifestName, publicKeyPrefix } from '../../../shared/uploads-bucket.ts';

/**
 * Where the variants of an uploaded original live and what they are called (docs/decisions/024),
 * without sharp: the blog writers read manifests through these names, the variant function
 * (image-variants.ts) writes them.
 */
export const variantWidths = [160, 320, 640, 960, 1280, 1920] as const;
export const previewSize = { width: 1200, height: 630 } as const;
export const previewName = 'og.jpg';
/** Variants never change (their base is the upload's ULID): cached for a year. */
export const variantCacheControl = 'public, max-age=31536000, immutable';

/** Why an upload was refused: a key of shared/validation.ts's messages. */
export type ImageRefusal = 'imageType' | 'imageUnreadable';

/** The manifest: the image's info, or why it could not be used. */
export type ImageManifest = ImageInfo | { error: ImageRefusal };

/** `uploads/2026/11/01J….jpg` -> `uploads/2026/11/01J…`: where its variants live (URL path without the slash). */
export const variantBase = (originalKey: string): string => originalKey.replace(/\.[a-z0-9]+$/i, '');

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

/** Every name a variant of any image may have: deleting an original deletes all of these. */
export const allVariantNames = (): string[] => [
  ...variantWidths.flatMap((width) => [`${width}.webp`, `${width}.avif`]),
  previewName,
  manifestName,
];

/** Widths to make for an image `width` wide: never wider than it, its own width when narrower than the widest. */
export function widthsFor(width: number): number[] {
  const widths: number[] = variantWidths.filter((candidate) => candidate <= width);
  const widest = variantWidths[variantWidths.length - 1];
  if (width < widest && !widths.includes(width)) widths.push(width);
  return widths;
}
