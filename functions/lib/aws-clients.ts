import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { readConfig } from './config.ts';

/**
 * SDK clients built from the config, one of each per process (Lambda reuses them across
 * invocations). Local endpoints get dummy static credentials: the emulators check none.
 * S3 has no client here: s3-requests.ts signs the Lambdas' few S3 requests itself (bundle size).
 */
export const localCredentials = { accessKeyId: 'local', secretAccessKey: 'local' };

let documentClient: DynamoDBDocumentClient | undefined;
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

export function secretsManagerClient(): SecretsManagerClient {
  secrets ??= new SecretsManagerClient({ region: readConfig().region });
  return secrets;
}
