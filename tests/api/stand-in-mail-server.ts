import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect } from 'vitest';
import { invitationMaybeSent } from '../../functions/lib/auth/invitations.ts';
import { sesClientLimits } from '../../functions/lib/mail/ses-client.ts';
import { type ApiClient, testAdmin } from './test-stack.ts';

/**
 * A server in place of SES for one test file: the stack's functions send to it (they build
 * their SES client at the first send, and the file's process sends none before), it counts
 * every request (each a SendEmail attempt) and answers as `answer` says, or never.
 * Call it after the stack's own `beforeAll`.
 */
export function standInMailServer(answer: (incoming: IncomingMessage, outgoing: ServerResponse) => void): {
  sends: () => number;
} {
  let server: Server | undefined;
  let sends = 0;
  beforeAll(async () => {
    const listening = createServer((incoming, outgoing) => {
      sends += 1;
      answer(incoming, outgoing);
    });
    server = listening;
    await new Promise<void>((resolve) => listening.listen(0, '127.0.0.1', resolve));
    process.env.SES_ENDPOINT = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });
  return { sends: () => sends };
}

/**
 * Invites `email` while the mail server does not answer in time: one send, given up within
 * the one attempt's time limit (well within the API function's 10 s, infra/route-functions.ts),
 * a 5xx saying the invitation may yet arrive, and no admin left behind.
 */
export async function expectInvitationGivenUpAfterOneAttempt(
  admin: ApiClient,
  email: string,
  sends: () => number,
): Promise<void> {
  const before = sends();
  const started = performance.now();
  const response = await admin.request<{ message: string }>('POST', '/api/admin/admins', {
    body: { email, currentPassword: testAdmin.password },
  });
  const ms = performance.now() - started;
  expect(response.status, response.text).toBeGreaterThanOrEqual(500);
  expect(response.body.message).toBe(invitationMaybeSent);
  expect(sends() - before).toBe(1);
  expect(ms).toBeGreaterThanOrEqual(sesClientLimits.requestHandler.requestTimeout);
  expect(ms).toBeLessThan(10_000);
  const admins = await admin.request<{ email: string }[]>('GET', '/api/admin/admins');
  expect(admins.body.map((one) => one.email)).not.toContain(email);
}
