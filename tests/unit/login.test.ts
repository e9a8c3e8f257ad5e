import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactGetCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as loginHandler } from '../../functions/admin-login.ts';
import { clientAddress } from '../../functions/lib/admin-login.ts';
import {
  loginLimits,
  readLoginThrottle,
  recordLoginFailure,
  throttleWindowMs,
} from '../../functions/lib/login-throttle-repository.ts';
import { hashPassword } from '../../functions/lib/passwords.ts';
import { messages } from '../../shared/validation.ts';
import { awsError, ddb, transactionCancelled } from './support/aws-mocks.ts';
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

/** The table as the login sees it: the admin (or not) and the two throttle records, if any. */
function table({
  account,
  address,
  admin = true,
}: {
  account?: object;
  address?: object;
  admin?: boolean;
} = {}) {
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: adminKey })
    .resolves(admin ? { Item: { email: 'admin@example.com', passwordHash } } : {});
  ddb.on(TransactGetCommand).resolves({ Responses: [{ Item: account }, { Item: address }] });
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
}

const fullWindow = (limit: number) => ({ failures: limit, windowStart: Date.now() - 60_000 });
const throttleWrites = () => [
  ...ddb.commandCalls(UpdateCommand),
  ...ddb.commandCalls(DeleteCommand),
  ...ddb.commandCalls(PutCommand).filter((put) => String(put.args[0].input.Item?.PK).startsWith('LOGIN')),
];

const login = (body: unknown, headers: Record<string, string> = {}) =>
  call(loginHandler, { method: 'POST', path: '/api/admin/login', body, headers });

describe('POST /api/admin/login', () => {
  it("logs in with the right password: 'Login successful', both cookies, a session item", async () => {
    table();
    const result = await login({ email: 'Admin@Example.com', password });
    expect(result).toMatchObject({ status: 200, body: { message: 'Login successful' } });
    expect(result.cookies).toHaveLength(2);
    expect(result.headers['cache-control']).toBe('no-store');
    const session = ddb
      .commandCalls(PutCommand)
      .find((put) => String(put.args[0].input.Item?.PK).startsWith('SESSION#'));
    expect(session?.args[0].input.Item).toMatchObject({ email: 'admin@example.com' });
    // Both throttle records come in one request; with no failures there is nothing to clear.
    expect(ddb.commandCalls(TransactGetCommand)).toHaveLength(1);
    expect(ddb.commandCalls(TransactGetCommand)[0].args[0].input.TransactItems).toEqual([
      { Get: { TableName: 'test-table', Key: accountKey } },
      { Get: { TableName: 'test-table', Key: addressKey } },
    ]);
    expect(throttleWrites()).toEqual([]);
  });

  it("clears the account's failures on success, but not the address's", async () => {
    table({
      account: { failures: 3, windowStart: Date.now() },
      address: { failures: 7, windowStart: Date.now() },
    });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
    expect(ddb.commandCalls(DeleteCommand).map((remove) => remove.args[0].input.Key)).toEqual([accountKey]);
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('answers one message for a wrong password and for an unknown email, and counts the failure twice', async () => {
    table();
    const wrong = await login({ email: 'admin@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } });
    expect(wrong.cookies).toEqual([]);
    const updates = ddb.commandCalls(UpdateCommand).map((update) => update.args[0].input);
    expect(updates.map((update) => update.Key)).toEqual([accountKey, addressKey]);
    for (const update of updates) expect(update.UpdateExpression).toBe('ADD failures :one');

    table({ admin: false });
    const unknown = await login({ email: 'nobody@example.com', password });
    expect(unknown).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } });
  }, 20_000);

  it('answers 400 for a missing password or a malformed email', async () => {
    expect(await login({ email: 'admin@example.com' })).toMatchObject({
      status: 400,
      body: { message: messages.loginRequired },
    });
    expect(await login({ email: 'not-an-email', password })).toMatchObject({
      status: 400,
      body: { message: messages.email },
    });
    expect(ddb.calls()).toHaveLength(0);
  });

  it("answers 429 once the account's failures reach its limit, even to the right password", async () => {
    table({ account: fullWindow(loginLimits.account) });
    const result = await login({ email: 'admin@example.com', password });
    expect(result).toMatchObject({ status: 429, body: { message: messages.tooManyLogins } });
    expect(result.cookies).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
    expect(throttleWrites()).toEqual([]);
  });

  it("answers 429 once the address's failures reach its limit, even to an account that never failed", async () => {
    table({ address: fullWindow(loginLimits.address) });
    const result = await login({ email: 'admin@example.com', password });
    expect(result).toMatchObject({ status: 429, body: { message: messages.tooManyLogins } });
    expect(result.cookies).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);

    // One failure short of the address's limit (more than an account's) still logs in.
    table({ address: fullWindow(loginLimits.address - 1) });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
  });

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
    ddb.on(TransactGetCommand).resolves({ Responses: [{}] });
    ddb.on(GetCommand).resolves({});
    ddb.on(UpdateCommand).resolves({});
    const result = await login(
      { email: 'admin@example.com', password: 'not the password' },
      { 'X-Amz-Cf-Id': 'a CloudFront request id' },
    );
    expect(result.status).toBe(401);
    expect(ddb.commandCalls(TransactGetCommand)[0].args[0].input.TransactItems).toEqual([
      { Get: { TableName: 'test-table', Key: accountKey } },
    ]);
    expect(ddb.commandCalls(UpdateCommand).map((update) => update.args[0].input.Key)).toEqual([accountKey]);
  }, 20_000);

  it('lets the account in again once the window has passed', async () => {
    table({ account: { failures: loginLimits.account, windowStart: Date.now() - throttleWindowMs - 1 } });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
  });

  it('answers 503 when the table is throttled, or the read meets a concurrent failure write', async () => {
    table();
    ddb.on(TransactGetCommand).rejects(awsError('ProvisionedThroughputExceededException'));
    expect((await login({ email: 'admin@example.com', password })).status).toBe(503);
    ddb.on(TransactGetCommand).rejects(transactionCancelled(['TransactionConflict', 'None']));
    expect((await login({ email: 'admin@example.com', password })).status).toBe(503);
  });
});

describe('the login throttle window', () => {
  const attempt = { account: 'a@b.co', address: '192.0.2.1' };
  const records = (account?: object, address?: object) =>
    ddb.on(TransactGetCommand).resolves({ Responses: [{ Item: account }, { Item: address }] });

  it('is locked only with the limit of failures inside 15 minutes, for the account or the address', async () => {
    const now = Date.now();
    const inWindow = now - throttleWindowMs + 1;
    records({ failures: loginLimits.account - 1, windowStart: now - 1000 });
    expect(await readLoginThrottle(attempt, now)).toEqual({ locked: false, accountHasFailures: true });
    records({ failures: loginLimits.account, windowStart: inWindow });
    expect((await readLoginThrottle(attempt, now)).locked).toBe(true);
    records({ failures: loginLimits.account, windowStart: now - throttleWindowMs });
    expect((await readLoginThrottle(attempt, now)).locked).toBe(false);

    records(undefined, { failures: loginLimits.address - 1, windowStart: inWindow });
    expect(await readLoginThrottle(attempt, now)).toEqual({ locked: false, accountHasFailures: false });
    records(undefined, { failures: loginLimits.address, windowStart: inWindow });
    expect((await readLoginThrottle(attempt, now)).locked).toBe(true);
    records(undefined, { failures: loginLimits.address, windowStart: now - throttleWindowMs });
    expect((await readLoginThrottle(attempt, now)).locked).toBe(false);
  });

  it('allows an address more failures than an account', () => {
    expect(loginLimits.address).toBeGreaterThan(loginLimits.account);
  });

  it('adds to each open window, or opens a new one with a TTL when the old one has passed', async () => {
    const now = Date.now();
    ddb.on(UpdateCommand).resolves({});
    await recordLoginFailure(attempt, now);
    const updates = ddb.commandCalls(UpdateCommand).map((update) => update.args[0].input);
    expect(updates.map((update) => update.Key?.PK)).toEqual(['LOGIN#a@b.co', 'LOGIN-FROM#192.0.2.1']);
    for (const update of updates)
      expect(update).toMatchObject({
        ConditionExpression: 'windowStart > :windowOpenedAfter',
        ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - throttleWindowMs },
      });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);

    ddb.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));
    ddb.on(PutCommand).resolves({});
    await recordLoginFailure(attempt, now);
    const puts = ddb.commandCalls(PutCommand).map((put) => put.args[0].input.Item);
    expect(puts.map((item) => item?.PK)).toEqual(['LOGIN#a@b.co', 'LOGIN-FROM#192.0.2.1']);
    for (const item of puts)
      expect(item).toMatchObject({
        failures: 1,
        windowStart: now,
        expiresAt: Math.ceil((now + throttleWindowMs) / 1000),
      });
  });
});

describe('the client address logins are counted by', () => {
  const from = (viewer: string | undefined, sourceIp = '203.0.113.99') =>
    clientAddress({ headers: viewer === undefined ? {} : { 'x-viewer-address': viewer }, sourceIp });

  it("is the visitor's address from the header CloudFront's function sets", () => {
    expect(from('198.51.100.10')).toBe('198.51.100.10');
    expect(from(' 198.51.100.10 ')).toBe('198.51.100.10');
  });

  it("is none when the request came through CloudFront without that header: CloudFront's own address is not the visitor's", () => {
    const headers = { 'x-amz-cf-id': 'a CloudFront request id' };
    expect(clientAddress({ headers, sourceIp: '203.0.113.99' })).toBeUndefined();
    expect(
      clientAddress({
        headers: { ...headers, 'x-viewer-address': '198.51.100.10' },
        sourceIp: '203.0.113.99',
      }),
    ).toBe('198.51.100.10');
  });

  it('is the connection address without that header, or when it holds no address', () => {
    expect(from(undefined)).toBe('203.0.113.99');
    for (const junk of [
      '',
      'x',
      '198.51.100.10:46532',
      'a'.repeat(5000),
      '198.51.100.10, 198.51.100.11',
      'evil',
    ])
      expect(from(junk), junk).toBe('203.0.113.99');
  });

  it('is the /64 network of an IPv6 address, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    expect(from('2001:db8:a:b:1:2:3:4')).toBe(network);
    expect(from('2001:0DB8:000a:000b::9')).toBe(network);
    expect(from(undefined, '2001:db8:a:b:ffff::1')).toBe(network);
    expect(from('2001:db8:a:c::1')).toBe('2001:db8:a:c::/64');
    expect(from('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(from(undefined, '::1')).toBe('0:0:0:0::/64');
  });

  it('is the IPv4 address of an IPv4-mapped IPv6 address (as Node reports local sockets)', () => {
    expect(from(undefined, '::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
