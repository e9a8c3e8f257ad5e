import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLimits } from '../../functions/lib/data/login-throttle-repository.ts';
import { accountMessages } from '../../shared/account-rules.ts';
import type { DashboardData } from '../../shared/api-types.ts';
import { expireSession } from './session-items.ts';
import { adminOutOfLogins } from './stack-with-admin.ts';
import { ApiClient, startTestStack, type TestStack, testAdmin } from './test-stack.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ seed: false });
});
afterAll(async () => {
  await stack?.dispose();
});

const attributesOf = (line: string) =>
  line
    .split(';')
    .slice(1)
    .map((attribute) => attribute.trim().toLowerCase());

describe('admin login', () => {
  it('sets a __Host- session cookie and a readable XSRF-TOKEN cookie, and opens the dashboard', async () => {
    const client = new ApiClient(stack.url);
    const response = await client.request('POST', '/api/admin/login', { body: testAdmin });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Login successful' });

    const session = client.lastSetCookies.find((line) => line.startsWith('__Host-session='));
    const csrf = client.lastSetCookies.find((line) => line.startsWith('XSRF-TOKEN='));
    expect(session).toBeDefined();
    expect(csrf).toBeDefined();
    expect(attributesOf(session as string)).toEqual(
      expect.arrayContaining(['httponly', 'secure', 'samesite=strict', 'path=/']),
    );
    expect(attributesOf(session as string).some((attribute) => attribute.startsWith('domain'))).toBe(false);
    expect(attributesOf(csrf as string)).toEqual(
      expect.arrayContaining(['secure', 'samesite=strict', 'path=/']),
    );
    expect(attributesOf(csrf as string)).not.toContain('httponly');

    const dashboard = await client.request<DashboardData>('GET', '/api/admin/dashboard-data');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body.admin.email).toBe(testAdmin.email);
  });

  it('accepts the email in another case and with spaces around it', async () => {
    const client = new ApiClient(stack.url);
    const response = await client.request('POST', '/api/admin/login', {
      body: { email: `  ${testAdmin.email.toUpperCase()} `, password: testAdmin.password },
    });
    expect(response.status).toBe(200);
  });

  it('says the same thing for a wrong password and an unknown email', async () => {
    const client = new ApiClient(stack.url);
    for (const body of [
      { email: testAdmin.email, password: 'wrong password 123' },
      { email: 'nobody@pawcraft.test', password: testAdmin.password },
    ]) {
      const response = await client.request('POST', '/api/admin/login', { body });
      expect(response.status).toBe(401);
      expect(response.body).toEqual({ message: accountMessages.wrongCredentials });
      expect(client.lastSetCookies).toEqual([]);
    }
  });

  it('asks for both fields', async () => {
    const client = new ApiClient(stack.url);
    for (const body of [{}, { email: testAdmin.email }, { password: 'x' }, { email: '', password: '' }]) {
      const response = await client.request('POST', '/api/admin/login', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message: accountMessages.loginRequired });
    }
  });

  it('ends a session after its absolute lifetime even when it is in use', async () => {
    const client = new ApiClient(stack.url);
    await client.login();
    await expireSession(stack, client.cookies.get('__Host-session') ?? '', 'lifetime');
    expect((await client.request('GET', '/api/admin/dashboard-data')).status).toBe(403);
  });

  it('logs out: clears both cookies and the session no longer opens anything', async () => {
    const client = new ApiClient(stack.url);
    await client.login();
    const sessionCookie = client.cookies.get('__Host-session') ?? '';
    const response = await client.request('POST', '/api/admin/logout');
    expect(response.status).toBe(200);
    expect(client.lastSetCookies.map((line) => line.split('=')[0]).sort()).toEqual([
      'XSRF-TOKEN',
      '__Host-session',
    ]);
    // Only the device cookie stays (docs/decisions/020): it opens nothing, it only counts logins
    // apart. A Cookie header is still sent, so the authorizer refuses (403, ADR 010), not the gateway.
    expect([...client.cookies.keys()]).toEqual(['__Host-login-device']);
    expect((await client.request('GET', '/api/admin/dashboard-data')).status).toBe(403);
    expect((await new ApiClient(stack.url).request('GET', '/api/admin/dashboard-data')).status).toBe(401);
    client.cookies.set('__Host-session', sessionCookie);
    expect((await client.request('GET', '/api/admin/dashboard-data')).status).toBe(403);
  });

  it('answers the 6th failed login in 15 minutes with 429, even with the right password', async () => {
    const { account, client, wrong } = await adminOutOfLogins(stack, 'locked@pawcraft.test');
    const sixth = await client.request('POST', '/api/admin/login', { body: wrong });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: accountMessages.tooManyLogins });
    const rightPassword = await client.request('POST', '/api/admin/login', { body: account });
    expect(rightPassword.status).toBe(429);
    expect(client.cookies.size).toBe(0);
  });

  it('answers 429 to an address whose failures across accounts reach its limit, and only to that address', async () => {
    // The local gateway, like CloudFront, takes the visitor's address from the connection
    // (docs/decisions/028): a test logs in from addresses of its choosing by connecting from them.
    const sprayer = '127.203.113.7';
    const client = new ApiClient(stack.url);
    const failFrom = async (attempt: number) => {
      // A new account each time: no account reaches its own limit, only the address does.
      const body = { email: `sprayed-${attempt}@pawcraft.test`, password: 'a guessed password' };
      const response = await client.request('POST', '/api/admin/login', { body, from: sprayer });
      expect(response.status, `failure ${attempt}`).toBe(401);
    };
    for (let attempt = 1; attempt < loginLimits.address; attempt++) await failFrom(attempt);

    // One short of the limit the right password still logs in, and that does not reset the
    // address's count: the next failure reaches the limit.
    const justBefore = await client.request('POST', '/api/admin/login', {
      body: testAdmin,
      from: sprayer,
    });
    expect(justBefore.status).toBe(200);
    await failFrom(loginLimits.address);

    const locked = new ApiClient(stack.url);
    const refused = await locked.request('POST', '/api/admin/login', {
      body: testAdmin,
      from: sprayer,
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: accountMessages.tooManyLogins });
    expect(locked.cookies.size).toBe(0);

    // Another address, and the stack's own client (127.0.0.1, no header), are not affected.
    const elsewhere = await new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: testAdmin,
      from: '127.203.113.8',
    });
    expect(elsewhere.status).toBe(200);
    await new ApiClient(stack.url).login();
  });
});
