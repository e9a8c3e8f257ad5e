import type { CSSProperties } from 'react';
import type { ImageInfo } from '../../shared/api-types.ts';
import { type ImageFormat, variantName } from '../../shared/uploads-bucket.ts';

/**
 * A blog's cover image as its variants (docs/decisions/024): a `<picture>` offering AVIF then
 * WebP at every width made, `sizes` saying how wide it is shown, the intrinsic `width` and
 * `height` (no layout shift) and the dominant colour behind it until it has loaded. A post
 * with no variants (no image, or one stored before variants existed) shows the placeholder.
 */
export interface ResponsivePictureProps {
  imageInfo?: ImageInfo;
  /** How wide the image is shown, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
  /** How it loads: lazily unless told otherwise. */
  load?: ImageLoad;
  /** Covers are decorative beside their post's title; a preview in a form says what it is. */
  alt?: string;
  /**
   * From the centre-cropped squares when it has them: where it is shown as a square (cards,
   * tiles, thumbnails), or as a band that lies within its centre square (a portrait blog cover).
   */
  square?: boolean;
}

export const variantUrl = (info: Pick<ImageInfo, 'base'>, name: string): string => `/${info.base}/${name}`;

/**
 * The variants an image is shown from, worked out once: where it is shown as a square and has
 * centre-cropped squares (ImageInfo.squares), those; otherwise its full widths, which CSS crops
 * with `object-fit: cover` where the box is square. With the intrinsic size of what is shown.
 */
interface ShownVariants {
  info: ImageInfo;
  widths: readonly number[];
  squares: boolean;
  width: number;
  height: number;
}

function shownVariants(info: ImageInfo, square = false): ShownVariants {
  if (!square || !info.squares?.length)
    return { info, widths: info.widths, squares: false, width: info.width, height: info.height };
  const side = Math.min(info.width, info.height);
  return { info, widths: info.squares, squares: true, width: side, height: side };
}

/** `srcset` of one format: every width shown. */
const srcSetOf = (shown: ShownVariants, format: ImageFormat): string =>
  shown.widths
    .map((width) => `${variantUrl(shown.info, variantName(width, format, shown.squares))} ${width}w`)
    .join(', ');

/** The fallback `src`: the WebP nearest 960 px wide (a phone's full width at its pixel ratio). */
function fallbackOf(shown: ShownVariants): string {
  const width = [...shown.widths].reverse().find((w) => w <= 960) ?? shown.widths[0];
  return variantUrl(shown.info, variantName(width, 'webp', shown.squares));
}

/** The fallback `src` of an image's full widths (for places that take one URL). */
export const variantFallback = (info: ImageInfo): string => fallbackOf(shownVariants(info));

/** The 1200x630 JPEG link previews show (og:image). */
export const sharePreviewUrl = (info: Pick<ImageInfo, 'base'>): string => variantUrl(info, 'og.jpg');

/**
 * `sizes` of the public card grids (blog posts, products): 2, 3 then 4 columns of `.card-grid` (web/styles/base.css)
 * less the gutters (16 px, 32 px from 768 px) and gaps (16 px, then 24 px), up to the 1500 px
 * container. Exact, because a phone's first screen shows four covers at once: at "50vw" a
 * phone took the 640 w variants (~35 KB each), at their real ~180 px the 320 w (~9 KB).
 */
export const cardGridSizes =
  '(min-width: 1024px) min(calc(25vw - 34px), 341px), (min-width: 768px) calc(33.33vw - 38px), calc(50vw - 24px)';
/**
 * `sizes` of the post page's image: the article's width (52rem), the screen's on a phone, where
 * screens denser than 2x are told a narrower width so they pick at most 2 device pixels per CSS
 * pixel (issue 21, docs/decisions/042). At 100vw a 412 px phone at 2.625 asked for 1081 px, so
 * the 1280 w variant: about 160 KB for a portrait 12 MP photo, over the 120 KB LCP budget. With
 * the cap it takes the 960 w at 2.625 and 3 (412 x 0.76 x 2.625 = 822; 412 x 0.66 x 3 = 816
 * device px), shown at about 2.3x, which the eye does not tell from 2.6x on a phone.
 */
export const articleSizes =
  '(min-width: 54rem) 52rem, (min-resolution: 2.9dppx) 66vw, (min-resolution: 2.2dppx) 76vw, 100vw';

/**
 * How an image loads:
 * - `main`: the page's main image (its LCP): at once, first (high priority), decoded with its frame;
 * - `now`: at once, at the browser's priority (the rest of the first screenful);
 * - `lazy`: as it nears the viewport;
 * - `last`: as it nears the viewport, and at low priority even in view (a product's thumbnails:
 *   in view, the browser would raise them to the main photo's priority, which needs the network first).
 */
export type ImageLoad = 'main' | 'now' | 'lazy' | 'last';

/** The `<img>` attributes that say how it loads. */
export const imageLoadAttributes = (load: ImageLoad = 'lazy') =>
  ({
    loading: load === 'main' || load === 'now' ? 'eager' : 'lazy',
    fetchPriority: load === 'main' ? 'high' : load === 'last' ? 'low' : undefined,
    decoding: load === 'main' ? 'sync' : 'async',
  }) as const;

/** How the image of a list's `index`th card loads: the first is the main one, the first screenful's at once. */
export const listImageLoad = (index: number, atOnce: number): ImageLoad =>
  index >= atOnce ? 'lazy' : index === 0 ? 'main' : 'now';

export function ResponsivePicture({
  imageInfo,
  sizes,
  className,
  load,
  alt = '',
  square,
}: ResponsivePictureProps) {
  if (!imageInfo) {
    return (
      <img
        src="/images/placeholder.svg"
        alt={alt}
        className={className}
        width={800}
        height={500}
        {...imageLoadAttributes(load)}
      />
    );
  }
  const style: CSSProperties = { backgroundColor: imageInfo.colour };
  const shown = shownVariants(imageInfo, square);
  return (
    <picture>
      {imageInfo.formats
        .filter((format) => format !== 'webp')
        .map((format) => (
          <source key={format} type={`image/${format}`} srcSet={srcSetOf(shown, format)} sizes={sizes} />
        ))}
      <img
        src={fallbackOf(shown)}
        srcSet={srcSetOf(shown, 'webp')}
        sizes={sizes}
        alt={alt}
        className={className}
        width={shown.width}
        height={shown.height}
        style={style}
        {...imageLoadAttributes(load)}
      />
    </picture>
  );
}

/** What fetches a picture ahead of its page: one file (`href`), or the variants a `<picture>` picks from. */
export interface PicturePreload {
  href?: string;
  type?: string;
  imageSrcSet?: string;
  imageSizes?: string;
}

/**
 * The `<link rel="preload">` of a server-rendered page's main image, as a descriptor of the
 * route's `meta` (a `links` export cannot see the loader's data): the AVIF set when there is one
 * (what a `<picture>` picks in browsers that preload by type), else WebP.
 */
export function picturePreload(imageInfo: ImageInfo | undefined, sizes: string, square?: boolean) {
  if (!imageInfo) return [];
  const format: ImageFormat = imageInfo.formats.includes('avif') ? 'avif' : 'webp';
  return [
    {
      tagName: 'link',
      rel: 'preload',
      as: 'image',
      type: `image/${format}`,
      imageSrcSet: srcSetOf(shownVariants(imageInfo, square), format),
      imageSizes: sizes,
      fetchPriority: 'high',
    } as const,
  ];
}
