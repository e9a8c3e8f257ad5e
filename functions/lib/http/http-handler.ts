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
import type { MultipartFormParser, UploadedFile } from './multipart-form.ts';
import { isFromOurCloudFront } from './origin-verification.ts';
import { visitorAddress } from './visitor-address.ts';

/**
 * The one middy stack every API handler runs in, so a handler is only its call into
 * functions/lib. In order: header names to lower case; the origin header that proves the
 * request came through our CloudFront (403 without it, origin-verification.ts); for admin routes the identity from
 * the authorizer and the CSRF header on state-changing methods (403); the body size limit
 * (413); JSON or multipart body parsing; validation with the shared valibot schema (400
 * with the first issue's message); then the handler; then a JSON response. Any error
 * becomes `{ message }` with its status; a busy database is 503; the rest is a logged 500.
 */
type Event = APIGatewayProxyEventV2 & {
  requestContext: APIGatewayProxyEventV2['requestContext'] & {
    authorizer?: { lambda?: Partial<Extract<AuthorizerContext, SessionIdentity>> & { unavailable?: string } };
  };
};
export type Result = APIGatewayProxyStructuredResultV2;

/** JSON bodies are at most 1 MB; a multipart blog form, with its image, what Lambda can take (shared/multipart-form-limit.ts). */
export const maxJsonBodyBytes = 1024 * 1024;

export interface HandlerOptions<Schema> {
  /** Validates the parsed body; the handler gets the schema's output as `input`. */
  schema?: Schema;
  /**
   * Also accept multipart/form-data (the spec's blog form): `parseMultipartForm` of
   * ./multipart-form.ts, passed in by the routes that take forms, so only their bundles carry busboy.
   */
  multipart?: MultipartFormParser;
  /** Status of a successful answer (201 for creates). */
  status?: number;
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
type Middleware = MiddlewareObj<Event, Result, Error, Context, { startedAt: number }>;

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
 * already; this is for one sent without it).
 */
function checkBodySize(
  event: Event,
  headers: Record<string, string>,
  multipart: MultipartFormParser | undefined,
) {
  if (!event.body) return;
  const form = Boolean(multipart) && isMultipart(headers);
  const bytes = event.isBase64Encoded
    ? Math.floor((event.body.length * 3) / 4)
    : Buffer.byteLength(event.body, 'utf8');
  if (bytes > (form ? maxMultipartFormBytes : maxJsonBodyBytes))
    throw new HttpError(413, form ? multipartFormTooLargeMessage : tooLargeMessage);
}

/** What a body holds once parsed: a form's text fields apart from its files, or the JSON value. */
interface ParsedBody {
  fields: unknown;
  files: Record<string, UploadedFile>;
  isForm: boolean;
}

const jsonParser = httpJsonBodyParser();
/**
 * Parses the body with middy's JSON parser (415 for other types, 422 for bad JSON), run on a
 * copy of the event so the event stays as it came, or, on the routes that take forms, with
 * the multipart parser (400 for a malformed form, 413 for a file too large).
 */
async function parseBody(
  event: Event,
  headers: Record<string, string>,
  multipart: MultipartFormParser | undefined,
): Promise<ParsedBody> {
  if (multipart && isMultipart(headers)) {
    const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
    const { fields, files } = await multipart(body, headers['content-type'] ?? '');
    return { fields, files, isForm: true };
  }
  const copy = { event: { ...event, headers } };
  // biome-ignore lint/suspicious/noExplicitAny: middy's parser is typed for its own request shape
  await (jsonParser.before as (request: any) => void)(copy);
  return { fields: copy.event.body, files: {}, isForm: false };
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Validates the body. A field the client left out is set to `undefined` first, so the
 * answer is that field's own message ('Please enter a title.') rather than valibot's
 * generic "Invalid key" for a missing object key.
 */
function validated<Schema extends AnySchema>(schema: Schema, body: unknown): InferOutput<Schema> {
  const entries = (schema as { entries?: Record<string, unknown> }).entries;
  if (entries && !isPlainObject(body)) throw new HttpError(400, 'The request body must be a JSON object.');
  const complete = entries
    ? { ...Object.fromEntries(Object.keys(entries).map((key) => [key, undefined])), ...(body as object) }
    : body;
  const result = safeParse(schema, complete);
  if (!result.success) throw new HttpError(400, firstIssue(result.issues));
  return result.output;
}

/**
 * The request a handler gets, built in one place and in this order: header names to lower
 * case; the origin header (403 without it); on admin routes the identity from the
 * authorizer and the CSRF verdict (401, 403, 503); the body size (413); the body parsed
 * (415, 422, 400) and validated with the route's schema (400). The event is read, never changed.
 */
export async function readRequest<Schema>(
  event: Event,
  access: Access,
  options: HandlerOptions<Schema>,
): Promise<ApiRequest<InputOf<Schema>> & { admin?: SessionIdentity }> {
  const headers = Object.fromEntries(
    Object.entries(event.headers ?? {}).map(([name, value]) => [name.toLowerCase(), value ?? '']),
  );
  await checkOrigin(headers);
  const admin = access === 'admin' ? sessionOf(event) : undefined;
  checkBodySize(event, headers, options.schema ? options.multipart : undefined);
  const body = options.schema
    ? await parseBody(event, headers, options.multipart)
    : { fields: undefined, files: {}, isForm: false };
  return {
    input: (options.schema
      ? validated(options.schema as unknown as AnySchema, body.fields)
      : undefined) as InputOf<Schema>,
    pathParameters: (event.pathParameters ?? {}) as Record<string, string>,
    query: (event.queryStringParameters ?? {}) as Record<string, string>,
    headers,
    sourceIp: event.requestContext?.http?.sourceIp ?? '',
    visitorAddress: visitorAddress(headers),
    cookies: event.cookies ?? [],
    files: body.files,
    isForm: body.isForm,
    ...(admin && { admin }),
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

/** The one middy stack: JSON answers, errors as `{ message }` and the request log around the handler. */
function createHandler<Schema>(
  access: Access,
  options: HandlerOptions<Schema>,
  run: (request: ApiRequest<InputOf<Schema>> & { admin?: SessionIdentity }) => Promise<unknown>,
) {
  return middy<Event, Result, Error, Context, { startedAt: number }>({ timeoutEarlyInMillis: 0 })
    .use(responses(access, options.status ?? 200))
    .handler(async (event) => (await run(await readRequest(event, access, options))) as Result);
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
  // readRequest refuses an admin route without an identity (401), so `admin` is there.
  return createHandler('admin', options, (request) => run(request as AdminRequest<InputOf<Schema>>));
}
