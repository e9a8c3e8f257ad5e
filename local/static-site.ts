import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { sendJson } from './responses.ts';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.avif': 'image/avif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

/**
 * Serves the client build the way CloudFront + S3 do: the exact file, else what the origin
 * group's second origin answers (`renderPage`, the page renderer). Hashed assets are cached
 * for a year, other files for an hour.
 */
export function createStaticSite(
  root: string,
  renderPage: (request: IncomingMessage, response: ServerResponse) => Promise<void>,
) {
  return async function serveStatic(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // A form's POST (the contact forms' page actions, docs/decisions/042) is the renderer's.
    if (request.method === 'POST') return renderPage(request, response);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.setHeader('allow', 'GET, HEAD, POST');
      return sendJson(response, 405, { message: 'Method Not Allowed' });
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    } catch {
      return sendJson(response, 400, { message: 'Bad Request' });
    }
    const file = normalize(join(root, pathname));
    if (file !== root && !file.startsWith(root + sep))
      return sendJson(response, 404, { message: 'Not Found' });

    if (await isFile(file)) return sendFile(request, response, file, pathname);
    return renderPage(request, response);
  };
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

const gzipAsync = promisify(gzip);
/** Types CloudFront compresses (the distribution has compression on); images other than SVG are already compressed. */
export const isCompressible = (contentType: string): boolean =>
  /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/.test(contentType);
/** Gzipped bodies by file and modification time, so each file is compressed once per build. */
const gzipCache = new Map<string, { mtimeMs: number; body: Buffer }>();

async function gzippedFile(file: string, mtimeMs: number): Promise<Buffer> {
  const cached = gzipCache.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.body;
  const body = await gzipAsync(await readFile(file));
  gzipCache.set(file, { mtimeMs, body });
  return body;
}

async function sendFile(
  request: IncomingMessage,
  response: ServerResponse,
  file: string,
  pathname: string,
): Promise<void> {
  const { size, mtimeMs } = await stat(file);
  const contentType = contentTypes[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const cacheControl = pathname.startsWith('/assets/')
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=3600';
  const headers = {
    'content-type': contentType,
    'cache-control': cacheControl,
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  };
  // Like CloudFront: compress text for clients that accept gzip (Lighthouse measures transfer size).
  if (isCompressible(contentType) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    const body = await gzippedFile(file, mtimeMs);
    response.writeHead(200, { ...headers, 'content-encoding': 'gzip', 'content-length': body.length });
    response.end(request.method === 'HEAD' ? undefined : body);
    return;
  }
  response.writeHead(200, { ...headers, 'content-length': size });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file).pipe(response);
}
