import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { PageRenderer } from '../functions/lib/http/page-rendering.ts';
import {
  addCloudFrontHeaders,
  answeredEventTooLarge,
  answeredResultTooLarge,
  buildEvent,
  readGatewayBody,
  writeResult,
} from './api-gateway.ts';
import { sendJson } from './responses.ts';
import { isCompressible } from './static-site.ts';

const gzipAsync = promisify(gzip);

/**
 * A local stand-in for the page renderer's Function URL behind CloudFront: every page that is
 * not a file of the client build goes to the deployed handler (functions/page-renderer.ts),
 * as a payload 2.0 event with the visitor's host in x-forwarded-host, and its text answers
 * are gzipped for clients that take it, as CloudFront compresses them.
 */
export async function createLocalPageRenderer(repositoryRoot: string) {
  const entry = pathToFileURL(join(repositoryRoot, 'functions/page-renderer.ts')).href;
  const { handler } = (await import(entry)) as { handler: PageRenderer };
  return async function renderPage(request: IncomingMessage, response: ServerResponse): Promise<void> {
    // Pages are read, and the contact forms post to their page's action (docs/decisions/042).
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'POST') {
      response.setHeader('allow', 'GET, HEAD, POST');
      return sendJson(response, 405, { message: 'Method Not Allowed' });
    }
    const url = new URL(request.url ?? '/', 'http://localhost');
    // AWS's limits as the local gateway applies them (request-body.ts): in AWS a form's POST
    // reaches the renderer through the HTTP API (docs/decisions/046), every page through a
    // Lambda, and neither takes nor returns more than they allow (docs/decisions/054).
    const body = request.method === 'POST' ? await readGatewayBody(request, response) : Buffer.alloc(0);
    if (!body) return;
    const event = buildEvent(request, url, '$default', {}, body);
    // What CloudFront adds in front of the renderer: the visitor's host and address (the
    // contact action's per-address limit, as the API's).
    await addCloudFrontHeaders(request, event.headers);
    if (answeredEventTooLarge(response, event)) return;
    const result = await handler(event);
    if (answeredResultTooLarge(response, event, result)) return;
    const accepted = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    writeResult(response, accepted ? await gzipped(result) : result);
  };
}

async function gzipped(
  result: APIGatewayProxyStructuredResultV2,
): Promise<APIGatewayProxyStructuredResultV2> {
  const contentType = String(result.headers?.['content-type'] ?? '');
  if (result.isBase64Encoded || !result.body || !isCompressible(contentType)) return result;
  const body = await gzipAsync(Buffer.from(result.body));
  return {
    ...result,
    headers: { ...result.headers, 'content-encoding': 'gzip', vary: 'accept-encoding' },
    body: body.toString('base64'),
    isBase64Encoded: true,
  };
}
