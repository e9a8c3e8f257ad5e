import {
  DeleteCommand,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { redeemAccountToken, tokenLifetimesMs } from '../../functions/lib/auth/account-tokens.ts';
import { browserName } from '../../functions/lib/auth/browser-name.ts';
import { cannotRemoveYourself, removeAdmin } from '../../functions/lib/auth/invitations.ts';
import { hashToken } from '../../functions/lib/auth/link-tokens.ts';
import { wrongCurrentPassword } from '../../functions/lib/auth/password-change.ts';
import { hashPassword } from '../../functions/lib/auth/passwords.ts';
import { keyIdOf, keyNamed, parseSessionSecret } from '../../functions/lib/auth/session-key.ts';
import {
  parseSessionToken,
  signSessionId,
  verifySessionToken,
} from '../../functions/lib/auth/session-tokens.ts';
import { resumeSession } from '../../functions/lib/auth/sessions.ts';
import {
  accountLink,
  accountMailSettings,
  composeInvitationEmail,
  composeResetEmail,
} from '../../functions/lib/mail/account-email.ts';
import { invalidLinkMessage } from '../../shared/account-rules.ts';
import { defaultSiteSettings } from '../../shared/site-settings.ts';
import { conditionFailed, ddb } from './support/aws-mocks.ts';
import { newSession } from './support/new-session.ts';

/** Issue 13's rules that need no running table (docs/decisions/029, 030). */
const oldKey = 'an-old-session-key-of-more-than-thirty-two-characters';
const newKey = 'a-new-session-key-of-more-than-thirty-two-characters!';

describe('the session key ring', () => {
  it('reads one key or {current, previous}, and names keys by an id that is not the key', () => {
    expect(parseSessionSecret(oldKey)).toEqual({
      current: { id: keyIdOf(oldKey), key: Buffer.from(oldKey) },
    });
    const ring = parseSessionSecret(JSON.stringify({ current: newKey, previous: oldKey }));
    expect(ring.current.id).toBe(keyIdOf(newKey));
    expect(ring.previous?.id).toBe(keyIdOf(oldKey));
    expect(keyIdOf(newKey)).toMatch(/^[\w-]{8}$/);
    expect(keyIdOf(newKey)).not.toBe(keyIdOf(oldKey));
    expect(keyNamed(ring, keyIdOf(oldKey))?.key.toString()).toBe(oldKey);
    expect(keyNamed(ring, undefined)?.key.toString()).toBe(newKey);
    expect(keyNamed(ring, 'AAAAAAAA')).toBeUndefined();
  });

  it('refuses short keys, JSON without current, and nothing', () => {
    expect(() => parseSessionSecret('short')).toThrow(/too short/);
    expect(() => parseSessionSecret('{"previous":"x"}')).toThrow(/current/);
    expect(() => parseSessionSecret('{not json')).toThrow(/JSON/);
    expect(() => parseSessionSecret('')).toThrow(/No session signing key/);
  });

  it('a token names its key; only that key verifies it', () => {
    const key = Buffer.from(newKey);
    const token = signSessionId(key, 'S'.repeat(43), keyIdOf(newKey));
    expect(parseSessionToken(token)).toMatchObject({ keyId: keyIdOf(newKey) });
    expect(verifySessionToken(key, token)).toBe('S'.repeat(43));
    expect(verifySessionToken(Buffer.from(oldKey), token)).toBeUndefined();
    expect(parseSessionToken(`${token}.more`)).toBeUndefined();
    expect(parseSessionToken(`${'S'.repeat(43)}.sig.bad-id!`)).toBeUndefined();
  });
});

describe('sessions and the session version', () => {
  const newVersionedSession = (version: number) =>
    newSession(Date.now(), {
      sessionVersion: version,
      userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
    });

  it('stores the version, the browser and the per-admin index keys; never the session id in the index', async () => {
    const { token, item } = await newVersionedSession(3);
    expect(item).toMatchObject({
      sessionVersion: 3,
      browser: 'Firefox on Linux',
      GSI2PK: 'SESSIONS#admin@example.com',
      GSI2SK: expect.stringMatching(/^[0-9A-Z]{26}$/),
    });
    expect(item.GSI2SK).not.toContain(token.split('.')[0]);
  });

  it('refuses a session whose admin has a newer version, or is gone', async () => {
    const { token, item } = await newVersionedSession(3);
    const admin = (sessionVersion: number) => ({
      PK: 'ADMIN',
      SK: 'admin@example.com',
      email: 'admin@example.com',
      sessionVersion,
    });
    ddb.on(GetCommand, { Key: { PK: 'ADMIN', SK: 'admin@example.com' } }).resolves({ Item: admin(3) });
    ddb.on(GetCommand, { Key: { PK: item.PK, SK: 'SESSION' } }).resolves({ Item: item });
    expect(await resumeSession(token)).toMatchObject({ email: 'admin@example.com' });
    ddb.on(GetCommand, { Key: { PK: 'ADMIN', SK: 'admin@example.com' } }).resolves({ Item: admin(4) });
    expect(await resumeSession(token)).toBeUndefined();
    ddb.on(GetCommand, { Key: { PK: 'ADMIN', SK: 'admin@example.com' } }).resolves({});
    expect(await resumeSession(token)).toBeUndefined();
  });
});

describe('reset and invitation links', () => {
  const token = 'T'.repeat(43);

  it('are stored as a hash, used up by one conditional delete, refused when late', async () => {
    const generation = { sessionVersion: 3, createdAt: '2026-11-01T00:00:00.000Z' };
    ddb.on(DeleteCommand).resolves({
      Attributes: { kind: 'reset', email: 'a@b.co', generation, validUntil: Date.now() + 1000 },
    });
    expect(await redeemAccountToken(token)).toEqual({ kind: 'reset', email: 'a@b.co', generation });
    const sent = ddb.commandCalls(DeleteCommand)[0].args[0].input;
    expect(sent.Key).toEqual({ PK: `TOKEN#${hashToken(token)}`, SK: 'TOKEN' });
    expect(JSON.stringify(sent)).not.toContain(token);
    expect(sent.ConditionExpression).toBe('attribute_exists(PK)');

    ddb
      .on(DeleteCommand)
      .resolves({ Attributes: { kind: 'reset', email: 'a@b.co', validUntil: Date.now() - 1 } });
    await expect(redeemAccountToken(token)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: invalidLinkMessage,
    });
    ddb.on(DeleteCommand).rejects(conditionFailed());
    await expect(redeemAccountToken(token)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: invalidLinkMessage,
    });
    await expect(redeemAccountToken('short')).rejects.toMatchObject({ name: 'InvalidInput' });
  });

  it('last 30 minutes (reset) and 48 hours (invitation)', () => {
    expect(tokenLifetimesMs).toEqual({ reset: 30 * 60_000, invite: 48 * 60 * 60_000 });
  });

  it('carry the token in the fragment of a link to the site', () => {
    const settings = { from: 'site@example.com', siteUrl: 'https://example.com/', companyName: 'Pawcraft' };
    expect(accountLink(settings.siteUrl, token)).toBe(
      `https://example.com/dashboard/set-password#token=${token}`,
    );
    const reset = composeResetEmail('a@b.co', token, settings);
    expect(reset).toMatchObject({ from: 'site@example.com', to: 'a@b.co' });
    expect(reset.text).toContain('30 minutes');
    const invite = composeInvitationEmail('c@d.co', 'a@b.co <x>', token, settings);
    expect(invite.text).toContain('48 hours');
    expect(invite.html).toContain('a@b.co &lt;x&gt;');
  });

  it('name the company as the site settings publish it, escaped in the HTML', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // A moment no other read of the settings reused (readSiteSettings keeps one read a few seconds).
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    vi.stubEnv('MAIL_FROM', 'site@example.com');
    vi.stubEnv('SITE_URL', 'https://example.com');
    ddb.on(QueryCommand).resolves({
      Items: [
        {
          PK: 'SITE',
          SK: 'PART#company',
          value: { ...defaultSiteSettings.company, name: 'Doon & Co Pet Gear' },
          version: 2,
        },
      ],
    });
    const settings = await accountMailSettings();
    vi.useRealTimers();
    vi.unstubAllEnvs();
    expect(settings).toEqual({
      from: 'site@example.com',
      siteUrl: 'https://example.com',
      companyName: 'Doon & Co Pet Gear',
    });
    if (!settings) return;
    const reset = composeResetEmail('a@b.co', token, settings);
    expect(reset.subject).toBe('Choose a new password for the Doon & Co Pet Gear dashboard');
    expect(reset.text).toContain('your Doon & Co Pet Gear dashboard account');
    expect(reset.html).toContain('your Doon &amp; Co Pet Gear dashboard account');
    const invite = composeInvitationEmail('c@d.co', 'a@b.co', token, settings);
    expect(invite.subject).toBe('You are invited to the Doon & Co Pet Gear dashboard');
    expect(invite.text).toContain('a@b.co added you as an admin of the Doon & Co Pet Gear website.');
    for (const email of [reset, invite]) expect(`${email.subject}${email.text}`).not.toContain('Pawcraft');
  });

  it('are not composed on a stage without a sender, whatever the settings', async () => {
    vi.stubEnv('MAIL_FROM', '');
    vi.stubEnv('SITE_URL', 'https://example.com');
    expect(await accountMailSettings()).toBeUndefined();
    vi.unstubAllEnvs();
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(0);
  });
});

describe('removing an admin', () => {
  const me = { email: 'me@example.com', sessionId: 'S'.repeat(43) };
  const myPassword = 'my own long password';
  let myHash: string;
  beforeAll(async () => {
    myHash = await hashPassword(myPassword, { log2N: 10, r: 8, p: 1 });
  });
  const admins = (...items: Record<string, unknown>[]) => {
    ddb.on(QueryCommand).resolves({ Items: items.map((item) => ({ PK: 'ADMIN', SK: item.email, ...item })) });
    const mine = items.find((item) => item.email === me.email);
    ddb.on(GetCommand, { Key: { PK: 'ADMIN', SK: me.email } }).resolves(mine ? { Item: mine } : {});
    // The password check's throttle record (an open window with room).
    ddb.on(UpdateCommand).resolves({ Attributes: { windowStart: Date.now(), failures: 1 } });
  };

  it('never yourself', async () => {
    await expect(removeAdmin('Me@Example.com ', me, myPassword)).rejects.toMatchObject({
      name: 'InvalidInput',
      message: cannotRemoveYourself,
    });
  });

  it('asks for your password again: a wrong one removes nothing', async () => {
    admins({ email: 'other@example.com', passwordHash: 'x' }, { email: me.email, passwordHash: myHash });
    await expect(removeAdmin('other@example.com', me, 'not my password')).rejects.toMatchObject({
      name: 'InvalidInput',
      message: wrongCurrentPassword,
    });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('an unknown one is 404; a removal is one transaction with a check on the remover', async () => {
    admins({ email: me.email, passwordHash: myHash }, { email: 'other@example.com', passwordHash: 'y' });
    await expect(removeAdmin('nobody@example.com', me, myPassword)).rejects.toMatchObject({
      name: 'NotFound',
    });
    ddb.on(DeleteCommand).resolves({});
    ddb.on(TransactWriteCommand).resolves({});
    await removeAdmin('other@example.com', me, myPassword);
    // One transaction: the delete, and the check that the remover can still sign in.
    const [transaction] = ddb
      .commandCalls(TransactWriteCommand)
      .map((call) => call.args[0].input.TransactItems);
    expect(transaction?.[0]?.Delete?.Key).toEqual({ PK: 'ADMIN', SK: 'other@example.com' });
    expect(transaction?.[1]?.ConditionCheck?.Key).toEqual({ PK: 'ADMIN', SK: me.email });
  });
});

describe('browser names', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      'Edge on Windows',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36',
      'Chrome on macOS',
    ],
    ['curl/8.0', 'Other client'],
    [undefined, 'Unknown browser'],
  ])('%s -> %s', (userAgent, name) => {
    expect(browserName(userAgent)).toBe(name);
  });
});

describe('logs', () => {
  it('carry no email address from a path', async () => {
    const { loggablePath } = await import('../../functions/lib/runtime/logger.ts');
    expect(loggablePath('/api/admin/admins/ana%40example.com')).toBe('/api/admin/admins/{email}');
    expect(loggablePath('/api/admin/admins/ana@example.com?x=1')).toBe('/api/admin/admins/{email}?x=1');
    expect(loggablePath('/api/blogs/01ABC')).toBe('/api/blogs/01ABC');
  });
});
