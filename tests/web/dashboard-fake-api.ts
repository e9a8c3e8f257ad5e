import { vi } from 'vitest';
import { messages } from '../../shared/validation.ts';

/** A request the fake API received. */
export interface SeenRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

type Answer = { status?: number; body?: unknown; headers?: Record<string, string> };
type Handler = (request: SeenRequest) => Answer | Promise<Answer>;

/**
 * Replaces `fetch` with a table of `'METHOD /path'` answers (query strings ignored when
 * matching); anything else answers 404. Returns the requests seen, for assertions.
 */
export function fakeApi(routes: Record<string, Handler | Answer>) {
  const seen: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: SeenRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init.headers),
    };
    seen.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const answer =
      typeof route === 'function'
        ? await route(request)
        : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json', ...answer.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { seen, fetchMock };
}

/**
 * The API's optimistic concurrency (docs/decisions/051) for one stored item: a save or delete
 * that sends a `version` (in its JSON body, or a DELETE's `?version=`) other than the stored
 * one answers the API's 409 and changes nothing; otherwise `answer`, and the version moves on.
 * Sending none is the spec's client's last-write-wins.
 */
export function versioned(stored: { version: number }, answer: Handler | Answer = {}): Handler {
  return (request) => {
    const sent =
      request.method === 'DELETE'
        ? (request.query.get('version') ?? undefined)
        : (request.body as { version?: number } | undefined)?.version;
    if (sent !== undefined && Number(sent) !== stored.version)
      return { status: 409, body: { message: messages.changedBySomeoneElse } };
    stored.version += 1;
    return typeof answer === 'function' ? answer(request) : answer;
  };
}
