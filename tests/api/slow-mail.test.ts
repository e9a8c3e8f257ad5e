import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { sesClientLimits } from '../../functions/lib/mail/ses-client.ts';
import { dynamoDocumentClient } from '../../functions/lib/runtime/aws-clients.ts';
import { storedEmails } from '../../local/local-mailbox.ts';
import type { ContactMessage } from '../../shared/api-types.ts';
import { stackWithSignedInAdmin } from './stack-with-admin.ts';
import { expectInvitationGivenUpAfterOneAttempt, standInMailServer } from './stand-in-mail-server.ts';
import { ApiClient, type TestStack } from './test-stack.ts';

/**
 * Issue 38, item 2 (docs/decisions/053), the audit's method: a proxy in front of the local SES
 * passes every send on at once (so the mail is delivered) and holds SES's answer longer than
 * the client waits. Before, the client's second attempt and the stream's retries mailed one
 * enquiry again and again, and the retries ended in the dead-letter file for a mail that had
 * gone out. Now the one send is kept as uncertain: exactly one email, no retry.
 */
let stack: TestStack;
let admin: ApiClient;
const heldMs = sesClientLimits.requestHandler.requestTimeout + 1_500;

stackWithSignedInAdmin({ seed: false }, (started) => {
  ({ stack, admin } = started);
});
const { sends } = standInMailServer((incoming, outgoing) => {
  const ses = new URL(stack.mail.endpoint);
  const forwarded = httpRequest(
    {
      host: ses.hostname,
      port: ses.port,
      path: incoming.url,
      method: incoming.method,
      headers: incoming.headers,
    },
    (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () =>
        setTimeout(() => {
          // The client gave up long ago: this answer reaches nobody.
          if (outgoing.destroyed) return;
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(chunks));
        }, heldMs),
      );
    },
  );
  forwarded.on('error', () => outgoing.destroy());
  incoming.pipe(forwarded);
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const mailFor = async (marker: string) =>
  (await storedEmails(stack.mail.endpoint)).filter((email) => email.body.text?.includes(marker));

describe('a mail server slower than the client waits', () => {
  it('mails an enquiry exactly once, keeps it as uncertain, and neither retries it nor dead-letters it', async () => {
    const marker = `slow-${Date.now()}`;
    const answer = await new ApiClient(stack.url).request<ContactMessage>('POST', '/api/cnt/contact', {
      body: { name: 'Meera', contact: '9876543210', email: 'meera@example.com', message: marker },
      from: '127.52.0.1',
    });
    expect(answer.status).toBe(201);
    const deadline = Date.now() + 15_000;
    while ((await mailFor(marker)).length === 0 && Date.now() < deadline) await pause(100);
    expect(await mailFor(marker)).toHaveLength(1);
    // Long enough for the old client's second attempt (at 2 s) and several of the poller's
    // retries (from 250 ms after a failure), or a retry after the new client gave up.
    await pause(heldMs + 4_000);
    expect(await mailFor(marker)).toHaveLength(1);
    expect(sends()).toBe(1);
    expect(existsSync(join(stack.dataDir, 'enquiry-mail-dead-letters.jsonl'))).toBe(false);
    // The message says so: uncertain, the claim kept, not marked mailed.
    const { Item } = await dynamoDocumentClient().send(
      new GetCommand({
        TableName: stack.tableName,
        Key: { PK: 'CONTACT', SK: answer.body._id },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ mailUncertainAt: expect.any(String), mailingUntil: expect.any(Number) });
    expect(Item).not.toHaveProperty('emailedAt');
    // And it is still new in the dashboard, where the owner reads it.
    const listed = await admin.request<ContactMessage[]>('GET', '/api/cnt/contact?limit=10&status=new');
    expect(listed.body.map((message) => message._id)).toContain(answer.body._id);
  });

  it('sends an invitation once, gives up within the one attempt, and says it may arrive with a dead link', async () => {
    await expectInvitationGivenUpAfterOneAttempt(admin, 'invited-slow@pawcraft.test', sends);
  });
});
