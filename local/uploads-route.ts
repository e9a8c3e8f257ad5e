import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { uploadsPathPrefix } from '../shared/routes.ts';
import { variantsKeyPrefix } from '../shared/uploads-bucket.ts';
import { sendJson } from './responses.ts';

/**
 * `/uploads/*` on the site's origin, as CloudFront serves it from the uploads bucket with the
 * origin path `/public`: the object `public/uploads/<rest>` (a variant, never an original)
 * streamed from s3rver with its stored content type.
 */
export function createUploadsRoute(s3: S3Client, bucket: string) {
  return async function serveUpload(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD');
      return sendJson(response, 405, { message: 'Method Not Allowed' });
    }
    const rest = keyUnderUploads(request.url ?? '/');
    // An odd key (`%00`, `..%2F`, a bad escape) names no variant: 404, as in the cloud.
    if (rest === undefined) return sendJson(response, 404, { message: 'Not Found' });
    const key = `${variantsKeyPrefix}${rest}`;
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      // Only what the variant function writes (images, the manifest) is ever under public/ in
      // the cloud; s3rver takes any upload (it ignores POST policies): never serve, say, HTML.
      if (!servedType.test(object.ContentType ?? '')) {
        (object.Body as Readable).destroy();
        return sendJson(response, 404, { message: 'Not Found' });
      }
      response.writeHead(200, {
        'content-type': object.ContentType ?? 'application/octet-stream',
        ...(object.ContentLength !== undefined && { 'content-length': object.ContentLength }),
        // What the variant function stored (a year, immutable: keys are ULIDs), as CloudFront passes it on.
        'cache-control': object.CacheControl ?? 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
      });
      const body = object.Body as Readable;
      if (request.method === 'HEAD') {
        body.destroy();
        response.end();
        return;
      }
      body.pipe(response);
    } catch (error) {
      if (error instanceof NoSuchKey) {
        return sendJson(response, 404, { message: 'Not Found' });
      }
      throw error;
    }
  };
}

/** The types the variant function stores under `public/uploads/` (docs/decisions/024). */
const servedType = /^(image\/(jpeg|png|webp|gif|avif)|application\/json)(;|$)/i;

/**
 * The key under `uploads/` that a `/uploads/…` URL names, or undefined when it names none:
 * a bad escape, a control character or backslash, an empty, `.` or `..` segment (which
 * would leave the prefix).
 */
export function keyUnderUploads(url: string): string | undefined {
  let rest: string;
  try {
    // The URL parser resolves a literal `/uploads/../x` to `/x`: outside the prefix, no key.
    const pathname = new URL(url, 'http://localhost').pathname;
    if (!pathname.startsWith(uploadsPathPrefix)) return undefined;
    rest = decodeURIComponent(pathname.slice(uploadsPathPrefix.length));
  } catch {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (rest === '' || /[\u0000-\u001f\u007f\\]/.test(rest)) return undefined;
  if (rest.split('/').some((segment) => segment === '' || segment === '.' || segment === '..'))
    return undefined;
  return rest;
}
