import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const placeholder = '[] /* PRERENDERED_PATHS */';
const source = join(import.meta.dirname, 'spa-rewrite.js');

/** The CloudFront Function's code with the prerendered paths inlined (the function cannot read files). */
export function spaRewriteFunctionCode(prerenderedPaths: readonly string[]): string {
  const code = readFileSync(source, 'utf8');
  if (!code.includes(placeholder)) throw new Error(`${source} lost its ${placeholder} placeholder`);
  return code.replace(placeholder, JSON.stringify(prerenderedPaths));
}
