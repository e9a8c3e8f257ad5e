import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maxFormBodyBytes } from '../../functions/lib/http/form-body.ts';
import { maxLambdaEventBytes, maxRequestBodyBytes } from '../../local/request-body.ts';
import { contactFieldMaxLengths } from '../../shared/contact-rules.ts';
import { stackWithSignedInAdmin } from '../api/stack-with-admin.ts';
import type { ApiClient, TestStack } from '../api/test-stack.ts';
import { allContacts } from './contact-pages.ts';
import { type RawRequest, type RawResponse, sendRaw } from './raw-request.ts';

/**
 * Property (issue 38, item 3; docs/decisions/054): whatever a visitor sends to a public page,
 * a public read or a form POST (bodies past the HTTP API's 10 MB, long queries, long headers,
 * a long Host), the answer is never a 5xx and never more than 1 MB: an answer never grows
 * with what was sent. The audit's 1.8 MB of `<` in a message gave a 6.6 MiB page (a 5xx in
 * AWS, over Lambda's 6 MB); 9 MB gave 18.9 MB locally. A form POST over the form limit is a
 * 413, the contact page with the form's failure text.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const maxAnswerBytes = 1024 * 1024;
/** The contact page's failure text (spec section 8): what a refused form shows. */
const failureText = 'Something went wrong. Please try again later.';

/** Every kind of public page the renderer or the site answers, a 404 and the dashboard's shell included. */
const pagePaths = [
  '/',
  '/about',
  '/contact',
  '/contact/',
  '/contact.data',
  '/product',
  '/product/hut-snail',
  '/product/1',
  '/exp',
  '/category-products',
  '/blog',
  '/blog/no-such-post',
  '/marketplace',
  '/search',
  '/dogbreed',
  '/no-such-page',
  '/dashboard',
  '/dashboard/das-login',
];
/** Public reads of the API and the sitemap, which take queries too. */
const readPaths = [
  '/api/products/search-index',
  '/api/categories',
  '/api/products',
  '/api/blogs',
  '/sitemap.xml',
];
/** The paths that take a form POST: the contact page's action (docs/decisions/046), as a page and as data. */
const formPaths = ['/contact', '/contact/', '/contact.data'];

/** Text that grows when escaped (HTML, JSON, URLs) or is wide in UTF-8. */
const unit = fc.constantFrom('<', '"', '&', "'", '<script>', '\\', 'अ', '🐕', '%', 'a', ' ');
/** A long value: a unit repeated, up to `max` characters once percent-encoded. */
const longValue = (max: number) =>
  fc.tuple(unit, fc.nat(max)).map(([one, count]) => encodeURIComponent(one.repeat(count)).slice(0, max));

/** Queries the pages read (search, paging, categories, React Router's own) and any other; at most about 6 KB. */
const query = fc.option(
  fc
    .dictionary(
      fc.constantFrom('q', 'cursor', 'category', 'page', '_routes', 'index', 'x'),
      longValue(2000),
      {
        maxKeys: 3,
      },
    )
    .map(
      (entries) =>
        `?${Object.entries(entries)
          .map(([name, value]) => `${name}=${value}`)
          .join('&')}`,
    ),
  { nil: '' },
);

/**
 * Headers a visitor controls, long ones included: a few KB each and under Node's 16 KB for
 * all of them with the query (a longer request gets Node's 431, pinned separately below).
 */
const headers = fc.record(
  {
    host: fc.nat(3000).map((length) => `${'a'.repeat(length)}.example`),
    'user-agent': fc.nat(2000).map((length) => 'u'.repeat(length)),
    'accept-language': fc.nat(2000).map((length) => 'en,'.repeat(length / 3)),
    referer: longValue(2000).map((value) => `https://elsewhere.example/${value}`),
    origin: fc.constantFrom('https://elsewhere.example', 'null'),
    'x-forwarded-host': fc.nat(2000).map((length) => `${'f'.repeat(length)}.example`),
  },
  { requiredKeys: [] },
);

/** Body sizes: mostly small, and each limit on both sides (the form's 64 KiB, Lambda's 6 MB, the HTTP API's 10 MB). */
const bodySize = fc.oneof(
  { arbitrary: fc.nat(3000), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      maxFormBodyBytes,
      maxFormBodyBytes + 1,
      300_000,
      1_800_000,
      maxLambdaEventBytes + 1,
      maxRequestBodyBytes + 1,
    ),
    weight: 3,
  },
);

type BodyKind = 'form' | 'multipart' | 'raw';
const boundary = '----bounded';

/** A body of about `size` bytes of `filler`: the contact form's fields with it as the message, a multipart form, or bare bytes. */
function bodyOf(kind: BodyKind, size: number, filler: string): { body: Buffer; contentType?: string } {
  const fill = (prefixBytes: number, encoded: string) =>
    encoded.repeat(Math.max(0, Math.ceil((size - prefixBytes) / encoded.length)));
  if (kind === 'form') {
    const prefix = 'name=Asha&contact=9876543210&email=asha%40example.com&website=&message=';
    return {
      body: Buffer.from(prefix + fill(prefix.length, encodeURIComponent(filler))),
      contentType: 'application/x-www-form-urlencoded',
    };
  }
  if (kind === 'multipart') {
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="message"\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    return {
      body: Buffer.from(head + fill(head.length + tail.length, filler) + tail),
      contentType: `multipart/form-data; boundary=${boundary}`,
    };
  }
  return { body: Buffer.alloc(size, filler) };
}

const request = fc
  .record({
    readPath: fc.constantFrom(...pagePaths, ...readPaths),
    // A post goes mostly where forms post, else to any page (React Router's 405).
    postPath: fc.oneof(
      { arbitrary: fc.constantFrom(...formPaths), weight: 3 },
      { arbitrary: fc.constantFrom(...pagePaths), weight: 1 },
    ),
    query,
    headers,
    post: fc.option(
      fc.record({
        kind: fc.constantFrom<BodyKind>('form', 'multipart', 'raw'),
        size: bodySize,
        filler: unit,
      }),
      { nil: undefined, freq: 2 },
    ),
  })
  .map(({ readPath, postPath, query, headers, post }) => ({
    path: post ? postPath : readPath,
    query,
    headers,
    post,
  }));
type RequestPlan = typeof request extends fc.Arbitrary<infer Plan> ? Plan : never;

/** The request a plan describes; its body is made here, so a failing plan prints small. */
function rawRequest({ path, query, headers, post }: RequestPlan): RawRequest {
  const sent = post && bodyOf(post.kind, post.size, post.filler);
  return {
    method: post ? 'POST' : 'GET',
    path: `${path}${query}`,
    headers: { ...headers, ...(sent?.contentType && { 'content-type': sent.contentType }) },
    body: sent?.body,
  };
}

/** Sends and measures; `sendRaw` asks for no compression, so the bytes are the answer's own. */
async function send(raw: RawRequest): Promise<RawResponse & { bytes: number }> {
  const answer = await sendRaw(stack.url, raw);
  return { ...answer, bytes: Buffer.byteLength(answer.text) };
}

const describeRequest = (raw: RawRequest) =>
  `${raw.method} ${raw.path.slice(0, 120)} headers ${JSON.stringify(Object.keys(raw.headers))} body ${raw.body?.length ?? 0} B`;

describe('no answer grows with what a visitor sends', () => {
  it('the audit’s posts: 1.8 MB and 9 MB of `<` in a message are refused (413), the page small and with the form’s failure text, nothing stored', async () => {
    const storedBefore = (await allContacts(admin)).length;
    for (const size of [1_800_000, 9 * 1024 * 1024]) {
      const { body, contentType } = bodyOf('form', size, '<');
      const answer = await send({
        method: 'POST',
        path: '/contact',
        headers: { 'content-type': String(contentType) },
        body,
      });
      expect(answer.status, String(size)).toBe(413);
      expect(answer.bytes).toBeLessThan(maxAnswerBytes);
      // Below Lambda's 6 MB the renderer answers with the page; above it, AWS's own 413.
      if (size < maxLambdaEventBytes) {
        expect(answer.contentType).toMatch(/^text\/html/);
        expect(answer.text).toContain(failureText);
      }
    }
    expect(await allContacts(admin)).toHaveLength(storedBefore);
  });

  it('a refused form echoes each field cut to its limit, however much came in', async () => {
    const lt = (count: number) => '<'.repeat(count);
    // Under the form limit (each `<` is 3 bytes encoded), so it is read and judged.
    const fields = new URLSearchParams({
      name: lt(5_000),
      contact: 'not digits',
      email: 'x',
      message: lt(10_000),
      productId: '22',
      quantity: lt(2_000),
      country: lt(2_000),
    }).toString();
    expect(fields.length).toBeLessThanOrEqual(maxFormBodyBytes);
    const answer = await send({
      method: 'POST',
      path: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from(fields),
    });
    expect(answer.status).toBe(400);
    const runs = (answer.text.match(/(?:&lt;)+/g) ?? []).map((run) => run.length / '&lt;'.length);
    expect(Math.max(...runs)).toBe(contactFieldMaxLengths.message);
    expect(runs).toContain(contactFieldMaxLengths.quantity);
    expect(answer.bytes).toBeLessThan(100_000);
  });

  it('headers past Node’s 16 KB get its 431, not a page', async () => {
    const answer = await send({ method: 'GET', path: '/contact', headers: { 'x-long': 'h'.repeat(20_000) } });
    expect(answer.status).toBe(431);
  });

  it('fuzz: public pages, reads and form POSTs with large bodies, queries and headers: no 5xx, nothing over 1 MB', async () => {
    const figures = { requests: 0, refused413: 0, largest: 0, largestRequest: '' };
    await fc.assert(
      fc.asyncProperty(request, async (plan) => {
        const { path } = plan;
        const raw = rawRequest(plan);
        const answer = await send(raw);
        const what = describeRequest(raw);
        figures.requests++;
        if (answer.status === 413) figures.refused413++;
        if (answer.bytes > figures.largest)
          Object.assign(figures, { largest: answer.bytes, largestRequest: what });
        expect(answer.status, what).toBeLessThan(500);
        expect(answer.bytes, what).toBeLessThanOrEqual(maxAnswerBytes);
        // A form POST over the form limit is refused, whatever else it holds (another
        // site's Origin is refused first, by React Router).
        const bodyBytes = raw.body?.length ?? 0;
        if (formPaths.includes(path) && bodyBytes > maxFormBodyBytes && !raw.headers.origin) {
          expect(answer.status, what).toBe(413);
          if (path === '/contact' && bodyBytes < maxLambdaEventBytes)
            expect(answer.text, what).toContain(failureText);
        }
      }),
      { numRuns: 200 },
    );
    console.log(
      `bounded answers: ${figures.requests} requests, ${figures.refused413} refused with 413, 0 answered 5xx, the largest answer ${figures.largest} bytes (${figures.largestRequest})`,
    );
  });
});
