import type { ResponseOf } from '../../shared/api-types.ts';
import { type PathParameters, type RouteName, routeRequest } from '../../shared/routes.ts';

/**
 * The browser's one way to call the API (same origin): `callApi` names a route of
 * shared/routes.ts, which gives the method and the path, and shared/api-types.ts the answer's
 * type, so no API path is written by hand in web/. It sends cookies, adds the CSRF header
 * (double-submit of the `XSRF-TOKEN` cookie) to every state-changing request, and turns a
 * non-2xx answer into an ApiError carrying the server's `{ message }`.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const csrfCookie = 'XSRF-TOKEN';
const csrfHeader = 'X-XSRF-TOKEN';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON unless it is FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * The browser cache's part: the dashboard reads public content (which public answers let
   * caches keep a little, stale-while-revalidate) with 'no-store', so an admin sees a change at once.
   */
  cache?: RequestCache;
}

/** What a call sends besides the route: its path parameters (required when the path has any) and query. */
export type CallOptions<Name extends RouteName> = Omit<RequestOptions, 'method'> & {
  query?: URLSearchParams;
} & (keyof PathParameters<Name> extends never
    ? { parameters?: undefined }
    : { parameters: PathParameters<Name> });

type CallArguments<Name extends RouteName> = keyof PathParameters<Name> extends never
  ? [options?: CallOptions<Name>]
  : [options: CallOptions<Name>];

const withQuery = (path: string, query?: URLSearchParams) => {
  const search = query?.toString();
  return search ? `${path}?${search}` : path;
};

/**
 * A DELETE's `?version=N`: the version of the item the admin saw, so the API refuses to
 * delete what someone else changed since (docs/decisions/051); no query when none was read.
 */
export const versionQuery = (version?: number): URLSearchParams | undefined =>
  version === undefined ? undefined : new URLSearchParams({ version: String(version) });

/** Calls the named route, e.g. `callApi('country-update', { parameters: { id }, body: { name } })`. */
export function callApi<Name extends RouteName>(
  name: Name,
  ...[options]: CallArguments<Name>
): Promise<ResponseOf<Name>> {
  const { parameters, query, ...request } = options ?? {};
  const { method, path } = routeRequest(name, (parameters ?? {}) as PathParameters<Name>);
  return apiRequest(withQuery(path, query), { ...request, method });
}

/** Where the named route is, with its query: for the one caller that needs the raw Response (a header). */
export function routeUrl<Name extends RouteName>(
  name: Name,
  parameters: PathParameters<Name>,
  query?: URLSearchParams,
): string {
  return withQuery(routeRequest(name, parameters).path, query);
}

async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  if (method !== 'GET') {
    const token = readCookie(csrfCookie);
    if (token) headers[csrfHeader] = token;
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.cache && { cache: options.cache }),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server. Please check your connection.');
  }
  const text = await response.text();
  const data = text ? safeJson(text) : undefined;
  if (!response.ok) throw refusal(response, data);
  return data as T;
}

/** The error of an answer that is not ok: the API's own message when its body has one. */
export function refusal(response: Response, body: unknown): ApiError {
  const message =
    body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
      ? body.message
      : `Request failed (${response.status}).`;
  return new ApiError(response.status, message);
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
