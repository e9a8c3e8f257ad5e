import sharp, { type Metadata, type Sharp } from 'sharp';
import type { ImageInfo } from '../../../shared/api-types.ts';
import { type ImageFormat, variantName } from '../../../shared/uploads-bucket.ts';
import { detectImageType } from './image-types.ts';
import {
  type ImageRefusal,
  previewName,
  previewSize,
  squaresFor,
  stillFormats,
  widthsFor,
} from './variant-keys.ts';

/**
 * What the variant function (functions/image-variants.ts) makes from one uploaded original,
 * once, on upload (docs/decisions/024): WebP and AVIF at the widths below that are not wider
 * than the original (and the original's own width when it is narrower than the widest), the
 * same as centre-cropped squares for cards and tiles (still images), one
 * 1200x630 JPEG for link previews, and a manifest with the intrinsic size and the dominant
 * colour. EXIF orientation is applied, and nothing of the original's metadata (EXIF, GPS,
 * XMP, IPTC, ICC) is written: sharp writes none unless asked.
 */
/** Quality settings, measured with bench/image-variants.ts (ADR 023). */
const webpOptions = { quality: 72, effort: 4 } as const;
/** effort 2: AVIF at sharp's default effort 4 took 10x as long for 3% fewer bytes. */
const avifOptions = { quality: 50, effort: 2 } as const;
const previewJpegOptions = { quality: 80, mozjpeg: true } as const;

export interface VariantFile {
  /** The name under the variant base, e.g. `640.webp`. */
  name: string;
  body: Uint8Array;
  contentType: string;
}

/** A refusal the caller records instead of retrying: the bytes will never become an image. */
export class UnusableImage extends Error {
  constructor(readonly refusal: ImageRefusal) {
    super(refusal);
    this.name = 'UnusableImage';
  }
}

/**
 * Encodes run on libuv's thread pool (4 threads): three at a time keep the function's two
 * vCPUs busy and leave a thread for file and network work (locally, s3rver's too).
 */
const encodesAtOnce = 3;

async function atMost<T>(limit: number, tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** The colour a page shows before the image loads: its dominant one, `#rrggbb`. */
async function dominantColour(image: Sharp): Promise<string> {
  const { dominant } = await image.stats();
  return `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`;
}

/** The preview JPEG: the image cropped to `previewSize` from its centre, on white. */
const previewJpeg = (image: Sharp): Promise<Buffer> =>
  image
    .resize(previewSize.width, previewSize.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg(previewJpegOptions)
    .toBuffer();

/**
 * Makes every variant of one original. Throws UnusableImage for bytes that are not an
 * allowed image type (magic bytes) or that libvips cannot decode completely (truncated).
 */
export async function makeVariants(
  original: Uint8Array,
): Promise<{ info: Omit<ImageInfo, 'base'>; files: VariantFile[] }> {
  const type = detectImageType(original);
  if (!type) throw new UnusableImage('imageType');
  const animatedInput = type === 'image/gif' || type === 'image/webp';
  // failOn 'truncated': a photo cut off in transfer is refused, never shown half grey.
  const open = (animated = false) => sharp(original, { failOn: 'truncated', animated });
  let metadata: Metadata;
  try {
    metadata = await open(animatedInput).metadata();
  } catch {
    throw new UnusableImage('imageUnreadable');
  }
  const animated = animatedInput && (metadata.pages ?? 1) > 1;
  // Orientations 5-8 are a quarter turn: width and height swap once applied.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? (metadata.height ?? 0) : (metadata.width ?? 0);
  const height = turned
    ? (metadata.width ?? 0)
    : animated
      ? (metadata.pageHeight ?? metadata.height ?? 0)
      : (metadata.height ?? 0);
  if (!width || !height) throw new UnusableImage('imageUnreadable');
  const widths = widthsFor(width);

  try {
    return animated
      ? await animatedVariants(open, { width, height, widths })
      : await stillVariants(open, { width, height, widths });
  } catch (error) {
    // libvips reports a damaged file only when it reads the pixels.
    if (
      error instanceof Error &&
      /VipsJpeg|premature|truncated|corrupt|read error|damaged|Invalid|bad/i.test(error.message)
    )
      throw new UnusableImage('imageUnreadable');
    throw error;
  }
}

interface Size {
  width: number;
  height: number;
  widths: number[];
}

/**
 * A still image: decoded, turned upright and scaled once to the widest variant (raw pixels),
 * and every file made from that. A JPEG decodes at a fraction of its size (shrink-on-load).
 */
async function stillVariants(
  open: () => Sharp,
  { width, height, widths }: Size,
): Promise<{ info: Omit<ImageInfo, 'base'>; files: VariantFile[] }> {
  const widest = widths[widths.length - 1];
  const { data, info: raw } = await open()
    .autoOrient()
    .resize({ width: widest, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  // From the scaled pixels: a square's side is at most their shorter side.
  const squares = squaresFor(Math.min(raw.width, raw.height));
  const encode = (resized: Sharp, format: ImageFormat) =>
    (format === 'avif' ? resized.avif(avifOptions) : resized.webp(webpOptions)).toBuffer();
  const made = await atMost(encodesAtOnce, [
    ...widths.flatMap((target) =>
      stillFormats.map(
        (format) => async (): Promise<VariantFile> => ({
          name: variantName(target, format),
          body: await encode(target === raw.width ? pixels() : pixels().resize({ width: target }), format),
          contentType: `image/${format}`,
        }),
      ),
    ),
    // sharp's cover crop keeps the centre, as `object-fit: cover` shows the full variants.
    ...squares.flatMap((side) =>
      stillFormats.map(
        (format) => async (): Promise<VariantFile> => ({
          name: variantName(side, format, true),
          body: await encode(pixels().resize(side, side, { fit: 'cover' }), format),
          contentType: `image/${format}`,
        }),
      ),
    ),
    async (): Promise<VariantFile> => ({
      name: previewName,
      body: await previewJpeg(pixels()),
      contentType: 'image/jpeg',
    }),
  ]);
  return {
    info: {
      width,
      height,
      colour: await dominantColour(pixels()),
      widths,
      formats: [...stillFormats],
      squares,
    },
    files: made,
  };
}

/**
 * An animated GIF or WebP keeps its animation: animated WebP at each width (libvips makes
 * no animated AVIF), and the preview from its first frame.
 */
async function animatedVariants(
  open: (animated?: boolean) => Sharp,
  { width, height, widths }: Size,
): Promise<{ info: Omit<ImageInfo, 'base'>; files: VariantFile[] }> {
  const files = await Promise.all(
    widths.map(async (target): Promise<VariantFile> => {
      const body = await open(true).resize({ width: target }).webp(webpOptions).toBuffer();
      return { name: `${target}.webp`, body, contentType: 'image/webp' };
    }),
  );
  const firstFrame = open(false).autoOrient();
  const preview = await previewJpeg(firstFrame.clone());
  return {
    info: {
      width,
      height,
      colour: await dominantColour(firstFrame.clone()),
      widths,
      formats: ['webp'],
      animated: true,
    },
    files: [...files, { name: previewName, body: preview, contentType: 'image/jpeg' }],
  };
}
