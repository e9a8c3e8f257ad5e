import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../shared/multipart-form-limit.ts';

/** The code of the site's CloudFront Functions, read from their .js files at synth. */

/**
 * The API behaviours' CloudFront Function: passes the visitor's host and address on to the API,
 * and answers a multipart form too large for Lambda itself, with the limit and the message of
 * shared/multipart-form-limit.ts filled in (the function cannot import).
 */
export function apiViewerHeadersFunctionCode(): string {
  const file = join(import.meta.dirname, 'api-viewer-headers.js');
  return fillPlaceholders(file, readFileSync(file, 'utf8'), {
    '0 /* MAX_MULTIPART_FORM_BYTES */': String(maxMultipartFormBytes),
    "'' /* FORM_TOO_LARGE_BODY */": JSON.stringify(JSON.stringify({ message: multipartFormTooLargeMessage })),
  });
}

/** The code with each placeholder replaced; a placeholder the file lost is a build error, not a silent 0. */
function fillPlaceholders(file: string, code: string, values: Record<string, string>): string {
  let filled = code;
  for (const [placeholder, value] of Object.entries(values)) {
    if (!filled.includes(placeholder)) throw new Error(`${file} lost its ${placeholder} placeholder`);
    filled = filled.replace(placeholder, () => value);
  }
  return filled;
}

/** The pages behaviour's CloudFront Function: `/` as `/index.html`, the visitor's host passed on. */
export function spaRewriteFunctionCode(): string {
  return readFileSync(join(import.meta.dirname, 'spa-rewrite.js'), 'utf8');
}
