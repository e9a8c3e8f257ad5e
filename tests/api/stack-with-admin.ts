import { afterAll, beforeAll } from 'vitest';
import { ApiClient, startTestStack, type TestStack } from './test-stack.ts';

/**
 * The usual start of an API or security test file: a local stack before its tests with the
 * test admin signed in, stopped (and its data folder deleted) after them. `use` is handed
 * both once they are ready: `let stack, admin; stackWithSignedInAdmin({}, (s) => ({ stack, admin } = s));`
 */
export function stackWithSignedInAdmin(
  options: { seed?: boolean },
  use: (started: { stack: TestStack; admin: ApiClient }) => void,
): void {
  let stack: TestStack | undefined;
  beforeAll(async () => {
    stack = await startTestStack(options);
    const admin = new ApiClient(stack.url);
    await admin.login();
    use({ stack, admin });
  });
  afterAll(async () => {
    await stack?.dispose();
  });
}

/**
 * Another admin, put straight into the stack's table (its password is made from its email)
 * and signed in on a client of its own.
 */
export async function anotherSignedInAdmin(stack: TestStack, email: string) {
  const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
  const account = { email, password: `the password of ${email}` };
  await putAdmin(account.email, account.password);
  const client = new ApiClient(stack.url);
  await client.login(account);
  return { ...account, client };
}
