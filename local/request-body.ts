import type { IncomingMessage } from 'node:http';

/** The largest request body the gateway passes on; the handlers apply the same limit. */
export const maxRequestBodyBytes = 1024 * 1024;

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
