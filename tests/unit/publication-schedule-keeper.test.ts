import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  ThrottlingException,
} from '@aws-sdk/client-scheduler';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { atExpression } from '../../functions/lib/content/publication-schedule-keeper.ts';
import {
  changeOfMarkerKey,
  type ScheduledChange,
  scheduleMarkerKey,
} from '../../functions/lib/data/publication-schedule.ts';
import { handler } from '../../functions/publication-schedule-keeper.ts';
import { publishingScheduleRetryPolicy } from '../../shared/scheduled-publishing.ts';
import './support/aws-mocks.ts';

/**
 * The schedule keeper (docs/decisions/065) with Scheduler mocked: a new SCHEDULE marker on the
 * stream becomes exactly one one-time schedule, a removed one's schedule is deleted (already
 * gone is fine), a redelivered record changes nothing, and a failure is reported as the batch
 * item to retry from.
 */
const scheduler = mockClient(SchedulerClient);
const environment = {
  AWS_REGION: 'ap-south-1',
  SCHEDULE_GROUP: 'pawcraft-test-publishing',
  SCHEDULED_PUBLISHING_ARN:
    'arn:aws:lambda:ap-south-1:123456789012:function:pawcraft-test-scheduled-publishing',
  SCHEDULER_ROLE_ARN: 'arn:aws:iam::123456789012:role/pawcraft-test-scheduler',
  SCHEDULE_DEAD_LETTER_ARN: 'arn:aws:sqs:ap-south-1:123456789012:pawcraft-test-publishing-schedule-dlq',
};
Object.assign(process.env, environment);

const change: ScheduledChange = {
  kind: 'blog',
  id: '01KB0000000000000000000001',
  action: 'publish',
  revision: 3,
  at: '2026-12-01T03:30:00.000Z',
};
const later: ScheduledChange = {
  ...change,
  id: '01KB0000000000000000000002',
  at: '2026-12-02T04:00:00.000Z',
};

/** A stream record of a marker, as the filtered event source mapping delivers it (new images only). */
const record = (eventName: 'INSERT' | 'REMOVE', marker: ScheduledChange, sequence: string) => ({
  eventName,
  dynamodb: {
    Keys: { PK: { S: 'SCHEDULE' }, SK: { S: scheduleMarkerKey(marker).SK } },
    SequenceNumber: sequence,
    ...(eventName === 'INSERT' && {
      NewImage: {
        PK: { S: 'SCHEDULE' },
        SK: { S: scheduleMarkerKey(marker).SK },
        kind: { S: marker.kind },
        id: { S: marker.id },
        action: { S: marker.action },
        revision: { N: String(marker.revision) },
        at: { S: marker.at },
      },
    }),
  },
});
const streamEvent = (...records: ReturnType<typeof record>[]) =>
  ({ Records: records }) as unknown as DynamoDBStreamEvent;
const schedulerError = <T>(Type: new (options: never) => T, name: string) =>
  new Type({ message: name, $metadata: {} } as never);

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  scheduler.reset();
});

describe('the schedule keeper', () => {
  it('makes a one-time schedule of a new marker: its name, group, UTC time, one run then deleted, the target with retries and dead letters', async () => {
    scheduler.on(CreateScheduleCommand).resolves({ ScheduleArn: 'arn:schedule' });
    expect(await handler(streamEvent(record('INSERT', change, '1')))).toEqual({ batchItemFailures: [] });
    const calls = scheduler.commandCalls(CreateScheduleCommand);
    expect(calls).toHaveLength(1);
    expect(calls[0].args[0].input).toEqual({
      Name: 'blog-01KB0000000000000000000001-publish-r3',
      GroupName: 'pawcraft-test-publishing',
      Description: 'publish blog 01KB0000000000000000000001 at 2026-12-01T03:30:00.000Z',
      ScheduleExpression: 'at(2026-12-01T03:30:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      State: 'ENABLED',
      ClientToken: 'blog-01KB0000000000000000000001-publish-r3',
      Target: {
        Arn: environment.SCHEDULED_PUBLISHING_ARN,
        RoleArn: environment.SCHEDULER_ROLE_ARN,
        Input: JSON.stringify(change),
        RetryPolicy: { MaximumRetryAttempts: 10, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: environment.SCHEDULE_DEAD_LETTER_ARN },
      },
    });
    expect(calls[0].args[0].input.Target?.RetryPolicy).toEqual(publishingScheduleRetryPolicy);
    // The input is exactly the change the scheduled-publishing function carries out.
    expect(JSON.parse(calls[0].args[0].input.Target?.Input ?? '')).toEqual(change);
    expect(scheduler.commandCalls(DeleteScheduleCommand)).toHaveLength(0);
  });

  it('names a product’s schedule by its kind too (the keeper’s grant covers blog-* and product-* only)', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await handler(
      streamEvent(record('INSERT', { ...change, kind: 'product', id: '42', action: 'unpublish' }, '1')),
    );
    expect(scheduler.commandCalls(CreateScheduleCommand)[0].args[0].input.Name).toBe(
      'product-42-unpublish-r3',
    );
  });

  it('names a site part’s schedule by its kind (docs/decisions/070; the grant covers site-* too)', async () => {
    scheduler.on(CreateScheduleCommand).resolves({});
    await handler(streamEvent(record('INSERT', { ...change, kind: 'site', id: 'home' }, '1')));
    expect(scheduler.commandCalls(CreateScheduleCommand)[0].args[0].input.Name).toBe('site-home-publish-r3');
  });

  it('gives a time already past a minute from now, so Scheduler still runs it', () => {
    const now = new Date('2026-12-01T03:31:10.500Z');
    expect(atExpression(change.at, now)).toBe('at(2026-12-01T03:32:10)');
    expect(atExpression('2026-12-01T09:00:00.000Z', now)).toBe('at(2026-12-01T09:00:00)');
  });

  it('deletes a removed marker’s schedule by the name its key carries', async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    expect(await handler(streamEvent(record('REMOVE', change, '1')))).toEqual({ batchItemFailures: [] });
    expect(scheduler.commandCalls(DeleteScheduleCommand).map((call) => call.args[0].input)).toEqual([
      {
        Name: 'blog-01KB0000000000000000000001-publish-r3',
        GroupName: 'pawcraft-test-publishing',
        ClientToken: 'blog-01KB0000000000000000000001-publish-r3',
      },
    ]);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(0);
  });

  it('takes a schedule that is gone already (it ran and deleted itself) as deleted', async () => {
    scheduler
      .on(DeleteScheduleCommand)
      .rejects(schedulerError(ResourceNotFoundException, 'ResourceNotFoundException'));
    expect(await handler(streamEvent(record('REMOVE', change, '1')))).toEqual({ batchItemFailures: [] });
  });

  it('takes a schedule that exists already (a redelivered record) as made', async () => {
    scheduler.on(CreateScheduleCommand).rejects(schedulerError(ConflictException, 'ConflictException'));
    expect(await handler(streamEvent(record('INSERT', change, '1')))).toEqual({ batchItemFailures: [] });
  });

  it('reports the first record it could not keep, so the retry starts there, and tries no later one', async () => {
    scheduler.on(DeleteScheduleCommand).resolves({});
    scheduler.on(CreateScheduleCommand).rejects(schedulerError(ThrottlingException, 'ThrottlingException'));
    const result = await handler(
      streamEvent(
        record('REMOVE', change, '11'),
        record('INSERT', later, '12'),
        record('REMOVE', later, '13'),
      ),
    );
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '12' }] });
    expect(scheduler.commandCalls(DeleteScheduleCommand)).toHaveLength(1);
    expect(scheduler.commandCalls(CreateScheduleCommand)).toHaveLength(1);
  });

  it('reads every marker key a save writes back to its change, and no other key', () => {
    for (const marker of [
      change,
      { ...later, kind: 'product' as const, id: '7', action: 'unpublish' as const },
      { ...later, kind: 'site' as const, id: 'testimonials' },
    ])
      expect(changeOfMarkerKey(scheduleMarkerKey(marker).SK)).toEqual(marker);
    expect(changeOfMarkerKey('2026-12-01T03:30:00.000Z#blog#x#publish')).toBeUndefined();
    expect(changeOfMarkerKey(undefined)).toBeUndefined();
  });
});
