import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as loginHandler } from '../../functions/admin-login.ts';
import { hashPassword } from '../../functions/lib/auth/passwords.ts';
import { loginLimits, throttleWindowMs } from '../../functions/lib/data/login-throttle-repository.ts';
import { visitorAddress } from '../../functions/lib/http/visitor-address.ts';
import { accountMessages } from '../../shared/account-rules.ts';
import { messages } from '../../shared/validation.ts';
import { awsError, conditionFailed as conditionFailedWith, ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

const password = 'correct horse battery';
let passwordHash: string;
// A cheap cost keeps these tests fast; the OWASP cost is tested in passwords.test.ts.
beforeAll(async () => {
  passwordHash = await hashPassword(password, { log2N: 10, r: 8, p: 1 });
});

const adminKey = { PK: 'ADMIN', SK: 'admin@example.com' };
const accountKey = { PK: 'LOGIN#admin@example.com', SK: 'THROTTLE' };
/** Every test event comes from 127.0.0.1 (tests/unit/support/lambda-events.ts). */
const addressKey = { PK: 'LOGIN-FROM#127.0.0.1', SK: 'THROTTLE' };

type ThrottleItem = { failures: number; windowStart: number; expiresAt?: number };
/**
 * The throttle records as DynamoDB would keep them: the two conditional writes the
 * repository sends (reserve: in an open window below the limit, or none; open a new window
 * over a passed one; release) are evaluated against this map.
 */
let records: Map<string, ThrottleItem>;
/** The admin's kept login devices (admins-repository.ts), across `table()` calls as in the table. */
let keptDevices: string[] = [];
const conditionFailed = (item?: ThrottleItem) =>
  conditionFailedWith(
    item && { failures: { N: String(item.failures) }, windowStart: { N: String(item.windowStart) } },
  );

/** The table as the login sees it: the admin (or not) and the throttle records, if any. */
function table({
  account,
  address,
  admin = true,
}: {
  account?: ThrottleItem;
  address?: ThrottleItem;
  admin?: boolean;
} = {}) {
  records = new Map();
  if (account) records.set(accountKey.PK, { ...account });
  if (address) records.set(addressKey.PK, { ...address });
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: adminKey })
    .callsFake(() =>
      admin ? { Item: { email: 'admin@example.com', passwordHash, loginDevices: [...keptDevices] } } : {},
    );
  ddb.on(UpdateCommand).callsFake((input) => {
    if (input.Key.PK === 'ADMIN') {
      if (':devices' in input.ExpressionAttributeValues)
        keptDevices = input.ExpressionAttributeValues[':devices'];
      return {};
    }
    const item = records.get(input.Key.PK);
    const values = input.ExpressionAttributeValues;
    if (':minusOne' in values) {
      if (!item || item.windowStart !== values[':windowStart'] || item.failures <= 0)
        throw conditionFailed(item);
      item.failures -= 1;
      return {};
    }
    const open = item && item.windowStart > values[':openedAfter'] && item.failures < values[':limit'];
    if (item && !open) throw conditionFailed(item);
    const next = item ?? { failures: 0, windowStart: values[':now'], expiresAt: values[':ttl'] };
    next.failures += 1;
    records.set(input.Key.PK, next);
    return { Attributes: { windowStart: next.windowStart, failures: next.failures } };
  });
  ddb.on(PutCommand).callsFake((input) => {
    if (!String(input.Item.PK).startsWith('LOGIN')) return {};
    const item = records.get(input.Item.PK);
    if (item && item.windowStart > input.ExpressionAttributeValues[':openedAfter'])
      throw conditionFailed(item);
    records.set(input.Item.PK, { ...input.Item });
    return {};
  });
  ddb.on(DeleteCommand).callsFake((input) => {
    records.delete(input.Key.PK);
    return {};
  });
}

const fullWindow = (limit: number) => ({ failures: limit, windowStart: Date.now() - 60_000 });
const failuresOf = (key: { PK: string }) => records.get(key.PK)?.failures ?? 0;

const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(loginHandler, { method: 'POST', path: '/api/admin/login', body, headers });

describe('POST /api/admin/login', () => {
  it("logs in with the right password: 'Login successful', three cookies, a session item", async () => {
    table();
    const result = await login({ email: 'Admin@Example.com', password });
    expect(result).toMatchObject({ status: 200, body: { message: 'Login successful' } });
    expect(result.cookies.map((line) => line.split('=')[0])).toEqual([
      '__Host-session',
      'XSRF-TOKEN',
      '__Host-login-device',
    ]);
    expect(result.headers['cache-control']).toBe('no-store');
    const session = ddb
      .commandCalls(PutCommand)
      .find((put) => String(put.args[0].input.Item?.PK).startsWith('SESSION#'));
    expect(session?.args[0].input.Item).toMatchObject({ email: 'admin@example.com' });
    // The attempt was reserved in both records before scrypt, and handed back after it.
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input.Key).toEqual(accountKey);
    expect(ddb.commandCalls(UpdateCommand)[1].args[0].input.Key).toEqual(addressKey);
    expect(records.has(accountKey.PK)).toBe(false);
    expect(failuresOf(addressKey)).toBe(0);
  });

  it("clears the account's failures on success, but not the address's", async () => {
    table({
      account: { failures: 3, windowStart: Date.now() },
      address: { failures: 7, windowStart: Date.now() },
    });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
    expect(ddb.commandCalls(DeleteCommand).map((remove) => remove.args[0].input.Key)).toEqual([accountKey]);
    expect(failuresOf(addressKey)).toBe(7);
  });

  it('answers one message for a wrong password and for an unknown email, and counts the failure twice', async () => {
    table();
    const wrong = await login({ email: 'admin@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 401, body: { message: accountMessages.wrongCredentials } });
    expect(wrong.cookies).toEqual([]);
    expect([failuresOf(accountKey), failuresOf(addressKey)]).toEqual([1, 1]);
    expect(records.get(accountKey.PK)?.expiresAt).toBe(
      Math.ceil((records.get(accountKey.PK)?.windowStart ?? 0) / 1000 + throttleWindowMs / 1000),
    );

    table({ admin: false });
    const unknown = await login({ email: 'nobody@example.com', password });
    expect(unknown).toMatchObject({ status: 401, body: { message: accountMessages.wrongCredentials } });
    expect(failuresOf({ PK: 'LOGIN#nobody@example.com' })).toBe(1);
  }, 20_000);

  it('answers 400 for a missing password or a malformed email', async () => {
    expect(await login({ email: 'admin@example.com' })).toMatchObject({
      status: 400,
      body: { message: accountMessages.loginRequired },
    });
    expect(await login({ email: 'not-an-email', password })).toMatchObject({
      status: 400,
      body: { message: messages.email },
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it("answers 429 once the account's failures reach its limit, even to the right password, and counts nothing", async () => {
    table({ account: fullWindow(loginLimits.account) });
    const result = await login({ email: 'admin@example.com', password });
    expect(result).toMatchObject({ status: 429, body: { message: accountMessages.tooManyLogins } });
    expect(result.cookies).toEqual([]);
    // Refused before scrypt runs: only the admin was read (for its kept devices).
    expect(ddb.commandCalls(GetCommand).map((get) => get.args[0].input.Key)).toEqual([adminKey]);
    expect([failuresOf(accountKey), failuresOf(addressKey)]).toEqual([loginLimits.account, 0]);
  });

  it("answers 429 once the address's failures reach its limit, and hands the account's reservation back", async () => {
    table({ address: fullWindow(loginLimits.address) });
    const result = await login({ email: 'admin@example.com', password });
    expect(result).toMatchObject({ status: 429, body: { message: accountMessages.tooManyLogins } });
    expect(result.cookies).toEqual([]);
    expect(failuresOf(accountKey)).toBe(0);

    // One failure short of the address's limit (more than an account's) still logs in.
    table({ address: fullWindow(loginLimits.address - 1) });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
    expect(failuresOf(addressKey)).toBe(loginLimits.address - 1);
  });

  it('counts parallel attempts one by one: of 8 at once against 3 left, 3 are checked and 5 refused', async () => {
    table({ account: { failures: loginLimits.account - 3, windowStart: Date.now() } });
    const results = await Promise.all(
      Array.from({ length: 8 }, () => login({ email: 'admin@example.com', password: 'wrong again!' })),
    );
    expect(results.map((result) => result.status).sort()).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect(failuresOf(accountKey)).toBe(loginLimits.account);
    expect(failuresOf(addressKey)).toBe(3);
  }, 20_000);

  it("counts by the visitor's address CloudFront passes on, not by the address CloudFront connects from", async () => {
    table({ admin: false });
    await login(
      { email: 'admin@example.com', password: 'not the password' },
      { 'X-Viewer-Address': '198.51.100.10' },
    );
    expect(ddb.commandCalls(UpdateCommand).map((update) => update.args[0].input.Key)).toEqual([
      accountKey,
      { PK: 'LOGIN-FROM#198.51.100.10', SK: 'THROTTLE' },
    ]);
  }, 20_000);

  it('counts per account only when the request came through CloudFront without the visitor address', async () => {
    table({ admin: false });
    const result = await login(
      { email: 'admin@example.com', password: 'not the password' },
      { 'X-Amz-Cf-Id': 'a CloudFront request id', 'x-viewer-address': '' },
    );
    expect(result.status).toBe(401);
    expect(ddb.commandCalls(UpdateCommand).map((update) => update.args[0].input.Key)).toEqual([accountKey]);
  }, 20_000);

  it('lets the account in again once the window has passed (a new window replaces the old)', async () => {
    table({ account: { failures: loginLimits.account, windowStart: Date.now() - throttleWindowMs - 1 } });
    const wrong = await login({ email: 'admin@example.com', password: 'still wrong!' });
    expect(wrong.status).toBe(401);
    expect(failuresOf(accountKey)).toBe(1);
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
  }, 20_000);

  it('answers 503 when the table is throttled, and counts nothing when the admin cannot be read', async () => {
    table();
    ddb.on(UpdateCommand).rejects(awsError('ProvisionedThroughputExceededException'));
    expect((await login({ email: 'admin@example.com', password })).status).toBe(503);

    table();
    ddb.on(GetCommand, { Key: adminKey }).rejects(awsError('ProvisionedThroughputExceededException'));
    expect((await login({ email: 'admin@example.com', password })).status).toBe(503);
    expect([failuresOf(accountKey), failuresOf(addressKey)]).toEqual([0, 0]);
  });
});

describe('device cookies: a browser that logged in before is counted on its own', () => {
  const deviceCookieFrom = (cookies: string[]) =>
    cookies.find((line) => line.startsWith('__Host-login-device='))?.split(';')[0] ?? '';

  it('logs in with the right password while the account and the address are locked', async () => {
    table();
    const first = await login({ email: 'admin@example.com', password });
    const cookie = deviceCookieFrom(first.cookies);
    expect(cookie).toMatch(/^__Host-login-device=[\w-]{22}\.[\w-]{43}$/);
    expect(first.cookies.find((line) => line.startsWith('__Host-login-device='))).toMatch(
      /; Path=\/; Secure; HttpOnly; SameSite=Strict; Max-Age=15552000$/,
    );

    table({ account: fullWindow(loginLimits.account), address: fullWindow(loginLimits.address) });
    const known = await login({ email: 'admin@example.com', password }, { cookie });
    expect(known.status).toBe(200);
    // The same device id, renewed.
    expect(deviceCookieFrom(known.cookies)).toBe(cookie);
    // Strangers' counts are untouched: the account stays locked for them.
    expect([failuresOf(accountKey), failuresOf(addressKey)]).toEqual([
      loginLimits.account,
      loginLimits.address,
    ]);
    expect((await login({ email: 'admin@example.com', password })).status).toBe(429);
  });

  it("locks the device after its own limit, and a forged or another account's cookie counts as none", async () => {
    table();
    const cookie = deviceCookieFrom((await login({ email: 'admin@example.com', password })).cookies);
    const deviceId = cookie.split('=')[1].split('.')[0];
    table();
    records.set(`LOGIN-DEVICE#${deviceId}`, fullWindow(loginLimits.device));
    expect((await login({ email: 'admin@example.com', password }, { cookie })).status).toBe(429);

    for (const forged of [`${cookie.slice(0, -2)}xx`, `__Host-login-device=${deviceId}`, 'other=1']) {
      table({ account: fullWindow(loginLimits.account) });
      expect((await login({ email: 'admin@example.com', password }, { cookie: forged })).status, forged).toBe(
        429,
      );
    }
    // Signed for admin@example.com: for another account it is no device at all.
    table({ admin: false });
    await login({ email: 'other@example.com', password: 'a guess!' }, { cookie });
    expect(failuresOf({ PK: 'LOGIN#other@example.com' })).toBe(1);
  }, 20_000);
});

describe('the client address logins are counted by', () => {
  // The handler runs only for requests that carried CloudFront's origin secret (ADR 028).
  const from = (viewer: string | undefined) =>
    visitorAddress(viewer === undefined ? {} : { 'x-viewer-address': viewer });

  it("is the visitor's address from the header CloudFront's function sets", () => {
    expect(from('198.51.100.10')).toBe('198.51.100.10');
    expect(from(' 198.51.100.10 ')).toBe('198.51.100.10');
  });

  it("is none without that header: sourceIp is CloudFront's address, and x-amz-cf-id proves nothing (issue 15)", () => {
    expect(visitorAddress({ 'x-amz-cf-id': 'a CloudFront request id' })).toBeUndefined();
    expect(visitorAddress({ 'x-amz-cf-id': 'forged', 'x-viewer-address': '198.51.100.10' })).toBe(
      '198.51.100.10',
    );
  });

  it('is none without that header, or when it holds no address', () => {
    expect(from(undefined)).toBeUndefined();
    for (const junk of [
      '',
      'x',
      '198.51.100.10:46532',
      'a'.repeat(5000),
      '198.51.100.10, 198.51.100.11',
      'evil',
    ])
      expect(from(junk), junk).toBeUndefined();
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    expect(from('2001:db8:a:b:1:2:3:4')).toBe(network);
    expect(from('2001:0DB8:000a:000b::9')).toBe(network);
    expect(from('2001:db8:a:b:ffff::1')).toBe(network);
    expect(from('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(from('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(from('::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address (as Node reports local sockets)', () => {
    expect(from('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
