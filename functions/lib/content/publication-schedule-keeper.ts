import {
  ConflictException,
  CreateScheduleCommand,
  type CreateScheduleCommandInput,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
} from '@aws-sdk/client-scheduler';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { publishingScheduleRetryPolicy } from '../../../shared/scheduled-publishing.ts';
import { changeOfMarkerKey, type ScheduledChange, scheduleName } from '../data/publication-schedule.ts';
import { sdkClientLimits } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';
import { logger } from '../runtime/logger.ts';

/**
 * The schedule keeper (docs/decisions/065): the table's stream, filtered to the SCHEDULE
 * partition, brings each marker a save writes or deletes; a new marker becomes a one-time
 * EventBridge Scheduler schedule that invokes the scheduled-publishing function with the
 * change at its time, a deleted marker's schedule is deleted. Saves never call Scheduler
 * themselves: a save stays one request (docs/decisions/059), and a schedule exists exactly for
 * each marker the table holds, whatever the save's outcome was.
 */

let scheduler: SchedulerClient | undefined;
/** The Scheduler client, with the time limits every SDK client of ours has (docs/decisions/025). */
function schedulerClient(): SchedulerClient {
  scheduler ??= new SchedulerClient({ region: readConfig().region, ...sdkClientLimits });
  return scheduler;
}

/**
 * Scheduler's `at()` takes a time to the second, here in UTC. A time already past (a marker
 * whose schedule is made late: the keeper's retries, a stream backlog) is given a minute from
 * now, so Scheduler still runs it; the sweep would take it within its interval otherwise.
 */
export function atExpression(at: string, now = new Date()): string {
  const time = Math.max(Date.parse(at), now.getTime() + 60_000);
  return `at(${new Date(time).toISOString().slice(0, 19)})`;
}

/** A setting the stack gives the keeper (infra/scheduled-publishing.ts); without it no schedule can be right. */
function setting(name: string, value: string | undefined): string {
  if (!value) throw new Error(`${name} is not set: the stack gives it to the schedule keeper (infra/).`);
  return value;
}

/** What the keeper creates for `change`: one invocation of the function, then the schedule deletes itself. */
function oneTimeSchedule(change: ScheduledChange, now = new Date()): CreateScheduleCommandInput {
  const config = readConfig();
  const name = scheduleName(change);
  return {
    Name: name,
    GroupName: setting('SCHEDULE_GROUP', config.scheduleGroup),
    Description: `${change.action} ${change.kind} ${change.id} at ${change.at}`,
    ScheduleExpression: atExpression(change.at, now),
    ScheduleExpressionTimezone: 'UTC',
    FlexibleTimeWindow: { Mode: 'OFF' },
    ActionAfterCompletion: 'DELETE',
    State: 'ENABLED',
    // A retried CreateSchedule with the same token is answered as the first one.
    ClientToken: name,
    Target: {
      Arn: setting('SCHEDULED_PUBLISHING_ARN', config.scheduledPublishingArn),
      RoleArn: setting('SCHEDULER_ROLE_ARN', config.schedulerRoleArn),
      Input: JSON.stringify({
        kind: change.kind,
        id: change.id,
        action: change.action,
        revision: change.revision,
        at: change.at,
      }),
      RetryPolicy: { ...publishingScheduleRetryPolicy },
      DeadLetterConfig: { Arn: setting('SCHEDULE_DEAD_LETTER_ARN', config.scheduleDeadLetterArn) },
    },
  };
}

/** Makes the schedule of a new marker; one that exists already (a redelivered record) is fine. */
async function createSchedule(change: ScheduledChange): Promise<void> {
  try {
    await schedulerClient().send(new CreateScheduleCommand(oneTimeSchedule(change)));
    logger.info('schedule created', { name: scheduleName(change), at: change.at });
  } catch (error) {
    if (!(error instanceof ConflictException)) throw error;
    logger.info('schedule exists already', { name: scheduleName(change) });
  }
}

/**
 * Deletes a removed marker's schedule. Not finding it is the usual case: a schedule that ran
 * deleted itself (ActionAfterCompletion DELETE) before its change deleted the marker.
 */
async function deleteSchedule(change: ScheduledChange): Promise<void> {
  const name = scheduleName(change);
  try {
    await schedulerClient().send(
      new DeleteScheduleCommand({
        Name: name,
        GroupName: setting('SCHEDULE_GROUP', readConfig().scheduleGroup),
        ClientToken: name,
      }),
    );
    logger.info('schedule deleted', { name });
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  }
}

/** Keeps the schedules in step with one stream record of the SCHEDULE partition. */
async function keepSchedule(record: DynamoDBRecord): Promise<void> {
  const change = changeOfMarkerKey(record.dynamodb?.Keys?.SK?.S);
  if (!change) {
    // Not a marker of ours (the event source's filter lets only SCHEDULE through): nothing to keep.
    logger.warn('stream record names no scheduled change', { keys: record.dynamodb?.Keys });
    return;
  }
  if (record.eventName === 'INSERT') await createSchedule(change);
  else if (record.eventName === 'REMOVE') await deleteSchedule(change);
}

/**
 * Records in order; the first that fails is reported (the event source mapping retries from
 * it, and after its last retry the keeper's dead-letter queue has it), later ones are not tried.
 */
export async function handleScheduleRecords(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  for (const record of event.Records) {
    try {
      await keepSchedule(record);
    } catch (error) {
      logger.error('schedule not kept; it will be retried', {
        eventName: record.eventName,
        keys: record.dynamodb?.Keys,
        error: error as Error,
      });
      return { batchItemFailures: [{ itemIdentifier: record.dynamodb?.SequenceNumber ?? '' }] };
    }
  }
  return { batchItemFailures: [] };
}
