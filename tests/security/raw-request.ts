import { request } from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent exactly as given (no URL normalisation: `..` and bad percent-encodings reach the server). */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

export interface RawResponse {
  status: number;
  contentType: string;
  text: string;
}

/**
 * An HTTP request as a hostile client sends it: fetch would normalise the path, refuse a
 * body on GET and check header values, so this goes through node:http instead.
 */
export function sendRaw(baseUrl: string, raw: RawRequest): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        hostname,
        port,
        method: raw.method,
        path: raw.path,
        headers: { ...raw.headers, ...(raw.body ? { 'content-length': String(raw.body.length) } : {}) },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            contentType: String(incoming.headers['content-type'] ?? ''),
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(raw.body);
  });
}
