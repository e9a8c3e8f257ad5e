import { request as httpRequest } from 'node:http';
import { startThrowawayStack, type ThrowawayStack } from '../../local/throwaway-stack.ts';
import type { DashboardData } from '../../shared/api-types.ts';

/** The admin every test stack creates. */
export const testAdmin = { email: 'admin@pawcraft.test', password: 'correct horse battery staple' };

export type TestStack = ThrowawayStack;

/** A seeded stack of the tests' own, signed up for the test admin (`seed: false`: no sample data). */
export const startTestStack = ({ seed = true, publishingTimer = true } = {}): Promise<TestStack> =>
  startThrowawayStack({ purpose: 'api', admin: testAdmin, seed, publishingTimer });

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface RequestOptions {
  /** Sent as JSON unless it is a string, Buffer or FormData. */
  body?: unknown;
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header even when the jar has the cookie. */
  withoutCsrf?: boolean;
  /**
   * The visitor's address, e.g. `127.9.0.1`: the connection is made from it (any address of
   * 127.0.0.0/8 is this machine's). The local stack, like CloudFront, counts a visitor by the
   * connection's address and by no header (ADR 028), so this is how a test is many visitors.
   */
  from?: string;
}

/** `fetch` over a connection from a chosen local address (Node's fetch cannot bind one). */
function fetchFrom(
  url: URL,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
  from: string,
) {
  return new Promise<Response>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers: { host: url.host, ...init.headers },
        localAddress: from,
        agent: false,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('error', reject);
        incoming.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(incoming.headers))
            for (const one of [value ?? []].flat()) headers.append(name, String(one));
          const status = incoming.statusCode ?? 500;
          const body = [101, 204, 205, 304].includes(status) ? null : Buffer.concat(chunks);
          resolve(new Response(body, { status, headers }));
        });
      },
    );
    outgoing.on('error', reject);
    if (init.body !== undefined && typeof init.body !== 'string' && !(init.body instanceof Uint8Array))
      return reject(new Error('fetchFrom sends text or bytes only'));
    outgoing.end(init.body);
  });
}

/**
 * A browser-like client: keeps the cookies the server sets and, like axios, echoes the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header on requests that change state.
 */
export class ApiClient {
  readonly cookies = new Map<string, string>();
  /** The raw Set-Cookie lines of the last response. */
  lastSetCookies: string[] = [];

  constructor(readonly baseUrl: string) {}

  async request<T = unknown>(
    method: string,
    path: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const csrfToken = this.cookies.get('XSRF-TOKEN');
    if (method !== 'GET' && csrfToken && !options.withoutCsrf)
      headers['x-xsrf-token'] = decodeURIComponent(csrfToken);
    let body: BodyInit | undefined;
    if (typeof options.body === 'string' || options.body instanceof FormData) body = options.body;
    else if (Buffer.isBuffer(options.body)) body = new Uint8Array(options.body);
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    const url = new URL(path, this.baseUrl);
    const response = options.from
      ? await fetchFrom(url, { method, headers, body }, options.from)
      : await fetch(url, { method, headers, body, redirect: 'manual' });
    this.lastSetCookies = response.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair, ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON (sitemap, HTML)
    }
    return { status: response.status, headers: response.headers, body: parsed as T, text };
  }

  /** Logs in as the test admin; fails the test unless it worked. */
  async login(credentials = testAdmin): Promise<void> {
    const response = await this.request('POST', '/api/admin/login', { body: credentials });
    if (response.status !== 200) throw new Error(`login failed: ${response.status} ${response.text}`);
  }

  async counts(): Promise<DashboardData['counts']> {
    const response = await this.request<DashboardData>('GET', '/api/admin/dashboard-data');
    if (response.status !== 200) throw new Error(`dashboard-data: ${response.status} ${response.text}`);
    return response.body.counts;
  }
}

/** Fills a route's `{param}` placeholders (e.g. with an id that exists or one that does not). */
/**
 * A new visitor's address each call, `<block>.1`, `<block>.2`, …: the connection comes from
 * that loopback address (`RequestOptions.from`). A test file takes a block of its own, so the
 * stack's per-address limits count no other file's requests.
 */
export function visitorAddresses(block: string): () => string {
  let count = 0;
  return () => `${block}.${++count}`;
}

export function concretePath(path: string, value: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(value));
}
