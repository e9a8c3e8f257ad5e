import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as loginHandler } from '../../functions/admin-login.ts';
import {
  isLoginLocked,
  maxFailures,
  recordLoginFailure,
  throttleWindowMs,
} from '../../functions/lib/login-throttle-repository.ts';
import { hashPassword } from '../../functions/lib/passwords.ts';
import { messages } from '../../shared/validation.ts';
import { awsError, ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';

const password = 'correct horse battery';
let passwordHash: string;
// A cheap cost keeps these tests fast; the OWASP cost is tested in passwords.test.ts.
beforeAll(async () => {
  passwordHash = await hashPassword(password, { log2N: 10, r: 8, p: 1 });
});

const adminKey = { PK: 'ADMIN', SK: 'admin@example.com' };
const throttleKey = { PK: 'LOGIN#admin@example.com', SK: 'THROTTLE' };

function table(throttle?: Record<string, unknown>, admin = true) {
  ddb.on(GetCommand).resolves({});
  ddb
    .on(GetCommand, { Key: adminKey })
    .resolves(admin ? { Item: { email: 'admin@example.com', passwordHash } } : {});
  ddb.on(GetCommand, { Key: throttleKey }).resolves(throttle ? { Item: throttle } : {});
  ddb.on(PutCommand).resolves({});
  ddb.on(UpdateCommand).resolves({});
  ddb.on(DeleteCommand).resolves({});
}

const login = (body: unknown) => call(loginHandler, { method: 'POST', path: '/api/admin/login', body });

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
    expect(ddb.commandCalls(DeleteCommand)[0].args[0].input.Key).toEqual(throttleKey);
  });

  it('answers one message for a wrong password and for an unknown email, and counts the failure', async () => {
    table();
    const wrong = await login({ email: 'admin@example.com', password: 'not the password' });
    expect(wrong).toMatchObject({ status: 401, body: { message: messages.wrongCredentials } });
    expect(wrong.cookies).toEqual([]);
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input).toMatchObject({
      Key: throttleKey,
      UpdateExpression: 'ADD failures :one',
    });

    table(undefined, false);
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

  it('answers 429 after 5 failures in the window, even to the right password', async () => {
    table({ ...throttleKey, failures: maxFailures, windowStart: Date.now() - 60_000 });
    const result = await login({ email: 'admin@example.com', password });
    expect(result).toMatchObject({ status: 429, body: { message: messages.tooManyLogins } });
    expect(result.cookies).toEqual([]);
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);
  });

  it('lets the account in again once the window has passed', async () => {
    table({ ...throttleKey, failures: maxFailures, windowStart: Date.now() - throttleWindowMs - 1 });
    expect((await login({ email: 'admin@example.com', password })).status).toBe(200);
  });

  it('answers 503 when the table is throttled', async () => {
    ddb.on(GetCommand).rejects(awsError('ProvisionedThroughputExceededException'));
    expect((await login({ email: 'admin@example.com', password })).status).toBe(503);
  });
});

describe('the login throttle window', () => {
  it('is locked only with 5 failures inside 15 minutes', async () => {
    const now = Date.now();
    ddb.on(GetCommand).resolves({ Item: { failures: 4, windowStart: now - 1000 } });
    expect(await isLoginLocked('a@b.co', now)).toBe(false);
    ddb.on(GetCommand).resolves({ Item: { failures: 5, windowStart: now - throttleWindowMs + 1 } });
    expect(await isLoginLocked('a@b.co', now)).toBe(true);
    ddb.on(GetCommand).resolves({ Item: { failures: 5, windowStart: now - throttleWindowMs } });
    expect(await isLoginLocked('a@b.co', now)).toBe(false);
  });

  it('adds to an open window, or opens a new one with a TTL when the old one has passed', async () => {
    const now = Date.now();
    ddb.on(UpdateCommand).resolves({});
    await recordLoginFailure('a@b.co', now);
    expect(ddb.commandCalls(UpdateCommand)[0].args[0].input).toMatchObject({
      ConditionExpression: 'windowStart > :windowOpenedAfter',
      ExpressionAttributeValues: { ':one': 1, ':windowOpenedAfter': now - throttleWindowMs },
    });
    expect(ddb.commandCalls(PutCommand)).toHaveLength(0);

    ddb.on(UpdateCommand).rejects(awsError('ConditionalCheckFailedException'));
    ddb.on(PutCommand).resolves({});
    await recordLoginFailure('a@b.co', now);
    expect(ddb.commandCalls(PutCommand)[0].args[0].input.Item).toMatchObject({
      failures: 1,
      windowStart: now,
      expiresAt: Math.ceil((now + throttleWindowMs) / 1000),
    });
  });
});
