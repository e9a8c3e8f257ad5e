import sharp from 'sharp';

export interface PhonePhotoOptions {
  width: number;
  height: number;
  /** EXIF Orientation as a phone writes it: 6 = held upright, stored sideways. @default 1 */
  orientation?: number;
  /** JPEG quality. @default 92 (phones save at 90-95) */
  quality?: number;
  /** Varies the picture (same seed, same kind of scene, other colours). @default 0 */
  seed?: number;
}

/**
 * A JPEG like a phone camera's, made here instead of committed: smooth shapes and colour
 * (a scene), finer detail and sensor grain, so it encodes about as a real photo does (a
 * 4032x3024 one is 3-4 MB), with EXIF as phones write it: camera make and model, the time,
 * the orientation and a GPS position (the workshop's, which must never be published).
 */
export async function phonePhoto(options: PhonePhotoOptions): Promise<Buffer> {
  const { width, height, orientation = 1, quality = 92, seed = 0 } = options;
  const layer = async (w: number, h: number, sigma: number) => {
    const small = await sharp({
      create: { width: w, height: h, channels: 3, noise: { type: 'gaussian', mean: 128, sigma } },
    })
      .raw()
      .toBuffer();
    return sharp(small, { raw: { width: w, height: h, channels: 3 } })
      .resize(width, height, { kernel: 'cubic', fit: 'fill' })
      .raw()
      .toBuffer();
  };
  const [scene, detail, grain] = await Promise.all([
    layer(24, 18, 70),
    layer(Math.max(1, Math.round(width / 12)), Math.max(1, Math.round(height / 12)), 40),
    sharp({ create: { width, height, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 10 } } })
      .raw()
      .toBuffer(),
  ]);
  const tint = [20 + ((seed * 37) % 60), 20 + ((seed * 53) % 40), 10 + ((seed * 29) % 50)];
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) {
    const value = scene[i] * 0.8 + (detail[i] - 128) * 0.5 + (grain[i] - 128) * 0.6 + tint[i % 3];
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'Pawphone', Model: 'Pawphone 15 Pro', DateTime: '2026:11:20 10:15:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '30/1 19/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '78/1 1/1 5200/100',
      },
    })
    .toBuffer();
}

/**
 * Whether EXIF bytes (as sharp's `metadata().exif` gives them, `Exif\0\0` + TIFF) point to a
 * GPS IFD: tag 0x8825 in the TIFF's byte order.
 */
export function exifHasGps(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  const tag = exif.subarray(6, 8).toString('latin1') === 'II' ? [0x25, 0x88] : [0x88, 0x25];
  return exif.indexOf(Buffer.from(tag)) >= 0;
}
