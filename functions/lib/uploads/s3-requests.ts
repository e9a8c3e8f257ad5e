import { createHash, createHmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { AwsV4Signer } from 'aws4fetch';
import { localCredentials } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';

/**
 * The S3 calls the Lambdas make (a presigned POST, HeadObject, GetObject, PutObject,
 * PutObjectTagging, CopyObject and DeleteObject) as plain HTTP requests signed by `aws4fetch`'s
 * SigV4 signer (a kept library whose signatures equal the SDK's: docs/decisions/019 and 023),
 * instead of `@aws-sdk/client-s3`, whose 421 KB cost about 99 ms of every cold start. The one
 * piece of signing that stays ours is the presigned POST's policy signature (an HMAC chain,
 * pinned by AWS's published example in tests/unit/s3-requests.test.ts). Code outside the
 * Lambdas (the local stack, tests) keeps the S3 client.
 */

/** Like the SDK's standard retry mode: S3 answers 500 or 503 (SlowDown) now and then. */
const attempts = 3;
/** Per attempt, so that all three fit in a Lambda's 10 seconds (big bodies get longer). */
const attemptTimeoutMs = 3_000;

/** An S3 answer other than 2xx; the message has S3's error code when the body gives one. */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'S3Error';
  }

  /** The status where SDK errors keep it, so error-response.ts answers S3's 5xx as busy (503). */
  get $metadata(): { httpStatusCode: number } {
    return { httpStatusCode: this.status };
  }
}

type Credentials = () => Promise<{ accessKeyId: string; secretAccessKey: string; sessionToken?: string }>;

/**
 * What the DynamoDB client uses: the role's credentials from the environment in Lambda
 * (`credential-provider-node` is the environment provider in the bundles, see
 * infra/lambda-credentials.ts), the emulators' dummy ones on the local endpoint.
 */
let credentialProvider: Credentials | undefined;
function credentials(): Credentials {
  credentialProvider ??= readConfig().s3Endpoint ? async () => localCredentials : defaultProvider();
  return credentialProvider;
}

const sha256Hex = (bytes: Uint8Array | undefined) =>
  createHash('sha256')
    .update(bytes ?? new Uint8Array())
    .digest('hex');

/**
 * The headers of a request signed for S3 with SigV4 (aws4fetch): those given, `host`,
 * `x-amz-date`, `x-amz-content-sha256` (the payload's hash), the session token if any, and
 * `authorization` over all of them. The path is signed as sent (S3 escapes it once).
 */
export async function signRequest(
  method: string,
  url: URL,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Promise<Record<string, string>> {
  const { accessKeyId, secretAccessKey, sessionToken } = await credentials()();
  const signer = new AwsV4Signer({
    method,
    url: url.href,
    headers: { ...headers, 'x-amz-content-sha256': sha256Hex(body) },
    accessKeyId,
    secretAccessKey,
    sessionToken,
    service: 's3',
    region: readConfig().region,
    // Sign every header we send (aws4fetch leaves out range and content-type by default), as the SDK does.
    allHeaders: true,
  });
  const signed = await signer.sign();
  return { ...Object.fromEntries(signed.headers), host: url.host };
}

/** Path-style on the local endpoint (s3rver), virtual-hosted in AWS: the URLs the S3 client made. */
function bucketUrl(bucket: string): string {
  const { region, s3Endpoint } = readConfig();
  return s3Endpoint ? `${s3Endpoint}/${bucket}` : `https://${bucket}.s3.${region}.amazonaws.com`;
}

/** Each key segment escaped as SigV4 wants it (RFC 3986: `!'()*` too). */
function objectUrl(bucket: string, key: string, query = ''): URL {
  const segments = key.split('/');
  // A URL resolves `.` and `..` segments: the request would name another object.
  if (segments.some((segment) => segment === '.' || segment === '..'))
    throw new Error(`unusable S3 key ${key}`);
  const path = segments.map((segment) =>
    encodeURIComponent(segment).replace(
      /[!'()*]/g,
      (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  );
  return new URL(`${bucketUrl(bucket)}/${path.join('/')}${query}`);
}

/**
 * One signed request to an object, each attempt with a timeout, retried after network
 * errors, timeouts and 5xx answers. Returns the answer's headers and body if 2xx, else throws S3Error.
 */
async function send(
  method: string,
  bucket: string,
  key: string,
  request: { query?: string; headers?: Record<string, string>; body?: Uint8Array; timeoutMs?: number } = {},
): Promise<{ headers: Headers; body: Uint8Array }> {
  const url = objectUrl(bucket, key, request.query);
  // fetch sets `host` itself, from the same URL.
  const { host: _host, ...headers } = await signRequest(method, url, request.headers, request.body);
  let failure: unknown;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt * Math.random()));
    let response: Response;
    let body: Uint8Array;
    try {
      response = await fetch(url, {
        method,
        headers,
        // A Uint8Array of an ArrayBuffer, never a SharedArrayBuffer, which fetch's type leaves out.
        body: request.body as BodyInit | undefined,
        // 3 s, and a second more per 2 MB of body either way (variant function: 25 MB originals).
        signal: AbortSignal.timeout(attemptTimeoutMs + Math.ceil(request.timeoutMs ?? 0)),
      });
      body = new Uint8Array(await response.arrayBuffer());
    } catch (error) {
      failure = error;
      continue;
    }
    if (response.ok) return { headers: response.headers, body };
    const code = /<Code>([^<]+)<\/Code>/.exec(Buffer.from(body).toString('utf8'))?.[1];
    failure = new S3Error(
      response.status,
      `S3 ${method} ${key}${request.query ?? ''}: ${response.status}${code ? ` ${code}` : ''}`,
    );
    if (response.status < 500) break;
  }
  throw failure;
}

/**
 * HeadObject: the object's size and stored type, or undefined when it does not exist. S3
 * answers a missing key with 404, or with 403 when the caller may not list the bucket (the
 * Lambdas may only read `uploads/*` objects): both mean "not there".
 */
export async function headObject(
  bucket: string,
  key: string,
): Promise<{ contentLength: number; contentType?: string } | undefined> {
  try {
    const { headers } = await send('HEAD', bucket, key);
    return {
      contentLength: Number(headers.get('content-length')),
      contentType: headers.get('content-type') ?? undefined,
    };
  } catch (error) {
    if (error instanceof S3Error && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  }
}

/** GetObject of the bytes `first` to `last` (inclusive) only. */
export async function getObjectRange(
  bucket: string,
  key: string,
  first: number,
  last: number,
): Promise<Uint8Array> {
  return (await send('GET', bucket, key, { headers: { range: `bytes=${first}-${last}` } })).body;
}

/** GetObject of the whole object, with its stored type; undefined when it does not exist (404/403). */
export async function getObject(
  bucket: string,
  key: string,
  timeoutMs = 0,
): Promise<{ body: Uint8Array; contentType?: string } | undefined> {
  try {
    const { headers, body } = await send('GET', bucket, key, { timeoutMs });
    return { body, contentType: headers.get('content-type') ?? undefined };
  } catch (error) {
    if (error instanceof S3Error && (error.status === 404 || error.status === 403)) return undefined;
    throw error;
  }
}

export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  contentType: string,
  cacheControl?: string,
): Promise<void> {
  const headers = { 'content-type': contentType, ...(cacheControl && { 'cache-control': cacheControl }) };
  await send('PUT', bucket, key, { headers, body, timeoutMs: body.byteLength / 2_000 });
}

/**
 * CopyObject of an object onto itself with its type (REPLACE: S3 refuses a copy that changes
 * nothing). Its tags stay. S3 announces it as a new object (ObjectCreated:Copy): the migration
 * uses that to have variants made for images stored before variants existed.
 */
export async function copyObjectOntoItself(bucket: string, key: string, contentType: string): Promise<void> {
  const source = objectUrl(bucket, key).pathname;
  const copySource = readConfig().s3Endpoint ? source.slice(1) : `${bucket}${source}`;
  await send('PUT', bucket, key, {
    headers: {
      'x-amz-copy-source': copySource,
      'x-amz-metadata-directive': 'REPLACE',
      'content-type': contentType,
    },
  });
}

/** DeleteObject: S3 answers 204 whether or not the key existed. */
export async function deleteObject(bucket: string, key: string): Promise<void> {
  await send('DELETE', bucket, key);
}

/**
 * PutObjectTagging: replaces the object's tags. S3 requires a Content-MD5 here. Tag keys and
 * values cannot hold `<`, `>` or `&` (S3's tag rules), so they need no escaping.
 */
export async function putObjectTagging(
  bucket: string,
  key: string,
  tags: Record<string, string>,
): Promise<void> {
  const tagSet = Object.entries(tags)
    .map(([name, value]) => `<Tag><Key>${name}</Key><Value>${value}</Value></Tag>`)
    .join('');
  const body = Buffer.from(
    `<Tagging xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><TagSet>${tagSet}</TagSet></Tagging>`,
  );
  const headers = {
    'content-type': 'application/xml',
    'content-md5': createHash('md5').update(body).digest('base64'),
  };
  await send('PUT', bucket, key, { query: '?tagging', headers, body });
}

/** The SigV4 signature of a POST policy: HMAC-SHA256 of the base64 policy with the derived signing key. */
export function policySignature(
  policy: string,
  secretAccessKey: string,
  date: string,
  region: string,
): string {
  const signingKey = [date, region, 's3', 'aws4_request'].reduce<Buffer | string>(
    (key, part) => createHmac('sha256', key).update(part).digest(),
    `AWS4${secretAccessKey}`,
  );
  return createHmac('sha256', signingKey).update(policy).digest('hex');
}

/**
 * A presigned POST, for a browser to upload one object straight to the bucket: the URL and
 * the form fields to send before the file. The signed policy pins every field (those given,
 * the bucket, the key, the credential) by exact match, plus the given `conditions`: the
 * fields and policy `@aws-sdk/s3-presigned-post` made.
 */
export async function presignedPost(
  bucket: string,
  key: string,
  options: { fields: Record<string, string>; conditions: unknown[]; expiresSeconds: number },
): Promise<{ url: string; fields: Record<string, string> }> {
  const { accessKeyId, secretAccessKey, sessionToken } = await credentials()();
  const { region } = readConfig();
  const now = new Date();
  const amzDate = now.toISOString().replace(/[-:]|\.\d{3}/g, ''); // 20261122T023934Z
  const date = amzDate.slice(0, 8);
  const fields: Record<string, string> = {
    ...options.fields,
    bucket,
    'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
    'X-Amz-Credential': `${accessKeyId}/${date}/${region}/s3/aws4_request`,
    'X-Amz-Date': amzDate,
    ...(sessionToken ? { 'X-Amz-Security-Token': sessionToken } : {}),
    key,
  };
  const expiration = new Date(now.getTime() + options.expiresSeconds * 1000);
  const policy = Buffer.from(
    JSON.stringify({
      expiration: expiration.toISOString().replace(/\.\d{3}Z$/, 'Z'),
      conditions: [
        ...options.conditions,
        ...Object.entries(fields).map(([name, value]) => ({ [name]: value })),
      ],
    }),
  ).toString('base64');
  return {
    // `https://<bucket>.s3.<region>.amazonaws.com/` or `<endpoint>/<bucket>`, as the S3 client wrote them.
    url: new URL(bucketUrl(bucket)).href,
    fields: {
      ...fields,
      Policy: policy,
      'X-Amz-Signature': policySignature(policy, secretAccessKey, date, region),
    },
  };
}
