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
      create: {
        width: w,
        height: h,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma },
      },
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
    sharp({
      create: {
        width,
        height,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 10 },
      },
    })
      .raw()
      .toBuffer(),
  ]);
  // A sky over warm ground (the seed moves the horizon and the colours), shaded by the
  // scene's large shapes and finer detail alike in all channels, with sensor grain on top.
  const horizon = 0.35 + ((seed * 13) % 30) / 100;
  const sky = [120 + ((seed * 17) % 40), 160 + ((seed * 7) % 30), 205];
  const ground = [150 + ((seed * 23) % 50), 110 + ((seed * 11) % 30), 70 + ((seed * 19) % 30)];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    const mix = Math.min(1, Math.max(0, (t - horizon) * 12 + 0.5));
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const shade = (scene[i] - 128) * (0.2 + 0.5 * mix) + (detail[i] - 128) * (0.1 + 0.4 * mix);
      for (let c = 0; c < 3; c++) {
        const value = sky[c] * (1 - mix) + ground[c] * mix + shade + (grain[i + c] - 128) * 0.4;
        pixels[i + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
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
