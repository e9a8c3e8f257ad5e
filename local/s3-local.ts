import { mkdir } from 'node:fs/promises';
import { S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import s3rverAccounts from 's3rver/lib/models/account.js';
import { localCredentials } from '../functions/lib/aws-clients.ts';

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
 * is on another port than the site, so it needs the same CORS rule as the real bucket.
 */
const uploadsCorsConfiguration = `<?xml version="1.0" encoding="UTF-8"?>
<CORSConfiguration>
  <CORSRule>
    <AllowedOrigin>*</AllowedOrigin>
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
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    onEvent: (listener) => server.on('event', listener),
    stop: () => server.close(),
  };
}

/**
 * An S3 client of the local endpoint, for code outside the Lambdas (the `/uploads/*` route,
 * tests); the handlers sign their own requests (functions/lib/s3-requests.ts).
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
