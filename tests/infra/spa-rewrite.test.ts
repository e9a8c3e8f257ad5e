import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { spaRewriteFunctionCode } from '../../infra/cloudfront-function-code.ts';

type Headers = Record<string, { value: string }>;
type Request = { uri: string; querystring: Record<string, unknown>; headers: Headers };
// The very code the stack puts into the CloudFront Function (stack.test.ts pins that), run in
// a fresh context with no Node globals, as CloudFront runs it.
const handler = runInNewContext(`${spaRewriteFunctionCode()}\nhandler;`, {}) as (event: {
  request: Request;
}) => Request;
const rewrite = (uri: string) =>
  handler({ request: { uri, querystring: {}, headers: { host: { value: 'www.example.com' } } } }).uri;

describe('page rewrite CloudFront Function', () => {
  it("asks for home as /index.html, never / (the bucket's listing): the bucket has none, the renderer renders it", () => {
    expect(rewrite('/')).toBe('/index.html');
    expect(rewrite('//')).toBe('/index.html');
  });

  it('leaves every other path as it is, for the bucket or else the page renderer (no SPA fallback)', () => {
    for (const path of [
      '/about',
      '/about/',
      '/dogbreed',
      '/contact',
      '/blog',
      '/blog/caring-for-a-leather-collar',
      '/marketplace',
      '/marketplace/india/kerala',
      '/marketplace/india/kerala/kochi',
      '/districts/01JD3Q7ZK8X2M4N6P8R0T2V4W6',
      '/marketplacedetails/01JD3Q7ZK8X2M4N6P8R0T2V4W6',
      '/dashboard',
      '/dashboard/das-login',
      '/product',
      '/product/7',
      '/product/h-harness',
      '/exp',
      '/category-products',
      '/no-such-page',
      '/blog/',
    ])
      expect(rewrite(path), path).toBe(path);
  });

  it("leaves React Router's data requests and files alone", () => {
    for (const path of [
      '/blog.data',
      '/_root.data',
      '/about.data',
      '/assets/app-abc.js',
      '/favicon.svg',
      '/product/7/index.html',
    ])
      expect(rewrite(path), path).toBe(path);
  });

  it('does not special-case API paths: they never reach it, because their behaviours come first', () => {
    expect(rewrite('/api/blogs')).toBe('/api/blogs');
  });

  it("passes the visitor's host as x-forwarded-host, replacing what a visitor sent", () => {
    const { headers } = handler({
      request: {
        uri: '/blog',
        querystring: {},
        headers: {
          host: { value: 'www.example.com' },
          'x-forwarded-host': { value: 'evil.example' },
          accept: { value: 'text/html' },
        },
      },
    });
    expect(headers).toEqual({
      host: { value: 'www.example.com' },
      'x-forwarded-host': { value: 'www.example.com' },
      accept: { value: 'text/html' },
    });
  });

  it('drops a forwarded host a visitor sent without a Host header', () => {
    const { headers } = handler({
      request: { uri: '/blog', querystring: {}, headers: { 'x-forwarded-host': { value: 'evil.example' } } },
    });
    expect(headers).toEqual({});
  });

  it('stays within the 10 KB CloudFront allows for a function', () => {
    expect(Buffer.byteLength(spaRewriteFunctionCode())).toBeLessThan(10 * 1024);
  });

  it('keeps the query string untouched (the blog list pages with ?cursor=)', () => {
    const request = { uri: '/blog', querystring: { cursor: { value: 'abc' } }, headers: {} };
    expect(handler({ request }).querystring).toEqual({ cursor: { value: 'abc' } });
  });
});
