import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { readCookie } from '../../../functions/lib/auth/session-cookies.ts';
import { startSession } from '../../../functions/lib/auth/sessions.ts';
import { ddb } from './aws-mocks.ts';

/** Logs admin@example.com in (mocked table): the cookies, the session token and the stored session item. */
export async function newSession(now: number, start?: Parameters<typeof startSession>[2]) {
  ddb.on(PutCommand).resolves({});
  const cookies = await startSession('admin@example.com', now, start);
  const token = readCookie(
    '__Host-session',
    cookies.map((cookie) => cookie.split(';')[0]),
    undefined,
  ) as string;
  const item = ddb.commandCalls(PutCommand)[0].args[0].input.Item as Record<string, unknown>;
  return { cookies, token, item };
}
