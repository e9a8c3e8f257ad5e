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
