import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { apiViewerHeadersFunctionCode } from '../../infra/cloudfront-function-code.ts';

type Headers = Record<string, { value: string }>;
// The very code the stack puts into the API behaviours' CloudFront Function (stack.test.ts
// pins that), run in a fresh context with no Node globals, as CloudFront runs it.
const handler = runInNewContext(`${apiViewerHeadersFunctionCode()}\nhandler;`, {}) as (event: {
  request: { headers: Headers };
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
