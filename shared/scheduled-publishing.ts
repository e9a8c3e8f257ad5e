/**
 * What the scheduled-publishing function (functions/scheduled-publishing.ts), the schedule
 * keeper (functions/publication-schedule-keeper.ts), their infrastructure
 * (infra/scheduled-publishing.ts) and the local stack's timer (local/publishing-timer.ts) must
 * agree on (docs/decisions/065).
 */

/** The EventBridge Scheduler group of a stage's publishing schedules: the one-time ones and the sweep. */
export const publishingScheduleGroup = (namePrefix: string): string => `${namePrefix}-publishing`;

/** The sweep's name in that group; every one-time schedule's starts with its kind (`blog-`, `product-`, `site-`). */
export const sweepScheduleName = 'sweep';

/** The event of the periodic sweep: carry out every change whose time has passed. */
export const sweepEvent = { sweep: true } as const;

/** How often the sweep runs in AWS (`rate(…)`) and on the local stack. */
export const sweepIntervalMinutes = { aws: 5, local: 1 } as const;

/** At most this many changes per sweep: the next sweep takes the rest, oldest first. */
export const sweepBatchLimit = 20;

/**
 * EventBridge Scheduler invokes a target with 60-second precision: a schedule for 09:30:20 may
 * arrive at 09:30:00. The function waits out a delivery that early instead of answering
 * `early` and leaving the change to the next sweep.
 */
export const earlyDeliveryWaitSeconds = 60;

/**
 * The scheduled-publishing function's time limit: an early delivery's wait, and a sweep's
 * changes one after the other (each a read and a transaction, at most about 8 s at the SDK's
 * limits, runtime/aws-clients.ts), with room to spare.
 */
export const scheduledPublishingTimeoutSeconds = earlyDeliveryWaitSeconds + 60;

/**
 * The retry policy of every publishing schedule (the one-time ones and the sweep): Scheduler
 * retries a failed invocation with back-off for up to an hour, then puts the event on the
 * schedules' dead-letter queue, whose alarm tells the operator. The change is not lost in the
 * meantime: its marker stays until it is carried out, and each sweep tries it again.
 */
export const publishingScheduleRetryPolicy = {
  MaximumRetryAttempts: 10,
  MaximumEventAgeInSeconds: 60 * 60,
} as const;
