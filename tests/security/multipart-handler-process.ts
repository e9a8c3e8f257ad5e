/**
 * The child process of multipart-forms.test.ts: the real blog handlers (functions/blog-create.ts,
 * functions/blog-update.ts), as their Lambda would run them, answering one form per IPC
 * message. It sets no handler of its own for uncaught errors or rejections: an error that
 * escapes a handler ends this process, as it ends a Lambda container, and the test sees it.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { originVerifyHeader } from '../../shared/origin-header.ts';

export interface FormRequest {
  id: number;
  route: 'create' | 'update';
  contentType: string;
  bodyBase64: string;
}
export interface FormAnswer {
  id: number;
  status: number;
  body: string;
}

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;
const handlers: Record<FormRequest['route'], Handler> = {
  create: (await import('../../functions/blog-create.ts')).handler as unknown as Handler,
  update: (await import('../../functions/blog-update.ts')).handler as unknown as Handler,
};

const originSecret = process.env.TEST_ORIGIN_SECRET ?? '';

/**
 * The post an update names: an id that can name no item. A form PUT keeps what it leaves out
 * (ADR 037), so a form without its date is valid and reads the stored post: with no table
 * here that would be a 503; this id answers 404 without a read, after the whole form was parsed.
 */
const updatedId = 'no-such-post!';

function eventFor(request: FormRequest): APIGatewayProxyEventV2 {
  const method = request.route === 'create' ? 'POST' : 'PUT';
  const path = request.route === 'create' ? '/api/blogs' : `/api/blogs/blogs/${updatedId}`;
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: '',
    headers: { 'content-type': request.contentType, [originVerifyHeader]: originSecret },
    pathParameters: request.route === 'update' ? { id: updatedId } : undefined,
    body: request.bodyBase64,
    isBase64Encoded: true,
    requestContext: {
      http: { method, path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'fuzz' },
      // What the authorizer hands an admin route for a live session with a valid CSRF header.
      authorizer: { lambda: { email: 'admin@pawcraft.test', sessionId: 'A'.repeat(43), csrf: 'valid' } },
    },
  } as unknown as APIGatewayProxyEventV2;
}

process.on('message', async (request: FormRequest) => {
  const result = await handlers[request.route](eventFor(request), {} as Context);
  process.send?.({ id: request.id, status: result.statusCode ?? 0, body: String(result.body ?? '') });
});
process.send?.('ready');
