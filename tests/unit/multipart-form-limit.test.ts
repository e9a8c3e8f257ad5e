import { describe, expect, it } from 'vitest';
import { maxLambdaEventBytes } from '../../local/request-body.ts';
import { maxMultipartFormBytes } from '../../shared/multipart-form-limit.ts';

/**
 * Issue 38, item 8: the multipart form limit is one every such form can pass in AWS.
 * API Gateway puts a multipart body into the Lambda's event base64-encoded (4 bytes for 3),
 * beside the request's headers, which an HTTP API caps at 10 KB, and the event's own fields.
 */
describe('the multipart form limit', () => {
  const eventBytesOfForm = (formBytes: number) => Math.ceil(formBytes / 3) * 4 + 10 * 1024 + 2 * 1024;

  it("lets a form of the limit, with the largest headers, fit in Lambda's event", () => {
    expect(eventBytesOfForm(maxMultipartFormBytes)).toBeLessThanOrEqual(maxLambdaEventBytes);
  });

  it('is within 5% of the largest form that could fit, so it refuses no more than it must', () => {
    const largestEncodable = Math.floor((maxLambdaEventBytes * 3) / 4);
    expect(maxMultipartFormBytes).toBeGreaterThan(largestEncodable * 0.95);
  });
});
