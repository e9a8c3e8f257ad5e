import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The code of the site's CloudFront Functions, read from their .js files at synth. */
const placeholder = '[] /* PRERENDERED_PATHS */';
const source = join(import.meta.dirname, 'spa-rewrite.js');

/** The API behaviours' CloudFront Function: passes the visitor's host and address on to the API. */
export const apiViewerHeadersFunctionCode = (): string =>
  readFileSync(join(import.meta.dirname, 'api-viewer-headers.js'), 'utf8');

/** The CloudFront Function's code with the prerendered paths inlined (the function cannot read files). */
export function spaRewriteFunctionCode(prerenderedPaths: readonly string[]): string {
  const code = readFileSync(source, 'utf8');
  if (!code.includes(placeholder)) throw new Error(`${source} lost its ${placeholder} placeholder`);
  return code.replace(placeholder, JSON.stringify(prerenderedPaths));
}
