import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { apiViewerHeadersFunctionCode } from '../../infra/cloudfront-function-code.ts';
import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../../shared/multipart-form-limit.ts';

type Headers = Record<string, { value: string }>;
// The very code the stack puts into the API behaviours' CloudFront Function (stack.test.ts
// pins that), run in a fresh context with no Node globals, as CloudFront runs it.
const handler = runInNewContext(`${apiViewerHeadersFunctionCode()}\nhandler;`, {}) as (event: {
  request: { uri?: string; headers: Headers };
  viewer: { ip: string };
}) => { headers: Headers };

describe('API viewer headers CloudFront Function', () => {
  it("passes the visitor's host and address on, replacing what a visitor sent under those names", () => {
    const { headers } = handler({
      request: {
        headers: {
          host: { value: 'www.example.com' },
          'x-forwarded-host': { value: 'evil.example' },
          'x-viewer-address': { value: '192.0.2.1' },
          cookie: { value: 'a=b' },
        },
      },
      viewer: { ip: '198.51.100.10' },
    });
    expect(headers).toEqual({
      host: { value: 'www.example.com' },
      'x-forwarded-host': { value: 'www.example.com' },
      'x-viewer-address': { value: '198.51.100.10' },
      cookie: { value: 'a=b' },
    });
  });

  it('drops a forwarded host a visitor sent without a Host header', () => {
    const { headers } = handler({
      request: { headers: { 'x-forwarded-host': { value: 'evil.example' } } },
      viewer: { ip: '2001:db8::1' },
    });
    expect(headers).toEqual({ 'x-viewer-address': { value: '2001:db8::1' } });
  });
});

describe('a multipart form too large for Lambda (issue 38, item 8)', () => {
  const form = (uri: string, contentLength: number, contentType = 'multipart/form-data; boundary=x') =>
    handler({
      request: {
        uri,
        headers: {
          host: { value: 'www.example.com' },
          'content-type': { value: contentType },
          'content-length': { value: String(contentLength) },
        },
      },
      viewer: { ip: '198.51.100.10' },
    }) as unknown as Record<string, unknown>;

  it('is answered at the edge with a 413 saying the limit and what to do', () => {
    const answer = form('/api/blogs', 5_000_000);
    expect(answer).toEqual({
      statusCode: 413,
      statusDescription: 'Payload Too Large',
      headers: { 'content-type': { value: 'application/json' } },
      body: { encoding: 'text', data: JSON.stringify({ message: multipartFormTooLargeMessage }) },
    });
  });

  it('passes a form within the limit, and other bodies, on to the API', () => {
    for (const request of [
      form('/api/blogs/blogs/b1', maxMultipartFormBytes),
      form('/api/blogs', 4_000_000),
      form('/api/blogs', 5_000_000, 'application/json'),
      form('/contact', 5_000_000),
    ])
      expect(request).toMatchObject({ headers: { 'x-viewer-address': { value: '198.51.100.10' } } });
  });
});
