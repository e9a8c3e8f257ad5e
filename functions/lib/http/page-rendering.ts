import { randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { firstLoadHtml } from '../../../shared/first-load-html.ts';
import { isStateChanging } from '../../../shared/routes.ts';
import {
  contentSecurityPolicy,
  cspHeaderName,
  cspNonceRequestHeader,
} from '../../../shared/security-headers.ts';
import { siteOrigin } from '../content/sitemap.ts';
import { readConfig } from '../runtime/config.ts';
import { logger } from '../runtime/logger.ts';
import { isFromOurCloudFront, originVerifyHeader } from './origin-verification.ts';

/**
 * The page renderer: React Router's request handler for the server build, behind a Lambda
 * Function URL (docs/decisions/021) and, for the page the contact forms post to, behind the
 * HTTP API (docs/decisions/046): both send payload 2.0 events, read alike here. CloudFront asks
 * it for every path that is not a file in the site bucket.
 *
 * The adapter is ours because React Router's own (@react-router/architect) imports
 * @architect/functions and the AWS SDK v2 at module load; what it does is small: the event's
 * parts into a Fetch Request, the Response back into a result.
 */
export type PageRenderer = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/** Response types sent as text; anything else (an image route, a font) goes base64-encoded. */
const textType = /^(text\/|application\/(json|javascript|xml|ld\+json)|image\/svg\+xml)/i;

/** The line the render-failure alarm counts (infra/alarms.ts), for every 5xx page. */
export const renderFailedMessage = 'page render failed';

/**
 * `stylesheets` (the client build's CSS by URL) go inline into every page and public pages
 * fetch their modules after `load` (shared/first-load-html.ts).
 */
export function createPageRenderer(build: ServerBuild, stylesheets: Record<string, string>): PageRenderer {
  const handleRequest = createRequestHandler(build, 'production');
  const css = new Map(Object.entries(stylesheets));
  return async (event) => {
    let request: Request;
    try {
      request = requestFromEvent(event);
    } catch {
      // No host to build the URL from: nothing CloudFront would send.
      return {
        statusCode: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
        body: 'Bad Request',
      };
    }
    // A nonce of this response alone (docs/decisions/043): React Router and React write it on
    // every script of theirs (web/app/entry.server.tsx), and the CSP allows nothing else inline.
    const nonce = randomBytes(16).toString('base64');
    request.headers.set(cspNonceRequestHeader, nonce);
    const response = await handleRequest(request);
    // A loader's data store down (503) or a bug (500): the route's error boundary answered,
    // and CloudFront serves the last good copy instead while it has one (stale-if-error).
    if (response.status >= 500) {
      logger.error(renderFailedMessage, { path: pagePath(event), status: response.status });
    }
    const result = await resultFromResponse(response);
    if (String(result.headers?.['content-type']).startsWith('text/html') && result.body) {
      result.body = firstLoadHtml(result.body, pagePath(event), css, { nonce });
      // CloudFront keeps the origin's CSP, the nonce of this response (docs/decisions/043).
      result.headers = { ...result.headers, [cspHeaderName]: pageContentSecurityPolicy(nonce) };
    }
    return result;
  };
}

/** API Gateway's own answer to a request it refuses, as every API function gives it (http-handler.ts). */
const forbidden = {
  statusCode: 403,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ message: 'Forbidden' }),
};

/**
 * The renderer behind the HTTP API, for the page the contact forms post to
 * (docs/decisions/046). The execute-api URL is public: like every API function
 * (docs/decisions/028) it renders only a request that carries CloudFront's origin secret, so
 * the visitor's address and host in the headers are CloudFront's. The secret goes no further
 * than this check: the page and its action never see it.
 */
export function renderingOnlyForOurCloudFront(render: PageRenderer): PageRenderer {
  return async (event) => {
    if (!(await isFromOurCloudFront(event.headers))) return forbidden;
    const { [originVerifyHeader]: _secret, ...headers } = event.headers;
    return render({ ...event, headers });
  };
}

/** The site's CSP (shared/security-headers.ts) allowing the scripts that carry this response's nonce. */
export function pageContentSecurityPolicy(nonce: string): string {
  const { s3Endpoint, uploadsBucket, region } = readConfig();
  // The origin the dashboard POSTs images to: s3rver locally, else the bucket's regional endpoint.
  const uploadEndpoint = s3Endpoint
    ? new URL(s3Endpoint).origin
    : `https://${uploadsBucket}.s3.${region}.amazonaws.com`;
  return contentSecurityPolicy({ scriptNonce: nonce, uploadEndpoint });
}

/**
 * The page a request is for. CloudFront's viewer function sends `/` to the origins as
 * `/index.html` (infra/spa-rewrite.js: the site bucket would answer `/` with its listing);
 * home is rendered from the table (docs/decisions/049), so the bucket has no such file and
 * its 404 brings that path here: it is the home page.
 */
const pagePath = (event: APIGatewayProxyEventV2): string =>
  event.rawPath === '/index.html' ? '/' : event.rawPath;

/** The visitor's URL: CloudFront passes the site's host in x-forwarded-host (the Function URL's own host is in Host). */
export function requestFromEvent(event: APIGatewayProxyEventV2): Request {
  const query = event.rawQueryString ? `?${event.rawQueryString}` : '';
  const url = new URL(`${pagePath(event)}${query}`, siteOrigin(event.headers));
  const headers = new Headers();
  for (const [name, value] of Object.entries(event.headers)) {
    if (value !== undefined) headers.set(name, value);
  }
  if (event.cookies?.length) headers.set('cookie', event.cookies.join('; '));
  const method = event.requestContext.http.method;
  // A Request refuses a body on GET and HEAD: only a state-changing method (a form's POST) has one.
  const hasBody = isStateChanging(method) && event.body !== undefined;
  return new Request(url, {
    method,
    headers,
    body: hasBody ? Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8') : undefined,
  });
}

export async function resultFromResponse(response: Response): Promise<APIGatewayProxyStructuredResultV2> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value;
  });
  const cookies = response.headers.getSetCookie();
  const isText = textType.test(response.headers.get('content-type') ?? 'text/plain');
  const body = isText ? await response.text() : Buffer.from(await response.arrayBuffer()).toString('base64');
  return {
    statusCode: response.status,
    headers,
    ...(cookies.length > 0 && { cookies }),
    body,
    isBase64Encoded: !isText,
  };
}
