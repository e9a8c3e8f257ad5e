import { createHash, createHmac } from 'node:crypto';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { localCredentials } from './aws-clients.ts';
import { readConfig } from './config.ts';

/**
 * The S3 calls the Lambdas make (a presigned POST, HeadObject, a ranged GetObject, PutObject
 * and PutObjectTagging) as plain signed HTTP requests. `@aws-sdk/client-s3` and
 * `@aws-sdk/s3-presigned-post` added about 169 KB to every bundle that used them, over
 * DESIGN's 300 KB budget, while SignatureV4, SHA-256 and the credential provider are in
 * every bundle already through the DynamoDB client (docs/decisions/019). Code outside the
 * Lambdas (the local stack, tests) keeps the S3 client.
 */

/** Like the SDK's standard retry mode: S3 answers 500 or 503 (SlowDown) now and then. */
const attempts = 3;
/** Per attempt, so that all three fit in a Lambda's 10 seconds. */
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

let signer: SignatureV4 | undefined;

/**
 * The headers of a request signed for S3 with SigV4: those given, `host`, `x-amz-date`,
 * `x-amz-content-sha256` (the payload's hash), the session token if any, and
 * `authorization` over all of them. S3 wants the path signed as sent, not escaped twice.
 */
export async function signRequest(
  method: string,
  url: URL,
  headers: Record<string, string> = {},
  body?: Uint8Array,
): Promise<Record<string, string>> {
  signer ??= new SignatureV4({
    service: 's3',
    region: readConfig().region,
    credentials: credentials(),
    sha256: Sha256,
    uriEscapePath: false,
  });
  const signed = await signer.sign({
    method,
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers: { ...headers, host: url.host },
    body,
  });
  return signed.headers;
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
  request: { query?: string; headers?: Record<string, string>; body?: Uint8Array } = {},
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
        signal: AbortSignal.timeout(attemptTimeoutMs),
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

export async function putObject(
  bucket: string,
  key: string,
  body: Uint8Array,
  contentType: string,
): Promise<void> {
  await send('PUT', bucket, key, { headers: { 'content-type': contentType }, body });
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
