import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';

/**
 * What a server-rendered page costs on the wire, as the local stack serves it (gzip, as
 * CloudFront compresses): the HTML document, which carries the page's loader data inline,
 * and React Router's `<path>.data`, which a client-side navigation to the page fetches
 * instead of the HTML.
 */
export interface PageBytes {
  path: string;
  /** Bytes transferred (gzipped body) and bytes once decompressed. */
  htmlGzipBytes: number;
  htmlBytes: number;
  dataGzipBytes: number;
  dataBytes: number;
}

/** One GET with `accept-encoding: gzip`, the body's bytes as transferred (no decompression on the way). */
function getRaw(url: URL): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? ''),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

async function transferred(url: URL): Promise<{ gzipBytes: number; bytes: number }> {
  const { status, encoding, body } = await getRaw(url);
  if (status !== 200) throw new Error(`GET ${url.pathname}${url.search}: ${status}`);
  // A body the server did not compress counts as it was sent (and the figure shows it).
  const bytes = encoding === 'gzip' ? gunzipSync(body).length : body.length;
  return { gzipBytes: body.length, bytes };
}

export async function measurePageBytes(baseUrl: string, path: string): Promise<PageBytes> {
  const html = await transferred(new URL(path, baseUrl));
  const data = await transferred(new URL(`${path}.data`, baseUrl));
  return {
    path,
    htmlGzipBytes: html.gzipBytes,
    htmlBytes: html.bytes,
    dataGzipBytes: data.gzipBytes,
    dataBytes: data.bytes,
  };
}

/** The figure the budget compares: what a first visit and a client navigation transfer, together. */
export const transferredBytes = (page: PageBytes): number => page.htmlGzipBytes + page.dataGzipBytes;
