import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiGateway, maxLambdaResponseBytes } from '../../local/api-gateway.ts';
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
