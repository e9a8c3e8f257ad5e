/**
 * Writes the site's SVG artwork to web/public/images. Run: `npx tsx web/artwork/generate.ts`.
 * The written files are committed; the site serves them as static files.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { artworkFiles } from './artwork-files.ts';
import { imagesDirectory } from './images-directory.ts';

const files = artworkFiles();
for (const [path, svg] of files) {
  const target = join(imagesDirectory, path);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, svg);
}
console.log(`Wrote ${files.size} SVG files to ${imagesDirectory}`);
