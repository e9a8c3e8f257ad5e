/**
 * What the Monday digest (functions/monday-digest.ts), its infrastructure
 * (infra/monday-digest.ts) and the local stack's timer (local/digest-timer.ts) agree on
 * (issue 36 item 4, docs/decisions/072): when it goes, which weeks it compares, and how long
 * a quiet spell is before it warns.
 */
import { addDays, indiaToday, mondayOf } from './insights.ts';

/** Every Monday at 09:00 India time: EventBridge Scheduler's recurring schedule, in its zone. */
export const digestSchedule = { expression: 'cron(0 9 ? * MON *)', timezone: 'Asia/Kolkata' } as const;

/** The event the schedule (and the local timer, and `npm run admin -- digest`) invokes the function with. */
export const digestEvent = { digest: 'weekly' } as const;

/**
 * Scheduler retries an invocation it could not deliver for up to 6 hours (the digest still
 * arrives on Monday), then puts the event on the digest's dead-letter queue, whose alarm tells
 * the operator. A failed run (the function threw) goes to the same queue after Lambda's own
 * two retries of an asynchronous invocation.
 */
export const digestRetryPolicy = { MaximumRetryAttempts: 5, MaximumEventAgeInSeconds: 6 * 60 * 60 } as const;

/** The digest function's time limit: a few reads and one send, with room to spare. */
export const digestTimeoutSeconds = 60;

/** Without an enquiry for this many days, the digest warns (a broken form shows up here first). */
export const quietDays = 7;

/** India's 09:00 on a Monday is 03:30 UTC (India has no daylight saving). */
const digestUtcTime = 'T03:30:00.000Z';

/** The next Monday 09:00 India time after `now`: when the local stack's timer fires. */
export function nextDigestAt(now: Date): Date {
  const thisMonday = Date.parse(`${mondayOf(indiaToday(now))}${digestUtcTime}`);
  return new Date(thisMonday > now.getTime() ? thisMonday : thisMonday + 7 * 86_400_000);
}

/** The India weeks (Monday to Sunday) a digest sent at `now` compares: the last one and the one before. */
export function digestWeeks(now: Date): Record<'last' | 'before', { from: string; to: string }> {
  const thisMonday = mondayOf(indiaToday(now));
  return {
    last: { from: addDays(thisMonday, -7), to: addDays(thisMonday, -1) },
    before: { from: addDays(thisMonday, -14), to: addDays(thisMonday, -8) },
  };
}
