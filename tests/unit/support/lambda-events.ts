import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { csrfVerdict } from './csrf.ts';
import { unitOriginHeaders } from './origin-secret.ts';

/**
 * API Gateway HTTP API (payload 2.0) events as the gateway and the local stack build them,
 * and a way to call a middy handler with one.
 */
export interface EventOptions {
  method?: string;
  path?: string;
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  pathParameters?: Record<string, string>;
  query?: Record<string, string>;
  /** The identity an authorizer approved (admin routes); its CSRF verdict is worked out from the headers. */
  admin?: { email: string; sessionId: string };
  isBase64Encoded?: boolean;
}

/** What the authorizer would hand the handler for this identity and these headers. */
const authorizerContext = (admin: NonNullable<EventOptions['admin']>, headers: Record<string, string>) =>
  'sessionId' in admin ? { ...admin, csrf: csrfVerdict(admin.sessionId, headers) } : admin;

export function apiEvent(options: EventOptions = {}): APIGatewayProxyEventV2 {
  const method = options.method ?? 'GET';
  const path = options.path ?? '/';
  const hasJson = options.body !== undefined;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: new URLSearchParams(options.query ?? {}).toString(),
    headers: {
      host: 'localhost:3000',
      // As CloudFront sends every request (ADR 028); a test that leaves it out overrides it with ''.
      ...unitOriginHeaders,
      ...(hasJson ? { 'Content-Type': 'application/json' } : {}),
      ...options.headers,
    },
    queryStringParameters: options.query,
    pathParameters: options.pathParameters,
    body: options.rawBody ?? (hasJson ? JSON.stringify(options.body) : undefined),
    isBase64Encoded: options.isBase64Encoded ?? false,
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: 'test',
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date().toISOString(),
      timeEpoch: Date.now(),
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      ...(options.admin
        ? { authorizer: { lambda: authorizerContext(options.admin, options.headers ?? {}) } }
        : {}),
    },
  } as APIGatewayProxyEventV2;
}

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CallResult {
  status: number;
  headers: Record<string, string | number | boolean>;
  cookies: string[];
  body: unknown;
  text: string;
}

export async function call(handler: unknown, options: EventOptions = {}): Promise<CallResult> {
  const result = await (handler as Handler)(apiEvent(options), {} as Context);
  const text = result.body ?? '';
  const isJson = String(result.headers?.['content-type'] ?? '').startsWith('application/json');
  return {
    status: result.statusCode ?? 200,
    headers: result.headers ?? {},
    cookies: result.cookies ?? [],
    body: isJson && text ? JSON.parse(text) : undefined,
    text,
  };
}

/** A GET of a page as CloudFront sends it to the page renderer's Function URL (the visitor's host forwarded). */
export function pageRendererEvent(
  path: string,
  query = '',
  headers: Record<string, string> = {},
): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: '$default',
    rawPath: path,
    rawQueryString: query,
    headers: { host: 'renderer.example', 'x-forwarded-host': 'www.example.com', ...headers },
    requestContext: { http: { method: 'GET', path, sourceIp: '192.0.2.1' } },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
}
