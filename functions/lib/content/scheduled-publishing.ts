import { earlyDeliveryWaitSeconds, sweepBatchLimit } from '../../../shared/scheduled-publishing.ts';
import { logger } from '../runtime/logger.ts';
import { carryOutScheduledChange, findDueChanges, type ScheduledChange } from './publication.ts';

/**
 * The scheduled-publishing function's work (docs/decisions/065). A one-time schedule (or the
 * local timer) delivers one change; the sweep finds every change whose time has passed and
 * carries each out: the safety net for a schedule that failed, was late, or was never made.
 * Every outcome is logged; a stale or duplicate delivery is normal and changes nothing
 * (carryOutScheduledChange checks the status and the schedule revision in its transaction).
 */
export type ChangeOutcome = Awaited<ReturnType<typeof carryOutScheduledChange>>;

const kinds = new Set(['blog', 'product', 'site']);
const actions = new Set(['publish', 'unpublish']);

/** Whether `event` is a change as the keeper puts it in a schedule's input (a marker's fields). */
export function isScheduledChange(event: unknown): event is ScheduledChange {
  const change = event as Partial<ScheduledChange> | null;
  return (
    typeof change === 'object' &&
    change !== null &&
    kinds.has(String(change.kind)) &&
    typeof change.id === 'string' &&
    change.id.length > 0 &&
    actions.has(String(change.action)) &&
    Number.isInteger(change.revision) &&
    typeof change.at === 'string' &&
    !Number.isNaN(Date.parse(change.at))
  );
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Carries out one delivered change. A delivery up to `earlyDeliveryWaitSeconds` before its time
 * (Scheduler's minute precision) waits for it; an earlier one is left to its time's sweep.
 */
export async function deliverScheduledChange(change: ScheduledChange): Promise<ChangeOutcome> {
  const early = Date.parse(change.at) - Date.now();
  if (early > 0 && early <= earlyDeliveryWaitSeconds * 1000) await pause(early);
  const outcome = await carryOutScheduledChange(change);
  logger.info('scheduled change', { ...change, outcome, lateMs: Date.now() - Date.parse(change.at) });
  return outcome;
}

/**
 * Carries out every change due now (at most `sweepBatchLimit`, oldest first), each on its own:
 * one that fails is logged and the others go on; the sweep then fails as a whole, so its
 * error counts in the Lambda alarms and Scheduler retries it.
 */
export async function sweepDueChanges(
  now = new Date(),
): Promise<{ change: ScheduledChange; outcome: ChangeOutcome }[]> {
  const due = await findDueChanges(now, sweepBatchLimit);
  const done: { change: ScheduledChange; outcome: ChangeOutcome }[] = [];
  let failures = 0;
  for (const change of due) {
    try {
      const outcome = await carryOutScheduledChange(change, new Date());
      done.push({ change, outcome });
      logger.info('scheduled change found by the sweep', { ...change, outcome });
    } catch (error) {
      failures += 1;
      logger.error('scheduled change failed in the sweep', { ...change, error: error as Error });
    }
  }
  if (failures > 0) throw new Error(`the sweep could not carry out ${failures} of ${due.length} due changes`);
  return done;
}
