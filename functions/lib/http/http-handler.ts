import middy, { type MiddlewareObj } from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { type GenericSchema, type InferOutput, safeParse } from 'valibot';
import type { ErrorBody } from '../../../shared/api-types.ts';
import { publicContentCacheControl } from '../../../shared/http-caching.ts';
import { maxMultipartFormBytes, multipartFormTooLargeMessage } from '../../../shared/multipart-form-limit.ts';
import { type Access, isStateChanging } from '../../../shared/routes.ts';
import { firstIssue } from '../../../shared/validation.ts';
import type { AuthorizerContext, SessionIdentity } from '../auth/sessions.ts';
import { loggablePath, logger } from '../runtime/logger.ts';
import { busyMessage, errorResponse, tooLargeMessage } from './error-response.ts';
import { HttpError } from './http-error.ts';
import { MultipartForm, parseMultipartForm, type UploadedFile } from './multipart-form.ts';
import { isFromOurCloudFront } from './origin-verification.ts';
import { visitorAddress } from './visitor-address.ts';

/**
 * The one middy stack every API handler runs in, so a handler is only its call into
 * functions/lib. In order: the request log's start; header names to lower case; the origin
 * header that proves the request came through our CloudFront (403 without it,
 * origin-verification.ts); for admin routes the identity from the authorizer and the CSRF
 * header on state-changing methods (401, 403, 503); the body size limit (413); on routes with
 * a schema, middy's JSON body parser (415, 422), or on the form routes the multipart parser for
 * a form; validation with the shared valibot schema (400 with the first issue's message); then
 * the handler; then a JSON response. Any error becomes `{ message }` with its status
 * (error-response.ts); a busy database is 503; the rest is a logged 500.
 */
type Event = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Partial<Extract<AuthorizerContext, SessionIdentity>> & { unavailable?: string } };
  };
};
export type Result = APIGatewayProxyStructuredResultV2;
/** The Lambda context, with the admin the checks let in (middy's way to hand a middleware's finding to the handler). */
type HandlerContext = Context & { admin?: SessionIdentity };

/** JSON bodies are at most 1 MB; a multipart blog form, with its image, what Lambda can take (shared/multipart-form-limit.ts). */
export const maxJsonBodyBytes = 1024 * 1024;

export interface HandlerOptions<Schema> {
  /** Validates the parsed body; the handler gets the schema's output as `input`. */
  schema?: Schema;
  /** Also accept multipart/form-data (the spec's blog form, read by ./multipart-form.ts). */
  acceptsForm?: boolean;
  /** Status of a successful answer (201 for creates). */
  status?: number;
  /**
   * A smaller limit than `maxJsonBodyBytes` for a route whose body is always tiny (the visit beacon).
   * @default maxJsonBodyBytes
   */
  maxBodyBytes?: number;
}

export interface ApiRequest<Input> {
  input: Input;
  pathParameters: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** The client's address as API Gateway saw it: behind CloudFront, CloudFront's own. */
  sourceIp: string;
  /** The visitor's address that per-address limits count (visitor-address.ts); none without CloudFront's header. */
  visitorAddress?: string;
  /** The request's cookies, one `name=value` each (payload 2.0 moves them out of the headers). */
  cookies: readonly string[];
  /** Files of a multipart body, by field name. */
  files: Record<string, UploadedFile>;
  /** The body came as a multipart form (which leaves out what it does not change, unlike JSON). */
  isForm: boolean;
}
export type { UploadedFile };
export interface AdminRequest<Input> extends ApiRequest<Input> {
  admin: SessionIdentity;
}
/** A handler's answer when it is more than a JSON body: another status, headers, cookies or type. */
export class HttpResponse {
  constructor(
    readonly body: unknown,
    readonly init: {
      status?: number;
      headers?: Record<string, string>;
      cookies?: string[];
      contentType?: string;
    } = {},
  ) {}
}

type AnySchema = GenericSchema;
type InputOf<Schema> = Schema extends AnySchema ? InferOutput<Schema> : undefined;
type Middleware = MiddlewareObj<Event, Result, Error, HandlerContext, { startedAt: number }>;

/** Every route: nothing but CloudFront may call the API (docs/decisions/028); API Gateway's own 403 text. */
async function checkOrigin(headers: Record<string, string>): Promise<void> {
  if (!(await isFromOurCloudFront(headers))) throw new HttpError(403, 'Forbidden');
}

/** Admin routes: who the authorizer let in, and its CSRF verdict on anything but GET. */
function sessionOf(event: Event): SessionIdentity {
  const identity = event.requestContext?.authorizer?.lambda;
  // The authorizer could not reach the table (see functions/authorizer.ts): busy, not logged out.
  if (identity?.unavailable) throw new HttpError(503, busyMessage);
  if (!identity?.email || !identity.sessionId) throw new HttpError(401, 'Unauthorized');
  if (isStateChanging(event.requestContext.http.method) && identity.csrf !== 'valid')
    throw new HttpError(403, 'The security token is missing or wrong. Please reload the page and try again.');
  return { email: identity.email, sessionId: identity.sessionId };
}

const isMultipart = (headers: Record<string, string>) =>
  /^multipart\/form-data/i.test(headers['content-type'] ?? '');

/**
 * JSON bodies at most 1 MB; a multipart form, on the routes that take one, at most the form
 * limit, refused with its own message (CloudFront refuses larger forms by their Content-Length
 * already; this is for one sent without it). Counted from the encoded body, before anything
 * decodes or parses it.
 */
function checkBodySize(event: Event, acceptsForm: boolean, maxBodyBytes = maxJsonBodyBytes) {
  if (!event.body) return;
  const form = acceptsForm && isMultipart(event.headers as Record<string, string>);
  const bytes = event.isBase64Encoded
    ? Math.floor((event.body.length * 3) / 4)
    : Buffer.byteLength(event.body, 'utf8');
  if (bytes > (form ? maxMultipartFormBytes : maxBodyBytes))
    throw new HttpError(413, form ? multipartFormTooLargeMessage : tooLargeMessage);
}

/**
 * What runs before any body is read, in this order: header names to lower case (middy's
 * parsers read `content-type`), the origin (403), on admin routes the identity and the CSRF
 * verdict (401, 403, 503), the body size (413).
 */
function requestChecks(access: Access, acceptsForm: boolean, maxBodyBytes?: number): Middleware {
  return {
    before: async (request) => {
      const { event } = request;
      event.headers = Object.fromEntries(
        Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value ?? '']),
      );
      await checkOrigin(event.headers as Record<string, string>);
      request.context.admin = access === 'admin' ? sessionOf(event) : undefined;
      checkBodySize(event, acceptsForm, maxBodyBytes);
    },
  };
}

/** middy's JSON body parser: 415 for another content type, 422 for bad JSON (error-response.ts words them). */
const jsonBody = httpJsonBodyParser<Event>() as Middleware;
/**
 * The same parser on the form routes, after the form parser: it passes over a body that is not
 * JSON, a form already parsed or any other type, which stays text and validation refuses (400,
 * "must be a JSON object") where the other routes answer 415.
 */
const jsonBodyBesideForms = httpJsonBodyParser<Event>({ disableContentTypeError: true }) as Middleware;

/** The form routes' multipart parser, before the JSON parser: a form becomes a `MultipartForm` body. */
const formBody: Middleware = {
  before: async (request) => {
    const { event } = request;
    if (!isMultipart(event.headers as Record<string, string>)) return;
    const bytes = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    // middy's parsers leave the parsed body in the event; so does this one.
    (event as { body: unknown }).body = await parseMultipartForm(bytes, event.headers['content-type'] ?? '');
  },
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates a body (the route's schema, or one its handler chooses by the path, as a site
 * settings part's): 400 with the first problem. A field the client left out is set to `undefined` first, so the
 * answer is that field's own message ('Please enter a title.') rather than valibot's
 * generic "Invalid key" for a missing object key.
 */
export function validatedBody<Schema extends AnySchema>(schema: Schema, body: unknown): InferOutput<Schema> {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (entries && !isPlainObject(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  const complete = entries
    ? { ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...(body as object) }
    : body;
  const result = safeParse(schema, complete);
  if (!result.success) throw new HttpError(400, firstIssue(result.issues));
  return result.output;
}

/** The request a handler gets, from the event the middlewares checked and parsed: the body validated (400). */
function apiRequestOf<Schema>(
  event: Event,
  context: HandlerContext,
  schema: Schema | undefined,
): ApiRequest<InputOf<Schema>> & { admin?: SessionIdentity } {
  const body: unknown = event.body;
  const form = body instanceof MultipartForm ? body : undefined;
  const headers = event.headers as Record<string, string>;
  return {
    input: (schema
      ? validatedBody(schema as unknown as AnySchema, form ? form.fields : body)
      : undefined) as InputOf<Schema>,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    query: (event.queryStringParameters ?? {}) as Record<string, string>,
    headers,
    sourceIp: event.requestContext?.http?.sourceIp ?? '',
    visitorAddress: visitorAddress(headers),
    cookies: event.cookies ?? [],
    files: form?.files ?? {},
    isForm: Boolean(form),
    ...(context.admin && { admin: context.admin }),
  };
}

function toResult(value: unknown, access: Access, method: string, defaultStatus: number): Result {
  const response = value instanceof HttpResponse ? value : new HttpResponse(value, { status: defaultStatus });
  const { status = 200, headers = {}, cookies, contentType } = response.init;
  const isJson = contentType === undefined;
  return {
    statusCode: status,
    headers: {
      'content-type': contentType ?? 'application/json; charset=utf-8',
      // Admin data, errors and anything a write returns must never sit in a cache; public
      // reads are public content (shared/http-caching.ts: CloudFront keeps them briefly).
      'cache-control':
        access === 'public' && method === 'GET' && status < 400 ? publicContentCacheControl : 'no-store',
      'x-content-type-options': 'nosniff',
      ...headers,
    },
    ...(cookies ? { cookies } : {}),
    body: isJson ? JSON.stringify(response.body ?? null) : String(response.body),
  };
}

function responses(access: Access, defaultStatus: number): Middleware {
  const log = (request: { event: Event; internal: { startedAt: number } }, status: number) =>
    logger.info('request', {
      method: request.event.requestContext?.http?.method,
      path: loggablePath(request.event.rawPath),
      status,
      ms: Date.now() - request.internal.startedAt,
    });
  return {
    // middy's own per-request storage (`request.internal`) holds when the request began.
    before: (request) => {
      request.internal.startedAt = Date.now();
    },
    after: (request) => {
      request.response = toResult(
        request.response,
        access,
        request.event.requestContext?.http?.method ?? 'GET',
        defaultStatus,
      );
      log(request, request.response.statusCode ?? 200);
    },
    onError: (request) => {
      const { status, message } = errorResponse(request.error);
      if (status >= 500) logger.error('request failed', { error: request.error as Error, status });
      const body: ErrorBody = { message };
      request.response = toResult(new HttpResponse(body, { status }), access, 'POST', status);
      log(request, status);
    },
  };
}

/** The one middy stack: the request log, the checks, the body parser, then the handler with JSON answers and errors as `{ message }`. */
function createHandler<Schema>(
  access: Access,
  options: HandlerOptions<Schema>,
  run: (request: ApiRequest<InputOf<Schema>> & { admin?: SessionIdentity }) => Promise<unknown>,
) {
  // Only the routes with a schema read their body; a form only the routes that take one.
  const acceptsForm = Boolean(options.schema && options.acceptsForm);
  const stack = middy<Event, Result, Error, HandlerContext, { startedAt: number }>({
    timeoutEarlyInMillis: 0,
  })
    .use(responses(access, options.status ?? 200))
    .use(requestChecks(access, acceptsForm, options.maxBodyBytes));
  if (acceptsForm) stack.use(formBody).use(jsonBodyBesideForms);
  else if (options.schema) stack.use(jsonBody);
  return stack.handler(
    async (event, context) => (await run(apiRequestOf(event, context, options.schema))) as Result,
  );
}

export function publicHandler<Schema = undefined>(
  options: HandlerOptions<Schema>,
  run: (request: ApiRequest<InputOf<Schema>>) => Promise<unknown>,
) {
  return createHandler('public', options, run);
}

export function adminHandler<Schema = undefined>(
  options: HandlerOptions<Schema>,
  run: (request: AdminRequest<InputOf<Schema>>) => Promise<unknown>,
) {
  // The checks refuse an admin route without an identity (401), so `admin` is there.
  return createHandler('admin', options, (request) => run(request as AdminRequest<InputOf<Schema>>));
}
