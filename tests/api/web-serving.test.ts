import { readdir } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../local/stack.ts';
import { publicContentCacheControl } from '../../shared/http-caching.ts';
import { staticPagePaths } from '../../shared/site-pages.ts';
import { startTestStack, type TestStack } from './test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.dispose();
});

const buildRoot = join(repositoryRoot, 'build/client');

/** A GET with the path sent exactly as written (fetch would normalise `..` away). */
function rawGet(path: string): Promise<number> {
  const { port } = new URL(stack.url);
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('the web app on the same origin', () => {
  it('renders every public page per request, cached like the catalogue pages (docs/decisions/049, 063)', async () => {
    for (const path of staticPagePaths) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control'), path).toBe(publicContentCacheControl);
      expect(response.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const [asset] = (await readdir(join(buildRoot, 'assets'))).filter((name) => name.endsWith('.js'));
    const response = await fetch(`${stack.url}/assets/${asset}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers paths that are no file through the page renderer', async () => {
    const response = await fetch(`${stack.url}/blog/01JZZZZZZZZZZZZZZZZZZZZZZZ`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain(
      'Blog data not available. Please go back and select a blog again.',
    );
    const unknown = await fetch(`${stack.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
  });

  it('refuses a POST to a page without a form action (docs/decisions/042), and every other method', async () => {
    expect((await fetch(`${stack.url}/blog`, { method: 'POST', body: 'x' })).status).toBe(405);
    expect((await fetch(`${stack.url}/contact`, { method: 'PUT', body: 'x' })).status).toBe(405);
  });

  it('gives a real 404 for missing files, and never serves files outside the build', async () => {
    expect((await fetch(`${stack.url}/assets/missing-abc123.js`)).status).toBe(404);
    expect((await fetch(`${stack.url}/favicon-missing.png`)).status).toBe(404);
    expect(await rawGet('/..%2Fpackage.json')).toBe(404);
    expect(await rawGet('/../package.json')).not.toBe(200);
  });

  it('answers a malformed percent-encoding with 400 instead of crashing', async () => {
    expect((await fetch(`${stack.url}/about%E0%A4%A`)).status).toBe(400);
    expect((await fetch(`${stack.url}/uploads/%E0%A4%A.png`)).status).toBe(404);
    expect((await fetch(`${stack.url}/`)).status).toBe(200);
  });

  it('compresses text for clients that accept gzip, as CloudFront does, and not for others', async () => {
    const { port } = new URL(stack.url);
    const encodingOf = (acceptEncoding: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        httpRequest(
          { host: '127.0.0.1', port, path: '/', headers: { 'accept-encoding': acceptEncoding } },
          (response) => {
            response.resume();
            resolve(response.headers['content-encoding']);
          },
        )
          .on('error', reject)
          .end();
      });
    expect(await encodingOf('gzip, br')).toBe('gzip');
    expect(await encodingOf('identity')).toBeUndefined();
  });

  it('answers HEAD without a body', async () => {
    const response = await fetch(`${stack.url}/`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('');
  });
});
