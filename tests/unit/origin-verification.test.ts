import { writeFileSync } from 'node:fs';
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as loginHandler } from '../../functions/admin-login.ts';
import { handler as createContact } from '../../functions/contact-create.ts';
import { handler as listContacts } from '../../functions/contact-list.ts';
import {
  forgetOriginSecrets,
  isFromOurCloudFront,
  parseOriginSecrets,
} from '../../functions/lib/http/origin-verification.ts';
import { ddb } from './support/aws-mocks.ts';
import { call } from './support/lambda-events.ts';
import { unitOriginSecret } from './support/origin-secret.ts';

/**
 * Issue 15, finding 2: the execute-api URL is reachable directly, where a client may send
 * any header. Now every handler answers 403 before anything else unless the request carries
 * CloudFront's origin secret (ADR 028), so a forged X-Viewer-Address or X-Amz-Cf-Id never
 * reaches the code that trusts them.
 */
const sample = { name: 'Meera', contact: '9876543210', email: 'm@example.com', message: 'Hi', fillMs: 9000 };
const other = 'another-secret-value-0123456789abcdef0123456789abcdef';
afterEach(() => {
  writeFileSync(process.env.ORIGIN_SECRET_FILE as string, JSON.stringify({ current: unitOriginSecret }));
  forgetOriginSecrets();
  vi.useRealTimers();
});

describe('a request without the origin secret', () => {
  it.each([
    ['no origin header', {}],
    ['a wrong one', { 'x-origin-verify': 'guess' }],
    ['one character more', { 'x-origin-verify': `${unitOriginSecret}x` }],
    [
      'forged CloudFront headers',
      { 'x-origin-verify': '', 'x-amz-cf-id': 'x', 'x-viewer-address': '192.0.2.9' },
    ],
  ])('gets 403 on public and admin routes with %s, and touches nothing', async (_label, headers) => {
    const without = { 'x-origin-verify': '', ...headers };
    for (const [handler, options] of [
      [createContact, { method: 'POST', body: sample }],
      [loginHandler, { method: 'POST', body: { email: 'a@example.com', password: 'secret!' } }],
      [listContacts, { admin: { email: 'a@example.com', sessionId: 's' } }],
    ] as const) {
      const result = await call(handler, { ...options, headers: without });
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ message: 'Forbidden' });
    }
    expect(ddb.commandCalls(UpdateCommand)).toHaveLength(0);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});

describe('the origin secret', () => {
  it('accepts current and, during a rotation, previous', async () => {
    writeFileSync(
      process.env.ORIGIN_SECRET_FILE as string,
      JSON.stringify({ current: other, previous: unitOriginSecret }),
    );
    forgetOriginSecrets();
    expect(await isFromOurCloudFront({ 'x-origin-verify': other })).toBe(true);
    expect(await isFromOurCloudFront({ 'x-origin-verify': unitOriginSecret })).toBe(true);
    expect(await isFromOurCloudFront({ 'x-origin-verify': 'x'.repeat(64) })).toBe(false);
  });

  it('is read once, and again (at most once a minute) when a value matches none: a warm function learns a rotation', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    expect(await isFromOurCloudFront({ 'x-origin-verify': unitOriginSecret })).toBe(true);
    writeFileSync(
      process.env.ORIGIN_SECRET_FILE as string,
      JSON.stringify({ current: other, previous: unitOriginSecret }),
    );
    // Within the minute the loaded value stands.
    expect(await isFromOurCloudFront({ 'x-origin-verify': other })).toBe(false);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await isFromOurCloudFront({ 'x-origin-verify': other })).toBe(true);
    expect(await isFromOurCloudFront({ 'x-origin-verify': unitOriginSecret })).toBe(true);
  });

  it('refuses everything when none is configured or it is too short (fail closed)', async () => {
    writeFileSync(process.env.ORIGIN_SECRET_FILE as string, 'short');
    forgetOriginSecrets();
    expect(await isFromOurCloudFront({ 'x-origin-verify': 'short' })).toBe(false);
    expect(parseOriginSecrets(undefined)).toBeUndefined();
    expect(parseOriginSecrets('{"current": 5}')).toBeUndefined();
    expect(parseOriginSecrets(`{"current": "${other}", "previous": "short"}`)).toEqual({ current: other });
    expect(parseOriginSecrets(other)).toEqual({ current: other });
  });
});
