import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { busyMessage } from '../../functions/lib/http/error-response.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import type { Blog, Category, Page, Product, ProductSummary } from '../../shared/api-types.ts';
import { unconfirmedWriteMessage } from '../../shared/save-answers.ts';
import { messages } from '../../shared/validation.ts';
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
let category: Category;
beforeAll(async () => {
  restoreLogs = quietOutageLogs();
  stack = await startTestStack();
  admin = new ApiClient(stack.url);
  await admin.login();
  [blog] = (await new ApiClient(stack.url).request<Blog[]>('GET', '/api/blogs')).body;
  expect(blog, 'the seed has blogs').toBeDefined();
  [category] = (await admin.request<Category[]>('GET', '/api/admin/categories')).body;
  expect(category, 'the seed has categories').toBeDefined();
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

/**
 * The audit's finding (issue 38, item 4): a product save during a 7 s pause of the table
 * answered 503 "busy, try again" and was then stored. Here the table freezes the moment the
 * save's transaction is about to go out (its reads done), and thaws 6 s later: the write
 * waits in the frozen process's socket, the API gives up on it after about 4 s, and DynamoDB
 * Local applies it once it runs again. The handlers run in this process (the local stack
 * imports them), so a step added to their one DynamoDB client times the freeze.
 */
const thawAfterMs = 6_000;

function freezeAtNextTransaction(): { thawed: Promise<void>; froze: () => boolean } {
  const steps = dynamoDocumentClient().middlewareStack;
  const name = 'freezeAtNextTransaction';
  let froze = false;
  let resolveThawed: () => void = () => {};
  const thawed = new Promise<void>((resolve) => {
    resolveThawed = resolve;
  });
  steps.add(
    (next, context) => async (args) => {
      if (!froze && context.commandName === 'TransactWriteItemsCommand') {
        froze = true;
        steps.remove(name);
        thaw = await pauseDynamoDbLocal(join(stack.dataDir, 'dynamodb'));
        setTimeout(() => {
          thaw?.();
          thaw = undefined;
          resolveThawed();
        }, thawAfterMs);
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  return { thawed, froze: () => froze };
}

const productBody = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  categoryIds: [category._id],
  description: '<p>Folds flat.</p>',
  features: ['Silicone'],
  sizes: ['M'],
  materials: 'Silicone',
  colours: 'Teal',
  minimumOrder: '100',
  photos: [],
  status: 'draft',
  ...extra,
});

const productsNamed = async (name: string) =>
  (
    await admin.request<Page<ProductSummary>>(
      'GET',
      `/api/admin/products?limit=50&q=${encodeURIComponent(name)}`,
    )
  ).body.items.filter((product) => product.name === name);

describe('a save whose write went out while the table froze', () => {
  it(
    'answers "may have been saved: reload", and the save is there after the thaw',
    async () => {
      const freeze = freezeAtNextTransaction();
      const { result, ms } = await timed(() =>
        admin.request('POST', '/api/admin/products', { body: productBody('Frozen Bowl') }),
      );
      expect(freeze.froze(), 'the table froze at the save').toBe(true);
      expect(result.status, result.text).toBe(503);
      expect(result.body).toEqual({ message: unconfirmedWriteMessage });
      expect(ms).toBeLessThan(answerWithinMs);
      await freeze.thawed;
      // Stored after all: "try again" would have made a second one.
      expect(await productsNamed('Frozen Bowl')).toHaveLength(1);
    },
    testTimeoutMs,
  );

  it(
    "an edit's retry with the version it read is refused once the first went through",
    async () => {
      const created = await admin.request<Product>('POST', '/api/admin/products', {
        body: productBody('Thawed Lead'),
      });
      expect(created.status, created.text).toBe(201);
      const opened = (await admin.request<Product>('GET', `/api/admin/products/${created.body._id}`)).body;
      const edit = productBody('Thawed Lead', { materials: 'Leather', version: opened.version });

      const freeze = freezeAtNextTransaction();
      const first = await admin.request('PUT', `/api/admin/products/${opened._id}`, { body: edit });
      expect(freeze.froze(), 'the table froze at the save').toBe(true);
      expect(first.status, first.text).toBe(503);
      expect(first.body).toEqual({ message: unconfirmedWriteMessage });
      await freeze.thawed;

      // The owner saves again from the same form: the first save went through, so the
      // version it read is stale and nothing is applied twice.
      const retry = await admin.request('PUT', `/api/admin/products/${opened._id}`, { body: edit });
      expect(retry.status, retry.text).toBe(409);
      expect(retry.body).toEqual({ message: messages.changedBySomeoneElse });
      const stored = (await admin.request<Product>('GET', `/api/admin/products/${opened._id}`)).body;
      expect(stored.materials).toBe('Leather');
      expect(stored.version).not.toBe(opened.version);
      expect(await productsNamed('Thawed Lead')).toHaveLength(1);
    },
    testTimeoutMs,
  );
});
