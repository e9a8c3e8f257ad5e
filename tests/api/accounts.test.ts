import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { putAdmin } from '../../functions/lib/auth/admin-setup.ts';
import { resetRequestLimits } from '../../functions/lib/auth/password-resets.ts';
import { forgetSessionKeys, keyIdOf } from '../../functions/lib/auth/session-key.ts';
import { accountLinkToken, storedEmails } from '../../local/local-mailbox.ts';
import { invalidLinkMessage } from '../../shared/account-rules.ts';
import {
  type ActivityData,
  type AdminSummary,
  type Blog,
  passwordResetRequested,
  type SessionSummary,
} from '../../shared/api-types.ts';
import { sampleBlog } from '../security/sample-bodies.ts';
import { anotherSignedInAdmin, stackWithSignedInAdmin } from './stack-with-admin.ts';
import { ApiClient, type TestStack, testAdmin, visitorAddresses } from './test-stack.ts';

/**
 * Issue 13 on the real local stack: forgotten passwords, changing one, invitations, removing
 * admins, the sessions list, sign out everywhere, the activity, and rotating the session key
 * (docs/decisions/029, 030). Emails are read from the local SES's mailbox.
 */
let stack: TestStack;
let admin: ApiClient;
stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});

const mailTo = (address: string) => storedEmails(stack.mail.endpoint, address);
/** The token of the newest link mailed to `address`. */
async function latestToken(address: string): Promise<string> {
  const token = accountLinkToken(await mailTo(address));
  if (!token) throw new Error(`no link mailed to ${address}`);
  return token;
}

const visitor = visitorAddresses('127.61.0');
const forgot = (email: string, from = visitor()) =>
  new ApiClient(stack.url).request('POST', '/api/admin/password/forgot', { body: { email }, from });

const anAdmin = (email: string) => anotherSignedInAdmin(stack, email);
const canUse = async (client: ApiClient) =>
  (await client.request('GET', '/api/admin/dashboard-data')).status === 200;

describe('forgot password', () => {
  it('answers the same for an unknown email and an admin, and mails only the admin a link', async () => {
    const known = await anAdmin('forgetful@pawcraft.test');
    const unknown = await forgot('nobody@pawcraft.test');
    const answer = await forgot(known.email);
    expect(unknown.status).toBe(200);
    expect(answer.status).toBe(200);
    expect(unknown.body).toEqual({ message: passwordResetRequested });
    expect(answer.text).toBe(unknown.text);
    expect(await mailTo('nobody@pawcraft.test')).toEqual([]);
    const [mail] = await mailTo(known.email);
    expect(mail.subject).toMatch(/new password/);
    expect(mail.body.text).toContain(`${stack.url}/dashboard/set-password#token=`);
  });

  it('a link works once, ends every session of the admin, and signs the browser in', async () => {
    const account = await anAdmin('reset-once@pawcraft.test');
    await forgot(account.email);
    const token = await latestToken(account.email);
    const browser = new ApiClient(stack.url);
    const used = await browser.request('POST', '/api/admin/password/reset', {
      body: { token, password: 'a brand new password' },
    });
    expect(used.status, used.text).toBe(200);
    expect(await canUse(browser)).toBe(true);
    expect(await canUse(account.client)).toBe(false);
    const again = await new ApiClient(stack.url).request('POST', '/api/admin/password/reset', {
      body: { token, password: 'another new password' },
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: invalidLinkMessage });
    await new ApiClient(stack.url).login({ email: account.email, password: 'a brand new password' });
  });

  it('refuses a link after 30 minutes, an unknown token, and a short password', async () => {
    const account = await anAdmin('reset-late@pawcraft.test');
    await forgot(account.email);
    const token = await latestToken(account.email);
    const short = await new ApiClient(stack.url).request('POST', '/api/admin/password/reset', {
      body: { token, password: 'too short' },
    });
    expect(short.status).toBe(400);
    const { hashToken } = await import('../../functions/lib/auth/link-tokens.ts');
    const { UpdateCommand } = await import('@aws-sdk/lib-dynamodb');
    const { dynamoDocumentClient } = await import('../../functions/lib/runtime/aws-clients.ts');
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: stack.tableName,
        Key: { PK: `TOKEN#${hashToken(token)}`, SK: 'TOKEN' },
        UpdateExpression: 'SET validUntil = :past',
        ExpressionAttributeValues: { ':past': Date.now() - 1000 },
      }),
    );
    for (const tried of [token, 'A'.repeat(43)]) {
      const late = await new ApiClient(stack.url).request('POST', '/api/admin/password/reset', {
        body: { token: tried, password: 'a brand new password' },
      });
      expect(late.status).toBe(400);
      expect(late.body).toEqual({ message: invalidLinkMessage });
    }
    expect(await canUse(account.client)).toBe(true);
  });

  it('counts requests per email like failed logins, and never locks the login', async () => {
    const account = await anAdmin('reset-many@pawcraft.test');
    for (let request = 1; request <= resetRequestLimits.email; request++)
      expect((await forgot(account.email)).status).toBe(200);
    expect((await forgot(account.email)).status).toBe(429);
    // Another email from the same address is still answered; the admin still logs in.
    expect((await forgot('someone-else@pawcraft.test')).status).toBe(200);
    await new ApiClient(stack.url).login(account);
  });

  it('counts requests per address', async () => {
    const from = visitor();
    for (let request = 1; request <= resetRequestLimits.address; request++)
      expect((await forgot(`many-${request}@pawcraft.test`, from)).status).toBe(200);
    expect((await forgot('one-more@pawcraft.test', from)).status).toBe(429);
  });
});

describe('change password', () => {
  it('needs the current password and a new one of 12+ characters; ends every other session, keeps this one', async () => {
    const account = await anAdmin('changer@pawcraft.test');
    const other = new ApiClient(stack.url);
    await other.login(account);
    const wrong = await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: 'not my password', newPassword: 'a good new password' },
    });
    expect(wrong.status).toBe(400);
    const short = await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: account.password, newPassword: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body).toEqual({ message: 'Passwords need at least 12 characters.' });
    const changed = await account.client.request('POST', '/api/admin/password', {
      body: { currentPassword: account.password, newPassword: 'a good new password' },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await canUse(account.client)).toBe(true);
    expect(await canUse(other)).toBe(false);
    const old = await new ApiClient(stack.url).request('POST', '/api/admin/login', { body: account });
    expect(old.status).toBe(401);
    await new ApiClient(stack.url).login({ email: account.email, password: 'a good new password' });
  });

  it('a reset with the CLI (npm run admin) ends the sessions at once', async () => {
    const account = await anAdmin('audited@pawcraft.test');
    expect(await canUse(account.client)).toBe(true);
    await putAdmin(account.email, 'the password the audit set');
    expect(await canUse(account.client)).toBe(false);
  });
});

describe('sessions', () => {
  it('lists your live sessions with the browser, signs one out, and signs out everywhere', async () => {
    const account = await anAdmin('sessions@pawcraft.test');
    const phone = new ApiClient(stack.url);
    await phone.request('POST', '/api/admin/login', {
      body: account,
      headers: {
        'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36',
      },
    });
    const listed = await account.client.request<SessionSummary[]>('GET', '/api/admin/sessions');
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(2);
    expect(listed.body.filter((session) => session.current)).toHaveLength(1);
    const phoneSession = listed.body.find((session) => !session.current) as SessionSummary;
    expect(phoneSession.browser).toBe('Chrome on Android');
    expect(listed.text).not.toContain(phone.cookies.get('__Host-session')?.split('.')[0]);
    expect((await account.client.request('DELETE', `/api/admin/sessions/${phoneSession.id}`)).status).toBe(
      200,
    );
    expect(await canUse(phone)).toBe(false);
    expect(await canUse(account.client)).toBe(true);

    const laptop = new ApiClient(stack.url);
    await laptop.login(account);
    const everywhere = await account.client.request('DELETE', '/api/admin/sessions');
    expect(everywhere.status).toBe(200);
    expect(await canUse(account.client)).toBe(false);
    expect(await canUse(laptop)).toBe(false);
    // Another admin's sessions cannot be named.
    const mine = (await admin.request<SessionSummary[]>('GET', '/api/admin/sessions')).body;
    const stranger = await anAdmin('stranger@pawcraft.test');
    expect((await stranger.client.request('DELETE', `/api/admin/sessions/${mine[0].id}`)).status).toBe(404);
    expect(await canUse(admin)).toBe(true);
  });
});

describe('admins', () => {
  it('invites an admin by email, who sets a password from the link (once) and signs in', async () => {
    const invited = await admin.request<AdminSummary>('POST', '/api/admin/admins', {
      body: { email: 'New.Colleague@pawcraft.test', currentPassword: testAdmin.password },
    });
    expect(invited.status, invited.text).toBe(201);
    expect(invited.body).toMatchObject({ email: 'new.colleague@pawcraft.test', invited: true });
    const again = await admin.request('POST', '/api/admin/admins', {
      body: { email: 'new.colleague@pawcraft.test', currentPassword: testAdmin.password },
    });
    expect(again.status).toBe(409);
    // No password yet: the login is refused like a wrong one.
    const early = await new ApiClient(stack.url).request('POST', '/api/admin/login', {
      body: { email: 'new.colleague@pawcraft.test', password: 'whatever whatever' },
    });
    expect(early.status).toBe(401);
    const [mail] = await mailTo('new.colleague@pawcraft.test');
    expect(mail.subject).toMatch(/invited/);
    expect(mail.body.text).toContain(testAdmin.email);
    const token = await latestToken('new.colleague@pawcraft.test');
    const colleague = new ApiClient(stack.url);
    const accepted = await colleague.request('POST', '/api/admin/password/reset', {
      body: { token, password: 'the colleague password' },
    });
    expect(accepted.status, accepted.text).toBe(200);
    expect(await canUse(colleague)).toBe(true);
    const list = await admin.request<AdminSummary[]>('GET', '/api/admin/admins');
    const entry = list.body.find((one) => one.email === 'new.colleague@pawcraft.test');
    expect(entry).toMatchObject({ invited: false, you: false, lastSignInAt: expect.any(String) });
    expect(list.body.find((one) => one.you)?.email).toBe(testAdmin.email);
  });

  it('never removes yourself; removing an admin ends their open session at once', async () => {
    const mine = { body: { currentPassword: testAdmin.password } };
    const self = await admin.request(
      'DELETE',
      `/api/admin/admins/${encodeURIComponent(testAdmin.email)}`,
      mine,
    );
    expect(self.status).toBe(400);
    const leaving = await anAdmin('leaving@pawcraft.test');
    expect(await canUse(leaving.client)).toBe(true);
    const wrong = await admin.request('DELETE', `/api/admin/admins/${encodeURIComponent(leaving.email)}`, {
      body: { currentPassword: 'not my password at all' },
    });
    expect(wrong.status).toBe(400);
    expect(await canUse(leaving.client)).toBe(true);
    const removed = await admin.request(
      'DELETE',
      `/api/admin/admins/${encodeURIComponent(leaving.email)}`,
      mine,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(await canUse(leaving.client)).toBe(false);
    const login = await new ApiClient(stack.url).request('POST', '/api/admin/login', { body: leaving });
    expect(login.status).toBe(401);
    expect((await admin.request('DELETE', '/api/admin/admins/nobody%40pawcraft.test', mine)).status).toBe(
      404,
    );
  });
});

describe('who changed what', () => {
  it('records creates, changes and deletes with the admin and the time; lists show the last change', async () => {
    const colleague = await anAdmin('writer@pawcraft.test');
    const blog = await admin.request<Blog>('POST', '/api/blogs', {
      body: { ...sampleBlog, title: 'Activity one' },
    });
    expect(blog.status).toBe(201);
    const edited = await colleague.client.request('PUT', `/api/blogs/blogs/${blog.body._id}`, {
      body: { ...sampleBlog, title: 'Activity two' },
    });
    expect(edited.status).toBe(200);
    const country = await colleague.client.request<{ _id: string }>('POST', '/countries/add', {
      body: { name: 'Japan' },
    });
    expect((await admin.request('DELETE', `/countries/delete/${country.body._id}`)).status).toBe(200);
    const activity = await admin.request<ActivityData>('GET', '/api/admin/activity');
    expect(activity.status).toBe(200);
    expect(
      activity.body.latest.slice(0, 4).map(({ by, action, kind, label }) => [by, action, kind, label]),
    ).toEqual([
      [testAdmin.email, 'deleted', 'country', 'Japan'],
      [colleague.email, 'created', 'country', 'Japan'],
      [colleague.email, 'changed', 'blog', 'Activity two'],
      [testAdmin.email, 'created', 'blog', 'Activity one'],
    ]);
    expect(activity.body.lastChanges[blog.body._id]).toMatchObject({ by: colleague.email });
    expect(activity.body.lastChanges[country.body._id]).toBeUndefined();
    // The colleague sees the same panel.
    const seen = await colleague.client.request<ActivityData>('GET', '/api/admin/activity');
    expect(seen.body.latest[0]).toEqual(activity.body.latest[0]);
  });

  it('shows the latest 20 only', async () => {
    for (let n = 0; n < 22; n++)
      await admin.request('POST', '/api/blogs', { body: { ...sampleBlog, title: `Many ${n}` } });
    const activity = await admin.request<ActivityData>('GET', '/api/admin/activity');
    expect(activity.body.latest).toHaveLength(20);
    expect(activity.body.latest[0].label).toBe('Many 21');
  });
});

describe('logs', () => {
  it('never hold a link token, a password or the email of a reset, an invitation or a removal', async () => {
    const { logger } = await import('../../functions/lib/runtime/logger.ts');
    const written: string[] = [];
    const capture = (stream: NodeJS.WriteStream) => {
      const original = stream.write.bind(stream);
      stream.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
        written.push(String(chunk));
        return original(chunk, ...rest);
      }) as typeof stream.write;
      return () => {
        stream.write = original as typeof stream.write;
      };
    };
    const restore = [capture(process.stdout), capture(process.stderr)];
    logger.setLogLevel('DEBUG');
    try {
      const account = await anAdmin('logged@pawcraft.test');
      await forgot(account.email);
      const token = await latestToken(account.email);
      await new ApiClient(stack.url).request('POST', '/api/admin/password/reset', {
        body: { token, password: 'a password never logged' },
      });
      await admin.request('POST', '/api/admin/admins', {
        body: { email: 'logged-invite@pawcraft.test', currentPassword: testAdmin.password },
      });
      const invite = await latestToken('logged-invite@pawcraft.test');
      await admin.request(
        'DELETE',
        `/api/admin/admins/${encodeURIComponent('logged-invite@pawcraft.test')}`,
        {
          body: { currentPassword: testAdmin.password },
        },
      );
      const log = written.join('');
      expect(log).toContain('/api/admin/password/reset');
      for (const secret of [token, invite, 'a password never logged', account.email, 'logged-invite'])
        expect(log.includes(secret), secret).toBe(false);
    } finally {
      logger.setLogLevel('WARN');
      for (const undo of restore) undo();
    }
  });
});

describe('rotating the session key (docs/operations.md "Rotate the session signing key")', () => {
  it('keeps sessions signed with the previous key, signs new ones with the new key, and drops the old key after', async () => {
    const keyFile = join(stack.dataDir, 'session-key');
    const oldKey = (await readFile(keyFile, 'utf8')).trim();
    const before = new ApiClient(stack.url);
    await before.login();
    expect(before.cookies.get('__Host-session')?.split('.')[2]).toBe(keyIdOf(oldKey));

    // Step 1: the new key becomes current, the old one previous.
    const newKey = 'a-new-session-key-of-sixty-four-characters-for-the-rotation-test';
    await writeFile(keyFile, JSON.stringify({ current: newKey, previous: oldKey }));
    forgetSessionKeys();
    expect(await canUse(before)).toBe(true);
    expect((await before.request('POST', '/countries/add', { body: { name: 'Peru' } })).status).toBe(201);
    const after = new ApiClient(stack.url);
    await after.login();
    expect(after.cookies.get('__Host-session')?.split('.')[2]).toBe(keyIdOf(newKey));
    expect(await canUse(after)).toBe(true);

    // Step 2, once the sessions of the old key have run out (8 hours): the old key goes.
    await writeFile(keyFile, newKey);
    forgetSessionKeys();
    expect(await canUse(before)).toBe(false);
    expect(await canUse(after)).toBe(true);
  });
});
