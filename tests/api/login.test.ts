import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardData } from '../../shared/api-types.ts';
import { messages } from '../../shared/validation.ts';
import { expireSession } from './session-items.ts';
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
      expect(response.body).toEqual({ message: messages.wrongCredentials });
      expect(client.lastSetCookies).toEqual([]);
    }
  });

  it('asks for both fields', async () => {
    const client = new ApiClient(stack.url);
    for (const body of [{}, { email: testAdmin.email }, { password: 'x' }, { email: '', password: '' }]) {
      const response = await client.request('POST', '/api/admin/login', { body });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toEqual({ message: messages.loginRequired });
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
    expect(client.cookies.size).toBe(0);
    expect((await client.request('GET', '/api/admin/dashboard-data')).status).toBe(401);
    client.cookies.set('__Host-session', sessionCookie);
    expect((await client.request('GET', '/api/admin/dashboard-data')).status).toBe(403);
  });

  it('answers the 6th failed login in 15 minutes with 429, even with the right password', async () => {
    // An account of its own, so no earlier failure in this file counts. The stack runs in this
    // process with its environment set, so the repository writes to the stack's table.
    const { putAdmin } = await import('../../functions/lib/admins-repository.ts');
    const lockedAdmin = { email: 'locked@pawcraft.test', password: 'another long password' };
    await putAdmin(lockedAdmin.email, lockedAdmin.password);
    const client = new ApiClient(stack.url);
    const wrong = { email: lockedAdmin.email, password: 'not the password!' };
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect(
        (await client.request('POST', '/api/admin/login', { body: wrong })).status,
        `attempt ${attempt}`,
      ).toBe(401);
    }
    const sixth = await client.request('POST', '/api/admin/login', { body: wrong });
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual({ message: messages.tooManyLogins });
    const rightPassword = await client.request('POST', '/api/admin/login', { body: lockedAdmin });
    expect(rightPassword.status).toBe(429);
    expect(client.cookies.size).toBe(0);
  });
});
