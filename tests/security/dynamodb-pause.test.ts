import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import type { Blog } from '../../shared/api-types.ts';
import { ApiClient, startTestStack, type TestStack, testAdmin } from '../api/test-stack.ts';
import { pauseDynamoDbLocal, quietOutageLogs } from './dynamodb-outage.ts';
import { sampleContact } from './sample-bodies.ts';

/**
 * DynamoDB answers nothing (the audit of issue 15 paused it for 20 s: every request hung for
 * 20 s, which in AWS runs out the Lambda's clock and the visitor gets API Gateway's own 5xx).
 * Every SDK call now has connection and request timeouts and bounded retries
 * (functions/lib/runtime/aws-clients.ts): while DynamoDB Local is frozen (SIGSTOP), the API answers
 * its JSON 503 and the page renderer its 503 error page, each well within the Lambdas' 10 s.
 */
const answerWithinMs = 6_000;
const testTimeoutMs = 30_000;

let stack: TestStack;
let admin: ApiClient;
let thaw: (() => void) | undefined;
let restoreLogs: () => void;
let blog: Blog;
beforeAll(async () => {
  restoreLogs = quietOutageLogs();
  stack = await startTestStack();
  admin = new ApiClient(stack.url);
  await admin.login();
  [blog] = (await new ApiClient(stack.url).request<Blog[]>('GET', '/api/blogs')).body;
  expect(blog, 'the seed has blogs').toBeDefined();
});
afterAll(async () => {
  thaw?.();
  await stack?.dispose();
  restoreLogs?.();
});

const timed = async <T>(work: () => Promise<T>) => {
  const started = performance.now();
  const result = await work();
  return { result, ms: Math.round(performance.now() - started) };
};

describe('DynamoDB Local frozen (SIGSTOP): nothing answers, nothing refuses', () => {
  const latencies: Record<string, number> = {};

  it(
    'answers API routes with the JSON 503 within a few seconds, not after the Lambda timeout',
    async () => {
      thaw = await pauseDynamoDbLocal(join(stack.dataDir, 'dynamodb'));
      const visitor = new ApiClient(stack.url);
      const requests: [string, () => ReturnType<ApiClient['request']>][] = [
        ['GET /api/blogs', () => visitor.request('GET', '/api/blogs')],
        ['POST /api/cnt/contact', () => visitor.request('POST', '/api/cnt/contact', { body: sampleContact })],
        [
          'POST /api/admin/login',
          () => new ApiClient(stack.url).request('POST', '/api/admin/login', { body: testAdmin }),
        ],
        ['GET /api/admin/dashboard-data', () => admin.request('GET', '/api/admin/dashboard-data')],
      ];
      const answers = await Promise.all(
        requests.map(async ([name, send]) => [name, await timed(send)] as const),
      );
      for (const [name, { result, ms }] of answers) {
        latencies[name] = ms;
        expect(result.status, `${name}: ${result.text}`).toBe(503);
        expect(result.body, name).toEqual({ message: busyMessage });
        expect(ms, name).toBeLessThan(answerWithinMs);
      }
    },
    testTimeoutMs,
  );

  it(
    'answers server-rendered pages with the 503 error page within a few seconds',
    async () => {
      for (const path of ['/blog', `/blog/${blog.slug}`, '/marketplace']) {
        const { result, ms } = await timed(() => fetch(`${stack.url}${path}`));
        latencies[`GET ${path}`] = ms;
        const html = await result.text();
        expect(result.status, path).toBe(503);
        expect(result.headers.get('cache-control'), path).toBe('no-store');
        expect(html, path).toContain('This page could not be loaded.');
        expect(ms, path).toBeLessThan(answerWithinMs);
      }
    },
    testTimeoutMs,
  );

  it('works again once DynamoDB Local answers', async () => {
    thaw?.();
    thaw = undefined;
    const blogs = await new ApiClient(stack.url).request('GET', '/api/blogs');
    expect(blogs.status).toBe(200);
    expect((await admin.request('GET', '/api/admin/dashboard-data')).status).toBe(200);
    expect((await fetch(`${stack.url}/blog`)).status).toBe(200);
    console.info('answer times while DynamoDB Local was frozen (ms):', latencies);
  });
});
