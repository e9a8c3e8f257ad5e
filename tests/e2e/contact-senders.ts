import { DeleteItemCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localCredentials } from '../../functions/lib/runtime/aws-clients.ts';
import { localTableName } from '../../local/stack.ts';

/**
 * Every browser of the suite reaches the local stack from loopback, so every enquiry it sends
 * counts against one address's few messages a window (docs/decisions/023). A journey stands
 * for one visitor: before each test, the loopback addresses' windows are forgotten, as a new
 * visitor's address would have none. The limit itself is tested in tests/api and
 * tests/security, with addresses of their own.
 */
const loopbackAddresses = ['127.0.0.1', '::1'];

export async function forgetLoopbackSenders(): Promise<void> {
  const endpoint = process.env.E2E_DYNAMODB_ENDPOINT;
  if (!endpoint) throw new Error('E2E_DYNAMODB_ENDPOINT is not set: run through tests/e2e/global-setup.ts');
  const client = new DynamoDBClient({ endpoint, region: 'ap-south-1', credentials: localCredentials });
  try {
    for (const address of loopbackAddresses)
      await client.send(
        new DeleteItemCommand({
          TableName: localTableName,
          Key: { PK: { S: `CONTACT-FROM#${address}` }, SK: { S: 'THROTTLE' } },
        }),
      );
  } finally {
    client.destroy();
  }
}
