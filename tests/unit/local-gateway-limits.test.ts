import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiGateway } from '../../local/api-gateway.ts';
import { createLocalPageRenderer } from '../../local/page-renderer-url.ts';
import {
  maxLambdaEventBytes,
  maxLambdaResponseBytes,
  maxRequestBodyBytes,
} from '../../local/request-body.ts';
import { closeServer, listenOnLoopback } from '../../local/site-server.ts';

/**
 * Lambda refuses to return more than 6 MB (6,291,456 bytes of the serialized response) and
 * API Gateway then answers as for any failed integration: the local gateway must too, or a
 * list that outgrew the limit works locally and fails in AWS.
 */
let functionsDirectory: string;
let server: Server;
let baseUrl: string;

/** A handler whose JSON-serialized result is exactly `bytes` long. */
const handlerOfSize = (bytes: number) => `
const envelope = JSON.stringify({ statusCode: 200, headers: { 'content-type': 'text/plain' }, body: '' });
export const handler = async () => ({
  statusCode: 200,
  headers: { 'content-type': 'text/plain' },
  body: 'x'.repeat(${bytes} - envelope.length),
});`;

beforeAll(async () => {
  functionsDirectory = await mkdtemp(join(tmpdir(), 'gateway-limits-'));
  await writeFile(join(functionsDirectory, 'blogs-list.ts'), handlerOfSize(maxLambdaResponseBytes));
  await writeFile(join(functionsDirectory, 'sitemap.ts'), handlerOfSize(maxLambdaResponseBytes + 1));
  // A bare value is serialized too: a string of 6 MB is over the limit with its quotes.
  await writeFile(
    join(functionsDirectory, 'locations-hierarchy.ts'),
    `export const handler = async () => 'y'.repeat(${maxLambdaResponseBytes});`,
  );
  server = createServer(createApiGateway(functionsDirectory));
  baseUrl = `http://127.0.0.1:${await listenOnLoopback(server, 0)}`;
});
afterAll(async () => {
  await closeServer(server);
  await rm(functionsDirectory, { recursive: true, force: true });
});

describe("the local gateway and Lambda's 6 MB response limit", () => {
  it('is 6,291,456 bytes', () => {
    expect(maxLambdaResponseBytes).toBe(6_291_456);
  });

  it('passes a response of exactly the limit', async () => {
    const response = await fetch(`${baseUrl}/api/blogs`);
    expect(response.status).toBe(200);
    expect((await response.text()).length).toBeGreaterThan(6_000_000);
  });

  it('answers one byte more as API Gateway does (502, its message) and logs why', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      for (const path of ['/sitemap.xml', '/countries/hierarchy']) {
        const response = await fetch(`${baseUrl}${path}`);
        expect(response.status, path).toBe(502);
        expect(response.headers.get('content-type')).toMatch(/^application\/json/);
        expect(await response.json()).toEqual({ message: 'Internal Server Error' });
      }
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/GET \/sitemap\.xml: .*over Lambda's limit/));
    } finally {
      log.mockRestore();
    }
  });
});

/**
 * The local page renderer (the origin of every page, and of the contact forms' POST, which in
 * AWS reaches it through the HTTP API, docs/decisions/046) applies the same limits from the
 * same figures (local/request-body.ts): before issue 38 it had none, and 9 MB posted locally
 * came back as 18.9 MB of page, where AWS answers a 5xx.
 */
describe('the local page renderer and AWS’s limits', () => {
  let root: string;
  let rendererServer: Server;
  let rendererUrl: string;
  /** How many events reached the renderer's handler (a refused request never does). */
  const rendered = () => (globalThis as { renderedEvents?: number }).renderedEvents ?? 0;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'renderer-limits-'));
    await mkdir(join(root, 'functions'));
    // A page of exactly the serialized size its path asks for: /size/<bytes>.
    await writeFile(
      join(root, 'functions/page-renderer.ts'),
      `
const envelope = JSON.stringify({ statusCode: 200, headers: { 'content-type': 'text/plain' }, body: '' });
export const handler = async (event) => {
  globalThis.renderedEvents = (globalThis.renderedEvents ?? 0) + 1;
  const bytes = Number(event.rawPath.split('/')[2] ?? envelope.length + 2);
  return { statusCode: 200, headers: { 'content-type': 'text/plain' }, body: 'x'.repeat(bytes - envelope.length) };
};`,
    );
    rendererServer = createServer(await createLocalPageRenderer(root));
    rendererUrl = `http://127.0.0.1:${await listenOnLoopback(rendererServer, 0)}`;
  });
  afterAll(async () => {
    await closeServer(rendererServer);
    await rm(root, { recursive: true, force: true });
  });

  it('passes an answer of exactly Lambda’s 6 MB and answers one byte more as a failed integration (502), logged', async () => {
    const exact = await fetch(`${rendererUrl}/size/${maxLambdaResponseBytes}`);
    expect(exact.status).toBe(200);
    expect((await exact.text()).length).toBeGreaterThan(6_000_000);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const over = await fetch(`${rendererUrl}/size/${maxLambdaResponseBytes + 1}`);
      expect(over.status).toBe(502);
      expect(await over.json()).toEqual({ message: 'Internal Server Error' });
      expect(log).toHaveBeenCalledWith(expect.stringMatching(/GET \/size\/6291457: .*over Lambda's limit/));
    } finally {
      log.mockRestore();
    }
  });

  it('refuses a post whose event is over Lambda’s 6 MB, or whose body is over the HTTP API’s 10 MB, before rendering (413)', async () => {
    const before = rendered();
    for (const bytes of [maxLambdaEventBytes, maxRequestBodyBytes + 1]) {
      const answer = await fetch(`${rendererUrl}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `message=${'<'.repeat(bytes)}`,
      });
      expect(answer.status, String(bytes)).toBe(413);
      expect(await answer.json()).toEqual({ message: 'Request Entity Too Large' });
    }
    expect(rendered()).toBe(before);
    const small = await fetch(`${rendererUrl}/contact`, { method: 'POST', body: 'message=hello' });
    expect(small.status).toBe(200);
    expect(rendered()).toBe(before + 1);
  });
});
