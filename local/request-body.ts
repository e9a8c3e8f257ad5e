import type { IncomingMessage } from 'node:http';

/**
 * AWS's size limits, in one place for the local stand-ins of API Gateway (api-gateway.ts) and
 * of the page renderer's origin (page-renderer-url.ts), so a request or an answer too large
 * for AWS is too large here: an HTTP API takes bodies up to 10 MB, and a synchronous Lambda
 * invocation takes an event (the JSON with the body, base64 for binary) up to 6 MB and
 * returns a result (its JSON) up to 6 MB. The handlers apply their own, smaller limits inside
 * (a page's form: functions/lib/http/form-body.ts).
 */
export const maxRequestBodyBytes = 10 * 1024 * 1024;
export const maxLambdaEventBytes = 6 * 1024 * 1024;
export const maxLambdaResponseBytes = 6 * 1024 * 1024;

/** An event's or a result's size as Lambda counts it: its JSON serialization (a bare string is sent as JSON too). */
export const lambdaPayloadBytes = (payload: unknown): number =>
  Buffer.byteLength(JSON.stringify(payload) ?? '');

export class RequestBodyTooLargeError extends Error {}

/**
 * Reads the whole body, refusing anything over `maxRequestBodyBytes`. The rest of a refused
 * body is drained (not destroyed) so the 413 answer still reaches the client.
 */
export function readBodyWithLimit(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const refuse = () => {
      request.removeAllListeners('data');
      request.resume();
      reject(new RequestBodyTooLargeError());
    };
    if (Number(request.headers['content-length'] ?? 0) > maxRequestBodyBytes) return refuse();
    const chunks: Buffer[] = [];
    let total = 0;
    request.on('data', (chunk: Buffer) => {
      total += chunk.length;
      if (total > maxRequestBodyBytes) return refuse();
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}
