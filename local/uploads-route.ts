import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Readable } from 'node:stream';
import { GetObjectCommand, NoSuchKey, type S3Client } from '@aws-sdk/client-s3';
import { variantKeyPrefix } from '../functions/lib/variant-keys.ts';
import { uploadsPathPrefix } from '../shared/routes.ts';
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
    let key: string;
    try {
      const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
      key = `${variantKeyPrefix}uploads/${decodeURIComponent(pathname.slice(uploadsPathPrefix.length))}`;
    } catch {
      return sendJson(response, 400, { message: 'Bad Request' });
    }
    try {
      const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
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
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') {
        return sendJson(response, 404, { message: 'Not Found' });
      }
      throw error;
    }
  };
}
