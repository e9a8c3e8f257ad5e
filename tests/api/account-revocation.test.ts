import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cannotRemoveElder } from '../../functions/lib/data/admins-repository.ts';
import { loginLimits } from '../../functions/lib/data/login-throttle-repository.ts';
import { accountLinkToken, storedEmails } from '../../local/local-mailbox.ts';
import { accountMessages, invalidLinkMessage } from '../../shared/account-rules.ts';
import type { AdminSummary } from '../../shared/api-types.ts';

import { anotherSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, startTestStack, type TestStack, visitorAddresses } from './test-stack.ts';

/**
 * Issue 23, N7-N10 on the real local stack: account state revokes as a whole. Device cookies
 * die with a sign-out everywhere or a password change and are capped per account; strangers
 * cannot lock a signed-in admin out of changing the password or out of forgot-password;
 * reset and invitation links die on removal, re-invitation, a password change and the use of
 * any link; a newcomer cannot remove the admins who were there before them, and two admins
 * removing each other at once leave one (docs/decisions/039).
 */
let stack: TestStack;
let putAdmin: typeof import('../../functions/lib/auth/admin-setup.ts').putAdmin;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
  ({ putAdmin } = await import('../../functions/lib/auth/admin-setup.ts'));
});
afterAll(async () => {
  await stack?.dispose();
});

const stranger = visitorAddresses('127.62.0');

const anAdmin = (email: string) => anotherSignedInAdmin(stack, email);
type SignedInAdmin = Awaited<ReturnType<typeof anAdmin>>;
/** `by` invites the admin of `email`: the answer's status. */
const invite = async (by: SignedInAdmin, email: string) =>
  (await by.client.request('POST', '/api/admin/admins', { body: { email, currentPassword: by.password } }))
    .status;
/** `by` removes the admin of `email`: the answer's status. */
const remove = async (by: SignedInAdmin, email: string) =>
  (
    await by.client.request('DELETE', `/api/admin/admins/${email}`, {
      body: { currentPassword: by.password },
    })
  ).status;

const loginStatus = async (client: ApiClient, account: { email: string; password: string }) =>
  (await client.request('POST', '/api/admin/login', { body: account, from: stranger() })).status;

/** Strangers' failed logins until the account is locked to everyone without a kept device. */
async function lockOut(email: string) {
  for (let n = 0; n < loginLimits.account; n++)
    await new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: { email, password: 'a stranger guessing' },
      from: stranger(),
    });
  const locked = await new ApiClient(stack.url).request<{ message: string }>('POST', '/api/admin/login', {
    body: { email, password: 'a stranger guessing' },
    from: stranger(),
  });
  expect(locked.body.message).toBe(accountMessages.tooManyLogins);
}

const mailTo = (address: string) => storedEmails(stack.mail.endpoint, address);
async function latestToken(address: string): Promise<string> {
  for (let wait = 0; wait < 30; wait++) {
    const token = accountLinkToken(await mailTo(address));
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no link mailed to ${address}`);
}
const useLink = (token: string, password: string) =>
  new ApiClient(stack.url).request<{ message: string }>('POST', '/api/admin/password/reset', {
    body: { token, password },
  });
const forgot = (email: string, client = new ApiClient(stack.url)) =>
  client.request('POST', '/api/admin/password/forgot', { body: { email }, from: stranger() });

describe('N7: device cookies revoke with the account', () => {
  it('an old device cookie gets no guesses of its own after "sign out everywhere"', async () => {
    const account = await anAdmin('device-everywhere@pawcraft.test');
    expect((await account.client.request('DELETE', '/api/admin/sessions')).status).toBe(200);
    await lockOut(account.email);
    // Its device cookie is still in this browser's jar, but the account no longer keeps it.
    expect(account.client.cookies.has('__Host-login-device')).toBe(true);
    expect(await loginStatus(account.client, account)).toBe(429);
  });

  it('nor after a password change', async () => {
    const account = await anAdmin('device-password@pawcraft.test');
    const other = new ApiClient(stack.url);
    await other.login(account);
    const changed = await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: account.password, newPassword: 'a changed long password' },
    });
    expect(changed.status, changed.text).toBe(200);
    await lockOut(account.email);
    expect(await loginStatus(other, { ...account, password: 'a changed long password' })).toBe(429);
  });

  it('an account keeps its newest 5 devices: older cookies count like strangers', async () => {
    const account = { email: 'device-cap@pawcraft.test', password: 'the password of device-cap' };
    await putAdmin(account.email, account.password);
    const browsers: ApiClient[] = [];
    for (let n = 0; n < 7; n++) {
      const browser = new ApiClient(stack.url);
      await browser.login(account);
      browsers.push(browser);
    }
    await lockOut(account.email);
    const statuses = [];
    for (const browser of browsers) statuses.push(await loginStatus(browser, account));
    expect(statuses).toEqual([429, 429, 200, 200, 200, 200, 200]);
  });
});

describe('N8: strangers cannot lock a signed-in admin out', () => {
  it('of changing the password', async () => {
    const account = await anAdmin('change-while-locked@pawcraft.test');
    await lockOut(account.email);
    const changed = await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: account.password, newPassword: 'changed while locked' },
    });
    expect(changed.status, changed.text).toBe(200);
  });

  it('still counts wrong current passwords, per session', async () => {
    const account = await anAdmin('change-guesses@pawcraft.test');
    const statuses = [];
    for (let n = 0; n <= loginLimits.device; n++)
      statuses.push(
        (
          await account.client.request('POST', '/api/admin/password', {
            body: { currentPassword: 'not my password!', newPassword: 'whatever long enough' },
          })
        ).status,
      );
    expect(statuses).toEqual([...Array(loginLimits.device).fill(400), 429]);
  });

  it("of forgot-password from the admin's own browser", async () => {
    const account = await anAdmin('forgot-while-flooded@pawcraft.test');
    for (let n = 0; n < 3; n++) expect((await forgot(account.email)).status).toBe(200);
    expect((await forgot(account.email)).status).toBe(429);
    const before = (await mailTo(account.email)).length;
    expect((await forgot(account.email, account.client)).status).toBe(200);
    await latestToken(account.email);
    expect((await mailTo(account.email)).length).toBe(before + 1);
  });
});

describe('N9: reset and invitation links die with the state they were sent for', () => {
  it('a reset link dies when the password is changed', async () => {
    const account = await anAdmin('link-then-change@pawcraft.test');
    await forgot(account.email);
    const token = await latestToken(account.email);
    await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: account.password, newPassword: 'changed after the link' },
    });
    expect((await useLink(token, 'set through an old link')).body).toEqual({ message: invalidLinkMessage });
  });

  it('using one link kills the other', async () => {
    const account = await anAdmin('two-links@pawcraft.test');
    await forgot(account.email);
    const first = await latestToken(account.email);
    await forgot(account.email);
    const second = await latestToken(account.email);
    expect(second).not.toBe(first);
    expect((await useLink(second, 'set through the second')).status).toBe(200);
    expect((await useLink(first, 'set through the first')).body).toEqual({ message: invalidLinkMessage });
  });

  it('an invitation link dies when the invitee is removed, even if invited again', async () => {
    const inviter = await anAdmin('inviter-n9@pawcraft.test');
    const invitee = 'invitee-n9@pawcraft.test';
    expect(await invite(inviter, invitee)).toBe(201);
    const first = await latestToken(invitee);
    expect(await remove(inviter, invitee)).toBe(200);
    expect(await invite(inviter, invitee)).toBe(201);
    const second = await latestToken(invitee);
    expect((await useLink(first, 'through the first invitation')).body).toEqual({
      message: invalidLinkMessage,
    });
    expect((await useLink(second, 'through the second invitation')).status).toBe(200);
  });
});

describe('N10: who may remove whom (docs/decisions/039)', () => {
  it('in their first 24 hours an admin cannot remove those who were there before them', async () => {
    const elder = await anAdmin('elder@pawcraft.test');
    const inviter = await anAdmin('inviter-n10@pawcraft.test');
    const newcomer = 'newcomer@pawcraft.test';
    await invite(inviter, newcomer);
    expect((await useLink(await latestToken(newcomer), 'the newcomer password')).status).toBe(200);
    const client = new ApiClient(stack.url);
    await client.login({ email: newcomer, password: 'the newcomer password' });
    for (const older of [inviter.email, elder.email]) {
      const refused = await client.request<{ message: string }>('DELETE', `/api/admin/admins/${older}`, {
        body: { currentPassword: 'the newcomer password' },
      });
      expect(refused.status).toBe(400);
      expect(refused.body.message).toBe(cannotRemoveElder);
    }
    const admins = await client.request<AdminSummary[]>('GET', '/api/admin/admins');
    expect(admins.body.map((one) => one.email)).toEqual(expect.arrayContaining([inviter.email, elder.email]));
    // The inviter may take the newcomer back.
    expect(await remove(inviter, newcomer)).toBe(200);
  });

  it('two admins removing each other at once leave one of them', async () => {
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    for (let round = 0; round < 3; round++) {
      const a = await anAdmin(`mutual-a-${round}@pawcraft.test`);
      const b = await anAdmin(`mutual-b-${round}@pawcraft.test`);
      // Both long past their first day.
      for (const email of [a.email, b.email])
        await dynamoDocumentClient().send(
          new UpdateCommand({
            TableName: stack.tableName,
            Key: { PK: 'ADMIN', SK: email },
            UpdateExpression: 'SET createdAt = :old',
            ExpressionAttributeValues: { ':old': '2026-01-01T00:00:00.000Z' },
          }),
        );
      const statuses = await Promise.all([remove(a, b.email), remove(b, a.email)]);
      expect(statuses.filter((status) => status === 200).length, `round ${round}`).toBeLessThanOrEqual(1);
      const { listAdmins } = await import('../../functions/lib/data/admins-repository.ts');
      const left = (await listAdmins()).map((admin) => admin.email);
      expect(left.filter((email) => email === a.email || email === b.email).length).toBeGreaterThanOrEqual(1);
    }
  });
});
