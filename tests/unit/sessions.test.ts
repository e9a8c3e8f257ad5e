import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayRequestAuthorizerEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as logoutHandler } from '../../functions/admin-logout.ts';
import { handler as authorizer } from '../../functions/authorizer.ts';
import {
  csrfTokenFor,
  isValidCsrfToken,
  newSessionId,
  signSessionId,
  verifySessionToken,
} from '../../functions/lib/auth/session-tokens.ts';
import { absoluteLifetimeMs, idleTimeoutMs, resumeSession } from '../../functions/lib/auth/sessions.ts';
import { ddb } from './support/aws-mocks.ts';
import { csrfHeaders } from './support/csrf.ts';
import { call } from './support/lambda-events.ts';
import { newSession } from './support/new-session.ts';
import { unitOriginHeaders } from './support/origin-secret.ts';

const key = Buffer.from('k'.repeat(40));

describe('session tokens', () => {
  it('verifies a signed session id and refuses a forged or altered one', () => {
    const sessionId = newSessionId();
    const token = signSessionId(key, sessionId);
    expect(verifySessionToken(key, token)).toBe(sessionId);
    expect(verifySessionToken(Buffer.from('x'.repeat(40)), token)).toBeUndefined();
    expect(verifySessionToken(key, `${newSessionId()}.${token.split('.')[1]}`)).toBeUndefined();
    expect(verifySessionToken(key, `${sessionId}.`)).toBeUndefined();
    expect(verifySessionToken(key, `${token}.extra`)).toBeUndefined();
    expect(verifySessionToken(key, 'garbage')).toBeUndefined();
  });

  it('binds the CSRF token to the session', () => {
    const [one, two] = [newSessionId(), newSessionId()];
    expect(isValidCsrfToken(key, one, csrfTokenFor(key, one))).toBe(true);
    expect(isValidCsrfToken(key, one, csrfTokenFor(key, two))).toBe(false);
    expect(isValidCsrfToken(key, one, undefined)).toBe(false);
    expect(isValidCsrfToken(key, one, '')).toBe(false);
  });
});

describe('sessions', () => {
  it('sets the session cookie HttpOnly, Secure, SameSite=Strict, Path=/ and a readable XSRF-TOKEN', async () => {
    const { cookies, item } = await newSession(Date.now());
    expect(cookies[0]).toMatch(
      /^__Host-session=[\w-]{43}\.[\w-]+\.[\w-]{8}; Path=\/; Secure; HttpOnly; SameSite=Strict/,
    );
    expect(cookies[1]).toMatch(/^XSRF-TOKEN=[\w-]+; Path=\/; Secure; SameSite=Strict/);
    expect(cookies[1]).not.toContain('HttpOnly');
    expect(item).toMatchObject({
      email: 'admin@example.com',
      createdAt: expect.any(Number),
      expiresAt: expect.any(Number),
    });
  });

  it('resumes a live session and writes lastSeenAt at most once a minute', async () => {
    const start = Date.now();
    const { token, item } = await newSession(start);
    ddb.on(GetCommand).resolves({ Item: item });
    ddb.on(UpdateCommand).resolves({});
    expect(await resumeSession(token, start + 30_000)).toMatchObject({ email: 'admin@example.com' });
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(await resumeSession(token, start + 61_000)).toBeDefined();
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(1);
  });

  it('ends a session idle for 30 minutes', async () => {
    const start = Date.now();
    const { token, item } = await newSession(start);
    ddb.on(GetCommand).resolves({ Item: item });
    expect(await resumeSession(token, start + idleTimeoutMs - 1000)).toBeDefined();
    ddb.on(GetCommand).resolves({ Item: { ...item, lastSeenAt: start } });
    expect(await resumeSession(token, start + idleTimeoutMs)).toBeUndefined();
  });

  it('ends a session 8 hours after login however active it was', async () => {
    const start = Date.now();
    const { token, item } = await newSession(start);
    const busy = start + absoluteLifetimeMs - 1000;
    ddb.on(GetCommand).resolves({ Item: { ...item, lastSeenAt: busy } });
    ddb.on(UpdateCommand).resolves({});
    expect(await resumeSession(token, busy + 500)).toBeDefined();
    expect(await resumeSession(token, start + absoluteLifetimeMs)).toBeUndefined();
  });

  it('refuses a session whose item is gone (after logout)', async () => {
    const { token } = await newSession(Date.now());
    ddb.on(GetCommand).resolves({});
    expect(await resumeSession(token)).toBeUndefined();
  });
});

function authorizerEvent(parts: {
  cookies?: string[];
  cookieHeader?: string;
  headers?: Record<string, string>;
}): APIGatewayRequestAuthorizerEventV2 {
  return {
    version: '2.0',
    type: 'REQUEST',
    routeArn: 'arn:aws:execute-api:ap-south-1:1:api/$default/GET/api/admin/dashboard-data',
    identitySource: [],
    routeKey: 'GET /api/admin/dashboard-data',
    rawPath: '/api/admin/dashboard-data',
    rawQueryString: '',
    cookies: parts.cookies ?? [],
    headers: {
      ...unitOriginHeaders,
      ...parts.headers,
      ...(parts.cookieHeader ? { cookie: parts.cookieHeader } : {}),
    },
    requestContext: {} as APIGatewayRequestAuthorizerEventV2['requestContext'],
  };
}

describe('the authorizer', () => {
  it("refuses a request without CloudFront's origin secret before reading any session (issue 15)", async () => {
    const { token, item } = await newSession(Date.now());
    ddb.on(GetCommand).resolves({ Item: item });
    for (const value of ['', 'a guess', `${unitOriginHeaders['x-origin-verify']}x`]) {
      const verdict = await authorizer(
        authorizerEvent({ cookies: [`__Host-session=${token}`], headers: { 'x-origin-verify': value } }),
      );
      expect(verdict, value).toEqual({ isAuthorized: false });
    }
    expect(ddb.commandCalls(GetCommand)).toHaveLength(0);
  });

  it('lets a live session in with its identity, from event.cookies or the Cookie header', async () => {
    const { token, item } = await newSession(Date.now());
    ddb.on(GetCommand).resolves({ Item: item });
    const fromCookies = await authorizer(
      authorizerEvent({ cookies: ['theme=dark', `__Host-session=${token}`] }),
    );
    expect(fromCookies).toEqual({
      isAuthorized: true,
      context: { email: 'admin@example.com', sessionId: token.split('.')[0], csrf: 'invalid' },
    });
    const fromHeader = await authorizer(authorizerEvent({ cookieHeader: `a=b; __Host-session=${token}` }));
    expect(fromHeader.isAuthorized).toBe(true);
  });

  it("judges the X-XSRF-TOKEN header: valid only with this session's token", async () => {
    const { token, item } = await newSession(Date.now());
    const sessionId = token.split('.')[0];
    ddb.on(GetCommand).resolves({ Item: item });
    const verdict = async (headers: Record<string, string>) => {
      const result = await authorizer(authorizerEvent({ cookies: [`__Host-session=${token}`], headers }));
      return (result as { context?: { csrf?: string } }).context?.csrf;
    };
    // API Gateway hands the authorizer lower-case header names.
    const own = csrfHeaders(sessionId)['X-XSRF-TOKEN'];
    expect(await verdict({ 'x-xsrf-token': own })).toBe('valid');
    expect(await verdict({})).toBe('invalid');
    expect(await verdict({ 'x-xsrf-token': 'forged' })).toBe('invalid');
    expect(await verdict({ 'x-xsrf-token': csrfHeaders('B'.repeat(43))['X-XSRF-TOKEN'] })).toBe('invalid');
  });

  it('refuses no cookie, a forged signature, an ended session, and a table that fails for other reasons', async () => {
    const { token, item } = await newSession(Date.now());
    expect(await authorizer(authorizerEvent({}))).toEqual({ isAuthorized: false });
    const forged = `${token.split('.')[0]}.AAAA${token.split('.')[1].slice(4)}`;
    ddb.on(GetCommand).resolves({ Item: item });
    expect(await authorizer(authorizerEvent({ cookies: [`__Host-session=${forged}`] }))).toEqual({
      isAuthorized: false,
    });
    ddb.on(GetCommand).resolves({});
    expect(await authorizer(authorizerEvent({ cookies: [`__Host-session=${token}`] }))).toEqual({
      isAuthorized: false,
    });
    ddb.on(GetCommand).rejects(Object.assign(new Error('bad'), { name: 'AccessDeniedException' }));
    expect(await authorizer(authorizerEvent({ cookies: [`__Host-session=${token}`] }))).toEqual({
      isAuthorized: false,
    });
  });

  it('marks the request unavailable, with no identity, when the table is busy or down', async () => {
    const { token } = await newSession(Date.now());
    ddb.on(GetCommand).rejects(Object.assign(new Error('down'), { name: 'ServiceUnavailable' }));
    expect(await authorizer(authorizerEvent({ cookies: [`__Host-session=${token}`] }))).toEqual({
      isAuthorized: true,
      context: { unavailable: 'true' },
    });
  });
});

describe('logout', () => {
  it('deletes the session item and clears both cookies', async () => {
    ddb.on(DeleteCommand).resolves({});
    const sessionId = newSessionId();
    const result = await call(logoutHandler, {
      method: 'POST',
      admin: { email: 'admin@example.com', sessionId },
      headers: csrfHeaders(sessionId),
    });
    expect(result).toMatchObject({ status: 200, body: { message: 'Logged out' } });
    expect(ddb.commandCalls(DeleteCommand)[0].args[0].input.Key).toEqual({
      PK: `SESSION#${sessionId}`,
      SK: 'SESSION',
    });
    expect(result.cookies).toEqual([
      expect.stringMatching(/^__Host-session=; .*Max-Age=0$/),
      expect.stringMatching(/^XSRF-TOKEN=; .*Max-Age=0$/),
    ]);
  });

  it('needs the CSRF header like every state-changing admin request', async () => {
    const result = await call(logoutHandler, {
      method: 'POST',
      admin: { email: 'a@b.co', sessionId: newSessionId() },
    });
    expect(result.status).toBe(403);
    expect(ddb.calls()).toHaveLength(0);
  });
});
