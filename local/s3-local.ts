import { AsyncLocalStorage } from 'node:async_hooks';
import { mkdir } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import s3rverAccounts from 's3rver/lib/models/account.js';
import S3Error from 's3rver/lib/models/error.js';
import { localCredentials } from '../functions/lib/runtime/aws-clients.ts';
import { imageExtensions } from '../functions/lib/uploads/image-types.ts';
import { isUploadKey } from '../functions/lib/uploads/uploads.ts';

export interface RunningS3Local {
  endpoint: string;
  /**
   * Listens to s3rver's S3-shaped notification of each object stored (PUT, POST, copy) or
   * deleted, as S3 notifies the variant function in AWS.
   */
  onEvent(listener: (event: S3Notification) => void): void;
  stop(): Promise<void>;
}

/** The part of an S3 event notification the local stack reads (s3rver sends this shape). */
export interface S3Notification {
  Records: { eventName: string; s3: { bucket: { name: string }; object: { key: string } } }[];
}

/**
 * The browser POSTs blog images straight to the bucket (presigned POST). Locally the bucket
 * is on another port than the site, so it needs a CORS rule like the real bucket's, which
 * names the site's origin: here the local site, whatever its port (never any origin).
 */
const uploadsCorsConfiguration = `<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>http://localhost:*</AllowedOrigin>
    <AllowedOrigin>http://127.0.0.1:*</AllowedOrigin>
    <AllowedMethod>POST</AllowedMethod>
    <AllowedMethod>GET</AllowedMethod>
    <AllowedMethod>HEAD</AllowedMethod>
    <AllowedHeader>*</AllowedHeader>
    <ExposeHeader>ETag</ExposeHeader>
    <MaxAgeSeconds>3000</MaxAgeSeconds>
  </CORSRule>
</CORSConfiguration>`;

/** Starts s3rver on a free loopback port with the uploads bucket (created if missing) under `directory`. */
export async function startS3Local(directory: string, uploadsBucket: string): Promise<RunningS3Local> {
  await mkdir(directory, { recursive: true });
  // s3rver accepts only its hard-coded key pair (S3RVER/S3RVER): add the one local clients sign with.
  s3rverAccounts.DUMMY_ACCOUNT.createKeyPair(localCredentials.accessKeyId, localCredentials.secretAccessKey);
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: uploadsBucket, configs: [uploadsCorsConfiguration] }],
  });
  keepObjectsInside(server, directory);
  refuseWhatThePolicyRefuses(server);
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    onEvent: (listener) => server.on('event', listener),
    stop: () => server.close(),
  };
}

/**
 * s3rver joins a key's segments into a file path: a key with `../` (PUT, or a presigned POST's
 * form field) wrote a file outside its folder (issue 15). Every object path is checked to be
 * inside its bucket's folder before s3rver reads or writes it; a key that is not answers
 * S3's 400 InvalidArgument, and nothing is written.
 */
function keepObjectsInside(server: S3rver, directory: string): void {
  const store = server.store;
  const resourcePath = store.getResourcePath.bind(store);
  store.getResourcePath = (bucket, key, resource) => {
    const path = resolve(resourcePath(bucket, key, resource));
    if (!path.startsWith(join(resolve(directory), bucket) + sep)) {
      throw new S3Error('InvalidArgument', 'The key leaves the bucket.', { ArgumentName: 'key' });
    }
    return path;
  };
}

/** Set while s3rver handles a browser's form POST (a presigned POST upload). */
const browserPost = new AsyncLocalStorage<boolean>();

/**
 * s3rver ignores POST policies: any page could upload anything under any key (issue 15).
 * The presigned POST's policy (functions/lib/uploads/uploads.ts) allows an image type under
 * `uploads/` only; a form POST of anything else is refused here with S3's 403, as S3 refuses
 * it. (Sizes are checked again by the server when a blog names the key.)
 */
function refuseWhatThePolicyRefuses(server: S3rver): void {
  server.middleware.unshift((ctx, next) =>
    browserPost.run(ctx.method === 'POST' && Boolean(ctx.is('multipart/form-data')), next),
  );
  const store = server.store;
  const putObject = store.putObject.bind(store);
  store.putObject = (object) => {
    const type = object.metadata['content-type'] ?? '';
    if (browserPost.getStore() && !(isUploadKey(object.key) && Object.hasOwn(imageExtensions, type))) {
      throw new S3Error('AccessDenied', 'Invalid according to Policy: Policy Condition failed');
    }
    return putObject(object);
  };
}

/**
 * An S3 client of the local endpoint, for code outside the Lambdas (the `/uploads/*` route,
 * tests); the handlers have their own client (functions/lib/runtime/aws-clients.ts).
 */
export function localS3Client(endpoint: string): S3Client {
  return new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'ap-south-1',
    credentials: localCredentials,
    // Without these two, SDK streams are stored as the chunked wire format by s3rver (TOOLING.md).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
