import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where the artwork is written and served from. */
export const imagesDirectory = join(dirname(fileURLToPath(import.meta.url)), '../public/images');
