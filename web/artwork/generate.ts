/**
 * Writes the site's SVG artwork to web/public/images. Run: `npx tsx web/artwork/generate.ts`.
 * The written files are committed; the site serves them as static files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandMarkFiles } from './brand-marks.ts';
import { breedImageFiles } from './breeds.ts';
import { productImageFiles } from './product-images.ts';
import { aboutFiles, bannerFiles, categoryFiles } from './scenes.ts';

const imagesDirectory = join(dirname(fileURLToPath(import.meta.url)), '../public/images');

const families = [
  productImageFiles(),
  breedImageFiles(),
  bannerFiles(),
  categoryFiles(),
  aboutFiles(),
  brandMarkFiles(),
];

let count = 0;
for (const files of families) {
  for (const [path, svg] of files) {
    const target = join(imagesDirectory, path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, svg);
    count += 1;
  }
}
console.log(`Wrote ${count} SVG files to ${imagesDirectory}`);
