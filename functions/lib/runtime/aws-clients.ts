import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readConfig } from './config.ts';
import { reportUnconfirmedWrites } from './unconfirmed-writes.ts';

/**
 * SDK clients built from the config, one of each per process (Lambda reuses them across
 * invocations). Local endpoints get dummy static credentials: the emulators check none.
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

/**
 * The time limits of the DynamoDB, S3 and Secrets Manager clients (docs/decisions/025; SES
 * has its own, with one attempt: mail/ses-client.ts, docs/decisions/053). The Lambdas run
 * for at most 10 s (infra/route-functions.ts, infra/page-renderer.ts); without limits a DynamoDB that does not
 * answer holds a request until that clock runs out, and the visitor gets API Gateway's bare
 * 5xx instead of our JSON 503. Each attempt may take 1 s to connect and 2 s in all (a
 * DynamoDB call normally takes 5 to 20 ms), and a failed attempt is tried once more: one call
 * gives up after about 4.1 s (2 x 2 s and the retry's back-off of at most 0.1 s), with its
 * TimeoutError answered as 503 (error-response.ts), and the next visitor asks afresh.
 */
export const sdkClientLimits = {
  maxAttempts: 2,
  requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
} as const;

let documentClient: DynamoDBDocumentClient | undefined;
let secrets: SecretsManagerClient | undefined;
let s3: S3Client | undefined;

export function dynamoDocumentClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamodbEndpoint } = readConfig();
    const client = new DynamoDBClient({
      region,
      ...sdkClientLimits,
      ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint, credentials: localCredentials } : {}),
    });
    // A write sent and not answered answers "may have been saved", never "try again" (ADR 052).
    reportUnconfirmedWrites(client);
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function secretsManagerClient(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({ region: readConfig().region, ...sdkClientLimits });
  return secrets;
}

/**
 * The uploads bucket's client (admin uploads, blog saves and the variant function: docs/decisions/044).
 * Checksums only where S3 requires them, in the cloud as on s3rver, which stores the SDK's
 * default chunked checksum encoding as part of the object (TOOLING.md).
 */
export function s3Client(): S3Client {
  if (!s3) {
    const { region, s3Endpoint } = readConfig();
    s3 = new S3Client({
      region,
      ...sdkClientLimits,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(s3Endpoint ? { endpoint: s3Endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
    });
  }
  return s3;
}
