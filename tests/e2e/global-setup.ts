import { defaultLocalAdmin } from '../../local/local-admin.ts';
import { startThrowawayStack } from '../../local/throwaway-stack.ts';

/**
 * Starts the real local stack (seeded, serving the existing `npm run build` output) on a free
 * port with a data folder of its own, and hands its address and admin to the tests through
 * the environment, which Playwright passes on to its workers. Returns the teardown.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stack = await startThrowawayStack({ purpose: 'e2e', admin: defaultLocalAdmin });
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_ADMIN_EMAIL = defaultLocalAdmin.email;
  process.env.E2E_ADMIN_PASSWORD = defaultLocalAdmin.password;
  // The local SES's mailbox (JSON at /store): reset and invitation links are read from it.
  process.env.E2E_MAILBOX_URL = stack.mail.endpoint;
  // Its DynamoDB Local: each test forgets the loopback senders' enquiry windows (contact-senders.ts).
  process.env.E2E_DYNAMODB_ENDPOINT = stack.dynamodbEndpoint;
  return stack.dispose;
}
