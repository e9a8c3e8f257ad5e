import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readConfig } from './config.ts';

/**
 * SDK clients built from the config, one of each per process (Lambda reuses them across
 * invocations). Local endpoints get dummy static credentials: the emulators check none.
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let documentClient: DynamoDBDocumentClient | undefined;
let s3: S3Client | undefined;
let secrets: SecretsManagerClient | undefined;

export function dynamoDocumentClient(): DynamoDBDocumentClient {
  if (!documentClient) {
    const { region, dynamodbEndpoint } = readConfig();
    const client = new DynamoDBClient({
      region,
      ...(dynamodbEndpoint ? { endpoint: dynamodbEndpoint, credentials: localCredentials } : {}),
    });
    documentClient = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true },
    });
  }
  return documentClient;
}

export function s3Client(): S3Client {
  if (!s3) {
    const { region, s3Endpoint } = readConfig();
    s3 = new S3Client({
      region,
      // Without these two, SDK streams are stored as the chunked wire format by s3rver and
      // presigned requests carry checksums real S3 rejects (TOOLING.md).
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...(s3Endpoint ? { endpoint: s3Endpoint, forcePathStyle: true, credentials: localCredentials } : {}),
    });
  }
  return s3;
}

export function secretsManagerClient(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({ region: readConfig().region });
  return secrets;
}
