import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { requestFromEvent } from '../../functions/lib/http/page-rendering.ts';

const event = (rawPath: string, rawQueryString = '') =>
  ({
    rawPath,
    rawQueryString,
    headers: { host: 'abc.lambda-url.eu-west-1.on.aws', 'x-forwarded-host': 'www.example.com' },
    requestContext: { http: { method: 'GET' } },
  }) as unknown as APIGatewayProxyEventV2;

describe("the page renderer's request", () => {
  it("reads CloudFront's /index.html as home: the viewer function never sends / to the bucket (docs/decisions/049)", () => {
    expect(requestFromEvent(event('/index.html')).url).toBe('https://www.example.com/');
    expect(requestFromEvent(event('/index.html', 'ref=mail')).url).toBe('https://www.example.com/?ref=mail');
  });

  it('keeps every other path as it came, on the visitor’s host', () => {
    expect(requestFromEvent(event('/product', 'cursor=abc')).url).toBe(
      'https://www.example.com/product?cursor=abc',
    );
    expect(requestFromEvent(event('/about/index.html')).url).toBe('https://www.example.com/about/index.html');
  });
});
