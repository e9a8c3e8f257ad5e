import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { loginLimits } from '../../functions/lib/data/login-throttle-repository.ts';
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

/** An admin put straight into the stack's table, its password made from its email. */
async function storedAdmin(email: string) {
  const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
  const account = { email, password: `the password of ${email}` };
  await putAdmin(account.email, account.password);
  return account;
}

/** Another admin, stored and signed in on a client of its own. */
export async function anotherSignedInAdmin(stack: TestStack, email: string) {
  const account = await storedAdmin(email);
  const client = new ApiClient(stack.url);
  await client.login(account);
  return { ...account, client };
}

/**
 * Another admin, stored, whose client has just failed as many logins as an account may in
 * the throttle's window (functions/lib/data/login-throttle-repository.ts), each a 401 for
 * the wrong password `wrong`: its next login is a 429, even with the right password. An
 * account of its own, so no other failure of the test file counts.
 */
export async function adminOutOfLogins(stack: TestStack, email: string) {
  const account = await storedAdmin(email);
  const client = new ApiClient(stack.url);
  const wrong = { email, password: 'not the password!' };
  for (let attempt = 1; attempt <= loginLimits.account; attempt++)
    expect(
      (await client.request('POST', '/api/admin/login', { body: wrong })).status,
      `attempt ${attempt}`,
    ).toBe(401);
  return { account, client, wrong };
}

/**
 * Sets the local stack's stand-in for CloudFront's viewer-country header (LOCAL_VIEWER_COUNTRY)
 * for one test: every test starts without it.
 */
export function viewerCountryForOneTest(): (country: string) => void {
  afterEach(() => {
    delete process.env.LOCAL_VIEWER_COUNTRY;
  });
  return (country) => {
    process.env.LOCAL_VIEWER_COUNTRY = country;
  };
}
