import type { ScheduledChange } from './lib/content/publication.ts';
import {
  type ChangeOutcome,
  deliverScheduledChange,
  isScheduledChange,
  sweepDueChanges,
} from './lib/content/scheduled-publishing.ts';

/**
 * The scheduled-publishing function (not an API route, docs/decisions/065). EventBridge
 * Scheduler invokes it with a change (a one-time schedule's input, made by the schedule keeper
 * from a SCHEDULE marker) or with `{ sweep: true }` (every few minutes); the local stack's
 * timer calls it the same way. Anything else is refused: it throws, so the schedule retries it
 * and its dead-letter queue's alarm shows it. What it returns is for the local timer's log.
 */
export async function handler(
  event: unknown,
): Promise<{ outcome: ChangeOutcome } | { swept: { change: ScheduledChange; outcome: ChangeOutcome }[] }> {
  if (isScheduledChange(event)) return { outcome: await deliverScheduledChange(event) };
  if ((event as { sweep?: unknown } | null)?.sweep === true) return { swept: await sweepDueChanges() };
  throw new Error(`not a scheduled change or a sweep: ${JSON.stringify(event)?.slice(0, 200)}`);
}
