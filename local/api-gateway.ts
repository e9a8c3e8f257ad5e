import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { runInNewContext } from 'node:vm';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyResultV2,
  APIGatewayRequestAuthorizerEventV2,
  APIGatewaySimpleAuthorizerWithContextResult,
} from 'aws-lambda';
import { originVerifyHeader, parseOriginSecrets } from '../functions/lib/http/origin-verification.ts';
import { readConfig } from '../functions/lib/runtime/config.ts';
import { apiViewerHeadersFunctionCode } from '../infra/cloudfront-function-code.ts';
import { authorizerHandler, matchRoute } from '../shared/routes.ts';
import { viewerCountryHeader } from '../shared/visit-source.ts';
import {
  lambdaPayloadBytes,
  maxLambdaEventBytes,
  maxLambdaResponseBytes,
  RequestBodyTooLargeError,
  readBodyWithLimit,
} from './request-body.ts';
import { sendJson } from './responses.ts';

type Handler = (event: unknown, context: unknown) => Promise<unknown>;
type AuthorizerResult = APIGatewaySimpleAuthorizerWithContextResult<Record<string, unknown>>;

/** API Gateway's own answers, word for word, so local clients see what deployed ones see. */
const gatewayMessages = {
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not Found',
  internalError: 'Internal Server Error',
  tooLarge: 'Request Entity Too Large',
  badRequest: 'Bad Request',
} as const;

/** Content types API Gateway passes as text; every other body reaches the Lambda base64-encoded. */
const textContentType =
  /^(text\/|application\/(json|xml|javascript|x-www-form-urlencoded)|[^;]*\+json|[^;]*\+xml)/i;

/**
 * What CloudFront does to every API request before it reaches API Gateway (ADR 020, 028),
 * done here because locally the browser reaches the gateway directly: the API behaviours'
 * function (infra/api-viewer-headers.js) sets `x-viewer-address` to the visitor's address
 * and `x-forwarded-host` to the Host asked for, and the origin request policy adds
 * `CloudFront-Viewer-Country` (here `LOCAL_VIEWER_COUNTRY`, default `IN`), each replacing
 * whatever the visitor sent; the origin adds the secret header from the local stack's file (ORIGIN_SECRET_FILE). So a
 * visitor's forged headers change nothing here either. Without a configured secret no
 * header is added, and the handlers refuse every request (403).
 */
export async function addCloudFrontHeaders(
  request: IncomingMessage,
  headers: Record<string, string | undefined>,
): Promise<void> {
  headers['x-viewer-address'] = request.socket.remoteAddress ?? '';
  // CloudFront's country of the visitor (docs/decisions/068): locally a stand-in, in place of
  // any a client sent, as CloudFront sets its own.
  headers[viewerCountryHeader] = localViewerCountry();
  if (headers.host) headers['x-forwarded-host'] = headers.host;
  else delete headers['x-forwarded-host'];
  const { originSecretFile } = readConfig();
  const secret = originSecretFile && parseOriginSecrets(await readFile(originSecretFile, 'utf8'));
  if (secret) headers[originVerifyHeader] = secret.current;
  else delete headers[originVerifyHeader];
}

/** The local stand-in for CloudFront's country of every visitor: `LOCAL_VIEWER_COUNTRY`, else India. */
export const localViewerCountry = () => process.env.LOCAL_VIEWER_COUNTRY || 'IN';

interface EdgeAnswer {
  statusCode: number;
  headers?: Record<string, { value: string }>;
  body?: { data: string };
}
/**
 * The API behaviours' CloudFront Function itself, run as CloudFront runs it (no Node globals):
 * a request it answers (a multipart form too large for Lambda, issue 38) never reaches API
 * Gateway in AWS, so it does not reach the local one either.
 */
const cloudFrontViewerRequest = runInNewContext(
  `${apiViewerHeadersFunctionCode()}\nhandler;`,
  {},
) as (event: {
  request: { method: string; uri: string; headers: Record<string, { value: string }> };
  viewer: { ip: string };
}) => EdgeAnswer | object;

/** What CloudFront's function answers itself for this request, if anything (its headers are `addCloudFrontHeaders`'). */
function cloudFrontAnswer(request: IncomingMessage, url: URL): EdgeAnswer | undefined {
  const headers: Record<string, { value: string }> = {};
  for (const [name, value] of Object.entries(request.headers))
    if (value !== undefined) headers[name] = { value: Array.isArray(value) ? value.join(',') : value };
  const result = cloudFrontViewerRequest({
    request: { method: request.method ?? 'GET', uri: url.pathname, headers },
    viewer: { ip: request.socket.remoteAddress ?? '' },
  });
  return 'statusCode' in result ? result : undefined;
}

/**
 * A local stand-in for API Gateway HTTP API (with CloudFront's part in front of it:
 * `addCloudFrontHeaders`): matches the route table, builds payload 2.0
 * events, runs the Lambda authorizer in front of admin routes with the gateway's 401/403
 * behaviour, calls the very handler modules that are deployed and writes their results.
 */
export function createApiGateway(functionsDirectory: string) {
  const modules = new Map<string, Promise<Handler>>();
  const loadHandler = (name: string): Promise<Handler> => {
    let loaded = modules.get(name);
    if (!loaded) {
      const file = pathToFileURL(join(functionsDirectory, `${name}.ts`)).href;
      loaded = import(file).then((module: { handler: Handler }) => module.handler);
      modules.set(name, loaded);
    }
    return loaded;
  };

  return async function handleApiRequest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const method = request.method ?? 'GET';
    const url = new URL(request.url ?? '/', 'http://localhost');
    let matched: ReturnType<typeof matchRoute>;
    try {
      matched = matchRoute(method, url.pathname);
    } catch {
      // decodeURIComponent of a malformed path parameter
      return sendJson(response, 400, { message: gatewayMessages.badRequest });
    }
    if (!matched) return sendJson(response, 404, { message: gatewayMessages.notFound });

    const edgeAnswer = cloudFrontAnswer(request, url);
    if (edgeAnswer) {
      // As for the gateway's own 413 (readGatewayBody): the body is drained unread, not
      // destroyed, so the answer reaches the client, and the connection is not kept.
      request.resume();
      response.setHeader('connection', 'close');
      for (const [name, { value }] of Object.entries(edgeAnswer.headers ?? {}))
        response.setHeader(name, value);
      response.writeHead(edgeAnswer.statusCode);
      response.end(edgeAnswer.body?.data ?? '');
      return;
    }

    const body = await readGatewayBody(request, response);
    if (!body) return;

    const event = buildEvent(
      request,
      url,
      `${matched.route.method} ${matched.route.path}`,
      matched.pathParameters,
      body,
    );
    await addCloudFrontHeaders(request, event.headers);
    if (answeredEventTooLarge(response, event)) return;
    try {
      if (matched.route.access === 'admin') {
        const cookieHeader = request.headers.cookie;
        // The authorizer's identity source is the Cookie header: without it the gateway answers itself.
        if (!cookieHeader) return sendJson(response, 401, { message: gatewayMessages.unauthorized });
        const authorize = await loadHandler(authorizerHandler);
        const verdict = (await authorize(buildAuthorizerEvent(event, cookieHeader), lambdaContext(event))) as
          | AuthorizerResult
          | undefined;
        if (!verdict?.isAuthorized) return sendJson(response, 403, { message: gatewayMessages.forbidden });
        event.requestContext = {
          ...event.requestContext,
          authorizer: { lambda: verdict.context ?? {} },
        } as APIGatewayProxyEventV2['requestContext'];
      }
      const handle = await loadHandler(matched.route.handler);
      const result = (await handle(event, lambdaContext(event))) as APIGatewayProxyResultV2;
      if (answeredResultTooLarge(response, event, result)) return;
      writeResult(response, result);
    } catch (error) {
      console.error(`${method} ${url.pathname}: the Lambda threw`, error);
      if (!response.headersSent) sendJson(response, 500, { message: gatewayMessages.internalError });
    }
  };
}

/** A payload 2.0 event (API Gateway HTTP API's, and a Lambda Function URL's with routeKey `$default`). */
export function buildEvent(
  request: IncomingMessage,
  url: URL,
  routeKey: string,
  pathParameters: Record<string, string>,
  body: Buffer,
): APIGatewayProxyEventV2 {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    // Payload 2.0 moves cookies out of the headers into `cookies`; repeated headers are comma-joined.
    if (name === 'cookie' || value === undefined) continue;
    headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = (request.headers.cookie ?? '')
    .split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  const queryStringParameters: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    queryStringParameters[name] =
      name in queryStringParameters ? `${queryStringParameters[name]},${value}` : value;
  }
  const isText = textContentType.test(headers['content-type'] ?? '');
  const now = new Date();
  const method = request.method ?? 'GET';
  return {
    version: '2.0',
    routeKey,
    rawPath: url.pathname,
    rawQueryString: url.search.slice(1),
    ...(cookies.length > 0 && { cookies }),
    headers,
    ...(url.search && { queryStringParameters }),
    ...(Object.keys(pathParameters).length > 0 && { pathParameters }),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path: url.pathname,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.socket.remoteAddress ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(body.length > 0 && {
      body: isText ? body.toString('utf8') : body.toString('base64'),
    }),
    isBase64Encoded: body.length > 0 && !isText,
  };
}

function buildAuthorizerEvent(
  event: APIGatewayProxyEventV2,
  cookieHeader: string,
): APIGatewayRequestAuthorizerEventV2 {
  const { method, path } = event.requestContext.http;
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: `arn:aws:execute-api:local:000000000000:local/$default/${method}${path}`,
    identitySource: [cookieHeader],
    routeKey: event.routeKey,
    rawPath: event.rawPath,
    rawQueryString: event.rawQueryString,
    cookies: event.cookies ?? [],
    headers: { ...event.headers, cookie: cookieHeader },
    queryStringParameters: event.queryStringParameters ?? {},
    requestContext: event.requestContext,
    pathParameters: event.pathParameters ?? {},
    stageVariables: {},
  };
}

/** The few Lambda context fields handlers (and Powertools' logger) read. */
export function lambdaContext(event: APIGatewayProxyEventV2) {
  return {
    awsRequestId: event.requestContext.requestId,
    functionName: 'local',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:local',
    memoryLimitInMB: '1024',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => 30_000,
  };
}

/**
 * The body as API Gateway takes it, at most `maxRequestBodyBytes`; a larger one gets the
 * gateway's 413 here (the connection closed, as the rest is not read) and `undefined`.
 */
export async function readGatewayBody(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<Buffer | undefined> {
  try {
    return await readBodyWithLimit(request);
  } catch (error) {
    if (!(error instanceof RequestBodyTooLargeError)) throw error;
    response.setHeader('connection', 'close');
    sendJson(response, 413, { message: gatewayMessages.tooLarge });
    return undefined;
  }
}

/**
 * Lambda refuses an event over `maxLambdaEventBytes`, and API Gateway answers 413 (a 5 MB
 * image sent inside a multipart form is about 7 MB once base64-encoded: such forms fail in
 * AWS too). True when it answered so, and the handler must not run.
 */
export function answeredEventTooLarge(response: ServerResponse, event: APIGatewayProxyEventV2): boolean {
  if (lambdaPayloadBytes(event) <= maxLambdaEventBytes) return false;
  sendJson(response, 413, { message: gatewayMessages.tooLarge });
  return true;
}

/**
 * Lambda refuses to return a result over `maxLambdaResponseBytes`, and the caller answers as
 * for any failed integration (502); logged, since only the Lambda's size says why. True when
 * it answered so, and the result must not be written.
 */
export function answeredResultTooLarge(
  response: ServerResponse,
  event: APIGatewayProxyEventV2,
  result: unknown,
): boolean {
  const bytes = lambdaPayloadBytes(result);
  if (bytes <= maxLambdaResponseBytes) return false;
  console.error(
    `${event.requestContext.http.method} ${event.rawPath}: the Lambda's response is ${bytes} bytes, over Lambda's limit of ${maxLambdaResponseBytes}`,
  );
  sendJson(response, 502, { message: gatewayMessages.internalError });
  return true;
}

/** Writes a Lambda result the way API Gateway does, including its payload 2.0 defaults for bare values. */
export function writeResult(response: ServerResponse, result: APIGatewayProxyResultV2): void {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(typeof result === 'string' ? result : JSON.stringify(result));
    return;
  }
  for (const [name, value] of Object.entries(result.headers ?? {})) response.setHeader(name, String(value));
  if (result.cookies?.length) response.setHeader('set-cookie', result.cookies);
  response.statusCode = result.statusCode ?? 200;
  const body = result.body ?? '';
  response.end(result.isBase64Encoded ? Buffer.from(body, 'base64') : body);
}
