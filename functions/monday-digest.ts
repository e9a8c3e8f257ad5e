import { digestEvent } from '../shared/monday-digest.ts';
import { type DigestOutcome, sendMondayDigest } from './lib/mail/monday-digest.ts';

/**
 * The Monday digest's function (not an API route, docs/decisions/072): EventBridge Scheduler
 * invokes it every Monday at 09:00 India time with `digestEvent`; the local stack's timer and
 * `npm run admin -- digest` call it the same way. Anything else is refused: it throws, so the
 * failure reaches the dead-letter queue's alarm. What it returns is for the local callers.
 */
export async function handler(
  event: unknown,
): Promise<{ outcome: DigestOutcome; week: { from: string; to: string } }> {
  if ((event as { digest?: unknown } | null)?.digest !== digestEvent.digest)
    throw new Error(`not the digest's event: ${JSON.stringify(event)?.slice(0, 200)}`);
  const { outcome, figures } = await sendMondayDigest();
  return { outcome, week: figures.week };
}
