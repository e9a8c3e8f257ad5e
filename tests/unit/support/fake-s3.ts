import { afterEach, vi } from 'vitest';

/**
 * S3 for the unit tests: the Lambdas' signed requests (functions/lib/uploads/s3-requests.ts) reach
 * this in-memory bucket through a stubbed `fetch`, which answers HeadObject, ranged GetObject,
 * PutObject and PutObjectTagging as S3 does. Tests put objects in, and read back what the
 * code stored, the tags it set and the requests it sent.
 */
export interface StoredObject {
  body: Uint8Array;
  contentType: string;
  tags?: Record<string, string>;
  cacheControl?: string;
}

export const objects = new Map<string, StoredObject>();
/**
 * Called after each object is created, as S3 notifies the variant function (asynchronously:
 * the request has been answered by then). Tests set it; cleared after each test.
 */
export const notifications: { onCreated?: (key: string) => void } = {};
/** Every request `fetch` received, in order. */
export const requests: Request[] = [];

// The credential provider of the Lambdas reads these first.
process.env.AWS_ACCESS_KEY_ID ??= 'test';
process.env.AWS_SECRET_ACCESS_KEY ??= 'test';

const noSuchKey = () =>
  new Response('<Error><Code>NoSuchKey</Code></Error>', {
    status: 404,
    headers: { 'content-type': 'application/xml' },
  });

async function answer(request: Request): Promise<Response> {
  if (!request.headers.get('authorization')?.startsWith('AWS4-HMAC-SHA256 Credential=')) {
    return new Response('<Error><Code>AccessDenied</Code></Error>', { status: 403 });
  }
  const url = new URL(request.url);
  const key = decodeURIComponent(url.pathname.slice(1));
  const object = objects.get(key);
  if (request.method === 'PUT' && url.search === '?tagging') {
    if (!object) return noSuchKey();
    const xml = await request.text();
    object.tags = Object.fromEntries(
      [...xml.matchAll(/<Key>([^<]*)<\/Key><Value>([^<]*)<\/Value>/g)].map(([, name, value]) => [
        name,
        value,
      ]),
    );
    return new Response(null, { status: 200 });
  }
  if (request.method === 'PUT') {
    const body = new Uint8Array(await request.arrayBuffer());
    const source = request.headers.get('x-amz-copy-source');
    if (source) {
      const copied = objects.get(decodeURIComponent(source.replace(/^\/?[^/]+\//, '')));
      if (!copied) return noSuchKey();
      objects.set(key, { ...copied, contentType: request.headers.get('content-type') ?? copied.contentType });
    } else {
      const cacheControl = request.headers.get('cache-control');
      objects.set(key, {
        body,
        contentType: request.headers.get('content-type') ?? 'binary/octet-stream',
        ...(cacheControl && { cacheControl }),
      });
    }
    const { onCreated } = notifications;
    if (onCreated) setTimeout(() => onCreated(key), 0);
    return new Response(null, { status: 200 });
  }
  if (request.method === 'DELETE') {
    objects.delete(key);
    return new Response(null, { status: 204 });
  }
  // HeadObject has no body to say why.
  if (!object) return request.method === 'HEAD' ? new Response(null, { status: 404 }) : noSuchKey();
  const headers = { 'content-type': object.contentType, 'content-length': String(object.body.length) };
  if (request.method === 'HEAD') return new Response(null, { status: 200, headers });
  const range = /^bytes=(\d+)-(\d+)$/.exec(request.headers.get('range') ?? '');
  if (!range) return new Response(object.body.slice(), { status: 200, headers });
  return new Response(object.body.slice(Number(range[1]), Number(range[2]) + 1), { status: 206 });
}

/** The stubbed `fetch`; `s3Fetch.mockResolvedValueOnce(...)` makes S3 answer one request otherwise. */
export const s3Fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
  const request = new Request(input, init);
  requests.push(request.clone());
  return answer(request);
});

afterEach(() => {
  notifications.onCreated = undefined;
  objects.clear();
  requests.length = 0;
  s3Fetch.mockClear();
});
