import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiGateway } from './api-gateway.ts';
import { closeServer, listenOnLoopback } from './site-server.ts';

/**
 * The local API Gateway against stand-in handler modules (named like real routes' handlers)
 * that echo the event they get, so the payload 2.0 shape and the gateway's own answers are
 * checked without DynamoDB or the real handlers.
 */
let functionsDirectory: string;
let server: Server;
let baseUrl: string;

const echoHandler = `export const handler = async (event) => ({
  statusCode: 200,
  headers: { 'content-type': 'application/json' },
  cookies: ['a=1; Path=/', 'b=2; Path=/'],
  body: JSON.stringify(event),
});`;
// Authorizes only the cookie "__Host-session=good", passing a context on.
const authorizer = `export const handler = async (event) =>
  event.cookies.includes('__Host-session=good')
    ? { isAuthorized: true, context: { email: 'a@b.cd', sessionId: 's1', identity: event.identitySource } }
    : { isAuthorized: false };`;

beforeAll(async () => {
  functionsDirectory = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  await writeFile(join(functionsDirectory, 'blogs-list.ts'), echoHandler);
  await writeFile(join(functionsDirectory, 'blog-create.ts'), echoHandler);
  await writeFile(join(functionsDirectory, 'state-get.ts'), echoHandler);
  await writeFile(
    join(functionsDirectory, 'sitemap.ts'),
    `export const handler = async () => ({ hello: 'world' });`,
  );
  await writeFile(
    join(functionsDirectory, 'blog-get.ts'),
    `export const handler = async () => ({ statusCode: 200, isBase64Encoded: true, body: Buffer.from('binary').toString('base64') });`,
  );
  await writeFile(
    join(functionsDirectory, 'contact-create.ts'),
    `export const handler = async () => { throw new Error('boom'); };`,
  );
  await writeFile(join(functionsDirectory, 'authorizer.ts'), authorizer);
  server = createServer(createApiGateway(functionsDirectory));
  baseUrl = `http://127.0.0.1:${await listenOnLoopback(server, 0)}`;
});
afterAll(async () => {
  await closeServer(server);
  await rm(functionsDirectory, { recursive: true, force: true });
});

async function eventFor(path: string, init: RequestInit = {}): Promise<APIGatewayProxyEventV2> {
  const response = await fetch(`${baseUrl}${path}`, init);
  expect(response.status).toBe(200);
  return response.json();
}

describe('local API Gateway', () => {
  it('builds a payload 2.0 event: route key, raw path and query, lower-case headers, cookies apart', async () => {
    const event = await eventFor('/api/blogs?tag=a&tag=b&x=%20y', {
      headers: { 'X-Custom': 'yes', cookie: 'one=1; two=2', 'user-agent': 'tester' },
    });
    expect(event.version).toBe('2.0');
    expect(event.routeKey).toBe('GET /api/blogs');
    expect(event.rawPath).toBe('/api/blogs');
    expect(event.rawQueryString).toBe('tag=a&tag=b&x=%20y');
    expect(event.queryStringParameters).toEqual({ tag: 'a,b', x: ' y' });
    expect(event.cookies).toEqual(['one=1', 'two=2']);
    expect(event.headers['x-custom']).toBe('yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.requestContext.http).toMatchObject({
      method: 'GET',
      path: '/api/blogs',
      userAgent: 'tester',
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.timeEpoch).toBeGreaterThan(0);
    expect(event.body).toBeUndefined();
    expect(event.isBase64Encoded).toBe(false);
  });

  it('passes path parameters decoded', async () => {
    const event = await eventFor('/states/abc%20def');
    expect(event.pathParameters).toEqual({ stateId: 'abc def' });
  });

  it('writes the result: status, headers and each cookie as its own Set-Cookie', async () => {
    const response = await fetch(`${baseUrl}/api/blogs`);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
  });

  it('decodes base64 results and answers bare values as JSON, as API Gateway does', async () => {
    expect(await (await fetch(`${baseUrl}/api/blogs/x`)).text()).toBe('binary');
    const bare = await fetch(`${baseUrl}/sitemap.xml`);
    expect(bare.headers.get('content-type')).toBe('application/json');
    expect(await bare.json()).toEqual({ hello: 'world' });
  });

  it('answers admin routes without a Cookie header itself: 401 Unauthorized', async () => {
    const response = await fetch(`${baseUrl}/api/blogs`, { method: 'POST', body: '{}' });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('answers 403 Forbidden when the authorizer says no', async () => {
    const response = await fetch(`${baseUrl}/api/blogs`, {
      method: 'POST',
      headers: { cookie: '__Host-session=bad' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: 'Forbidden' });
  });

  it('hands the authorizer context to the handler and sends JSON as text, multipart as base64', async () => {
    const json = await eventFor('/api/blogs', {
      method: 'POST',
      headers: { cookie: '__Host-session=good', 'content-type': 'application/json' },
      body: '{"title":"ü"}',
    });
    expect(json.body).toBe('{"title":"ü"}');
    expect(json.isBase64Encoded).toBe(false);
    const authorizer = (json.requestContext as unknown as { authorizer: { lambda: Record<string, unknown> } })
      .authorizer;
    expect(authorizer.lambda).toEqual({
      email: 'a@b.cd',
      sessionId: 's1',
      identity: ['__Host-session=good'],
    });

    const form = new FormData();
    form.append('title', 'x');
    const multipart = await eventFor('/api/blogs', {
      method: 'POST',
      headers: { cookie: '__Host-session=good' },
      body: form,
    });
    expect(multipart.isBase64Encoded).toBe(true);
    expect(Buffer.from(multipart.body ?? '', 'base64').toString()).toContain('name="title"');
  });

  it("refuses bodies over API Gateway's 10 MB, and events over Lambda's 6 MB, with 413 before any handler runs", async () => {
    // contact-create throws if it runs: a 413 here is the gateway's own answer.
    const overTenMegabytes = await fetch(`${baseUrl}/api/cnt/contact`, {
      method: 'POST',
      body: 'x'.repeat(10 * 1024 * 1024 + 1),
    });
    expect(overTenMegabytes.status).toBe(413);
    expect(await overTenMegabytes.json()).toEqual({ message: 'Request Entity Too Large' });
    // 5 MB of binary is under 10 MB but about 6.7 MB in the event once base64-encoded.
    const binaryOverLambdaLimit = await fetch(`${baseUrl}/api/cnt/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/octet-stream' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(binaryOverLambdaLimit.status).toBe(413);
    // The same bytes as text are under 6 MB and reach the handler (which throws: 500).
    const textUnderLambdaLimit = await fetch(`${baseUrl}/api/cnt/contact`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(textUnderLambdaLimit.status).toBe(500);
  });

  it('answers unknown paths and methods 404, malformed encodings 400, and a throwing handler 500', async () => {
    expect(await (await fetch(`${baseUrl}/api/nothing`)).json()).toEqual({ message: 'Not Found' });
    expect((await fetch(`${baseUrl}/api/blogs`, { method: 'PATCH' })).status).toBe(404);
    expect((await fetch(`${baseUrl}/states/%E0%A4%A`)).status).toBe(400);
    const failing = await fetch(`${baseUrl}/api/cnt/contact`, { method: 'POST', body: '{}' });
    expect(failing.status).toBe(500);
    expect(await failing.json()).toEqual({ message: 'Internal Server Error' });
  });
});
