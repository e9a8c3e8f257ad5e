/**
 * Image figures (docs/decisions/024), for `npm run bench` to wire in (or run alone:
 * `npx tsx bench/image-variants.ts`):
 *
 * - the variant function's time and peak memory for a 12 MP phone photo (4032x3024 JPEG with
 *   EXIF, about 3.5 MB) and a 48-50 MP one near the 25 MB limit (8160x6120), each in a fresh
 *   Node process (as a cold Lambda would run it), median of 3;
 * - the bytes of the LCP image a phone loads on a post page: Lighthouse's mobile screen is
 *   412 CSS px at 1.75 device pixels, so `sizes` 100vw picks the 960 w AVIF (budget 120 KB);
 * - `uploadPhonePhotos`: 12 MP phone photos through the upload and variant pipeline, for the
 *   blogs (`createPhotoBlogs`), the products (bench/catalogue.ts) and the home and About
 *   pictures (bench/site-photos.ts) the Lighthouse audits open.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phonePhoto } from '../local/phone-photo.ts';
import type { PhotoInput } from '../shared/photo-types.ts';
import { median } from './median.ts';

/** Budget of DESIGN.md: the LCP image on a phone. */
export const lcpImageBudgetBytes = 120 * 1024;
/** What a phone on Lighthouse's mobile profile asks for: 412 CSS px x 1.75 = 721 device px, so the 960 w variant. */
const phoneVariantWidth = 960;
const runs = 3;

export interface VariantRun {
  ms: number;
  maxRssMb: number;
  variantBytes: Record<string, number>;
}

export interface ImageVariantFigures {
  photo: string;
  originalBytes: number;
  megapixels: number;
  /** Median of the runs, each in a fresh process (sharp's import included). */
  ms: number;
  runsMs: number[];
  maxRssMb: number;
  /** The 960 w AVIF and WebP a phone loads as the post page's LCP image. */
  phoneAvifBytes: number;
  phoneWebpBytes: number;
}

/** One run in this process: reads the file, makes every variant. Printed as JSON for the parent. */
async function measureOnce(file: string): Promise<VariantRun> {
  const started = performance.now();
  const { makeVariants } = await import('../functions/lib/uploads/image-variants.ts');
  const { files } = await makeVariants(await readFile(file));
  const ms = Math.round(performance.now() - started);
  return {
    ms,
    maxRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
    variantBytes: Object.fromEntries(files.map((made) => [made.name, made.body.byteLength])),
  };
}

function runInFreshProcess(file: string): VariantRun {
  const stdout = execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(import.meta.url), '--measure', file],
    {
      encoding: 'utf8',
      maxBuffer: 1024 * 1024,
      timeout: 300_000,
    },
  );
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as VariantRun;
}

/** The variant function's figures for the two photos. */
export async function measureImageVariants(
  progress: (line: string) => void = () => {},
): Promise<ImageVariantFigures[]> {
  const dir = await mkdtemp(join(tmpdir(), 'pawcraft-variants-'));
  try {
    const photos = [
      { photo: '12 MP phone photo (4032x3024)', width: 4032, height: 3024, quality: 92 },
      { photo: '50 MP phone photo near 25 MB (8160x6120)', width: 8160, height: 6120, quality: 98 },
    ];
    const figures: ImageVariantFigures[] = [];
    for (const { photo, width, height, quality } of photos) {
      progress(`image variants: making the ${photo}`);
      const bytes = await phonePhoto({ width, height, quality, orientation: 1 });
      const file = join(dir, `${width}.jpg`);
      await writeFile(file, bytes);
      const measured = Array.from({ length: runs }, () => runInFreshProcess(file));
      const ms = measured.map((run) => run.ms);
      const last = measured[measured.length - 1];
      figures.push({
        photo,
        originalBytes: bytes.byteLength,
        megapixels: Math.round((width * height) / 100_000) / 10,
        ms: median(ms),
        runsMs: ms,
        maxRssMb: Math.max(...measured.map((run) => run.maxRssMb)),
        phoneAvifBytes: last.variantBytes[`${phoneVariantWidth}.avif`] ?? 0,
        phoneWebpBytes: last.variantBytes[`${phoneVariantWidth}.webp`] ?? 0,
      });
    }
    return figures;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The two 12 MP photos the bench uploads, each made once (one takes seconds to generate). */
let benchPhonePhotos: Promise<Buffer[]> | undefined;
const twelveMegapixelPhotos = () => {
  benchPhonePhotos ??= Promise.all(
    [1, 2].map((seed) => phonePhoto({ width: 4032, height: 3024, orientation: 6, seed })),
  );
  return benchPhonePhotos;
};

/** A photo as a save sends it, naming an upload by its key. */
export type UploadedPhoto = Extract<PhotoInput, { image: string }>;

/**
 * Uploads a 12 MP phone photo with EXIF for each of `alts` (under a new key, as
 * `POST /api/uploads` makes one), as it came from the phone (the worst case: the dashboard
 * would scale it to 2560 px first), and waits for the variants the stack's variant function
 * makes of each. Run inside the bench's local stack. Returns the photos as a save sends them,
 * with their alt texts: the caller saves the product, post or site part naming them, which
 * checks each upload and reads its variants' info as the API does.
 */
export async function uploadPhonePhotos(alts: readonly string[]): Promise<UploadedPhoto[]> {
  const [photos, { awaitImageManifest, newUploadKey, putUploadedImage }] = await Promise.all([
    twelveMegapixelPhotos(),
    import('../functions/lib/uploads/uploads.ts'),
  ]);
  const uploaded: UploadedPhoto[] = [];
  for (const [n, alt] of alts.entries()) {
    const image = newUploadKey('image/jpeg');
    await putUploadedImage(image, photos[n % photos.length], 'image/jpeg');
    // An unscaled 12 MP photo can take longer than a save waits on a busy machine: wait here.
    const manifest = await awaitImageManifest(image, 120_000);
    if (!manifest || 'error' in manifest) throw new Error(`no variants were made of ${image}`);
    uploaded.push({ image, alt });
  }
  return uploaded;
}

/**
 * Blogs whose covers are 12 MP phone photos (`uploadPhonePhotos`), for the Lighthouse audits
 * of `/blog` and a post page.
 */
export async function createPhotoBlogs(count: number): Promise<void> {
  const [{ createBlog }, { benchBlog }] = await Promise.all([
    import('../functions/lib/content/blog-saving.ts'),
    import('./sample-data.ts'),
  ]);
  for (let n = 0; n < count; n++) {
    const [cover] = await uploadPhonePhotos([`Benchmark blog ${n + 1}`]);
    await createBlog(benchBlog(n, cover.image), 'bench');
  }
}

/** A markdown table of the figures. */
export function imageVariantsTable(figures: ImageVariantFigures[]): string {
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;
  return [
    '| photo | original | variant function (median of 3, fresh process) | peak RSS | phone LCP image (960 w AVIF / WebP) |',
    '|---|---|---|---|---|',
    ...figures.map(
      (f) =>
        `| ${f.photo} | ${(f.originalBytes / 1048576).toFixed(1)} MB, ${f.megapixels} MP | ${f.ms} ms (${f.runsMs.join(', ')}) | ${f.maxRssMb} MB | ${kb(f.phoneAvifBytes)} / ${kb(f.phoneWebpBytes)}${f.phoneAvifBytes > lcpImageBudgetBytes ? ' (over 120 KB)' : ''} |`,
    ),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const at = process.argv.indexOf('--measure');
  if (at > 0) {
    process.stdout.write(`${JSON.stringify(await measureOnce(process.argv[at + 1]))}\n`);
  } else {
    const figures = await measureImageVariants((line) => console.error(line));
    console.log(imageVariantsTable(figures));
    console.log(JSON.stringify(figures));
  }
}
