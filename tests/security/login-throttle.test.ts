import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../../functions/lib/data/login-throttle-repository.ts';
import { accountMessages } from '../../shared/account-rules.ts';
import { ApiClient, startTestStack, type TestStack } from '../api/test-stack.ts';

/**
 * The login throttle under concurrency and against a stranger (docs/decisions/020, 015).
 * Found by the outside audit (issue 15): the lock was read, scrypt ran, and only then was the
 * failure counted, so 16 parallel wrong passwords all got 401 against a limit of 5, and 39
 * parallel wrong ones followed by the right one got in. Every attempt now reserves its
 * failure with a conditional write before scrypt runs.
 */
let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.dispose();
});

/**
 * A visitor at `address` (e.g. 198.51.100.2) connects from the loopback address with the same
 * last three parts (127.51.100.2): the local stack, like CloudFront, counts the connection's
 * address and believes no header (docs/decisions/028).
 */
const loopback = (address: string) => address.replace(/^\d+\./, '127.');

async function anAdmin(email: string) {
  const { putAdmin } = await import('../../functions/lib/auth/admin-setup.ts');
  const account = { email, password: `the password of ${email}` };
  await putAdmin(account.email, account.password);
  return account;
}

/** `count` wrong passwords for `email` at once, each from its own client; their statuses. */
async function parallelFailures(email: string, count: number, address: string): Promise<number[]> {
  const attempts = Array.from({ length: count }, (_, attempt) =>
    new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: { email, password: `wrong guess number ${attempt}` },
      from: loopback(address),
    }),
  );
  return (await Promise.all(attempts)).map((response) => response.status);
}

const tally = (statuses: number[]) =>
  statuses.reduce<Record<number, number>>((counts, status) => {
    counts[status] = (counts[status] ?? 0) + 1;
    return counts;
  }, {});

describe('failed logins counted under concurrency', () => {
  it('40 parallel wrong passwords for one account: exactly the limit get 401, the rest 429', async () => {
    const account = await anAdmin('parallel@pawcraft.test');
    const statuses = await parallelFailures(account.email, 40, '198.51.100.1');
    expect(tally(statuses)).toEqual({ 401: loginLimits.account, 429: 40 - loginLimits.account });
  });

  it('39 parallel wrong passwords, then the right one from the same address: refused while locked', async () => {
    const account = await anAdmin('parallel-then-right@pawcraft.test');
    const statuses = await parallelFailures(account.email, 39, '198.51.100.2');
    expect(statuses.filter((status) => status === 401)).toHaveLength(loginLimits.account);
    const client = new ApiClient(stack.url);
    const right = await client.request('POST', '/api/admin/login', {
      body: account,
      from: loopback('198.51.100.2'),
    });
    expect(right.status, right.text).toBe(429);
    expect(right.body).toEqual({ message: accountMessages.tooManyLogins });
    expect(client.cookies.has('__Host-session')).toBe(false);
  });

  it('40 parallel wrong passwords across accounts from one address: exactly its limit get 401', async () => {
    const attempts = Array.from({ length: 40 }, (_, attempt) =>
      new ApiClient(stack.url).request('POST', '/api/admin/login', {
        body: { email: `spray-${attempt}@pawcraft.test`, password: 'a sprayed password' },
        from: loopback('198.51.100.3'),
      }),
    );
    const statuses = (await Promise.all(attempts)).map((response) => response.status);
    expect(tally(statuses)).toEqual({ 401: loginLimits.address, 429: 40 - loginLimits.address });
  });
});

describe('a stranger cannot lock the admin out of a browser that has logged in before', () => {
  it('the known browser gets in with the right password while strangers have locked the account', async () => {
    const account = await anAdmin('known-device@pawcraft.test');
    // The admin logs in once from their browser: it is given the account's device cookie.
    const adminBrowser = new ApiClient(stack.url);
    await adminBrowser.login(account);
    expect(adminBrowser.cookies.has('__Host-login-device')).toBe(true);
    await adminBrowser.request('POST', '/api/admin/logout');

    // A stranger who knows the email locks the account, from many addresses and a forged one.
    await parallelFailures(account.email, 10, '203.0.113.50');
    const stranger = await new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: account,
      from: loopback('203.0.113.51'),
    });
    expect(stranger.status, 'an unknown browser with the right password').toBe(429);

    // The admin's browser, even from the stranger's address, still logs in.
    const again = await adminBrowser.request('POST', '/api/admin/login', {
      body: account,
      from: loopback('203.0.113.50'),
    });
    expect(again.status, again.text).toBe(200);
    expect(adminBrowser.cookies.has('__Host-session')).toBe(true);
  });

  it("a device cookie is counted on its own: 5 wrong passwords with it lock it, and it is no other account's", async () => {
    const account = await anAdmin('device-lock@pawcraft.test');
    const other = await anAdmin('device-other@pawcraft.test');
    const browser = new ApiClient(stack.url);
    await browser.login(account);
    await browser.request('POST', '/api/admin/logout');
    const wrong = { email: account.email, password: 'not it at all' };
    for (let attempt = 1; attempt <= loginLimits.account; attempt++)
      expect((await browser.request('POST', '/api/admin/login', { body: wrong })).status).toBe(401);
    expect((await browser.request('POST', '/api/admin/login', { body: account })).status).toBe(429);

    // Strangers had no part in that: the account itself is not locked for other browsers.
    expect(
      (await new ApiClient(stack.url).request('POST', '/api/admin/login', { body: account })).status,
    ).toBe(200);
    // The cookie of one account gives nothing for another: that one's lock holds.
    await parallelFailures(other.email, loginLimits.account, '203.0.113.60');
    const borrowed = new ApiClient(stack.url);
    borrowed.cookies.set('__Host-login-device', browser.cookies.get('__Host-login-device') ?? '');
    expect((await borrowed.request('POST', '/api/admin/login', { body: other })).status).toBe(429);
  });
});
