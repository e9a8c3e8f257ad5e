import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  publishingScheduleGroup,
  publishingScheduleRetryPolicy,
  scheduledPublishingTimeoutSeconds,
  sweepEvent,
  sweepIntervalMinutes,
  sweepScheduleName,
} from '../shared/scheduled-publishing.ts';
import type { DataTable } from './data-table.ts';
import { deadLetterQueue, schedulerRole } from './dead-letters.ts';
import { scheduledPublishingPermissions, tablePartitions } from './handler-permissions.ts';
import { backgroundFunction, grantHandlerPermissions } from './route-functions.ts';

export interface ScheduledPublishingProps {
  /** The project root (the handlers are `functions/scheduled-publishing.ts` and `functions/publication-schedule-keeper.ts`). */
  readonly projectRoot: string;
  /** e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  /** The table whose SCHEDULE markers are carried out, and whose stream feeds the keeper. */
  readonly dataTable: DataTable;
  /** The uploads: a site part's draft going live releases the pictures it no longer shows (docs/decisions/070). */
  readonly uploadsBucket: s3.IBucket;
  /**
   * Attempts of a failing batch of stream records after the first, before the keeper's
   * dead-letter queue gets it.
   * @default 10
   */
  readonly keeperRetryAttempts?: number;
}

/** The kinds whose changes have one-time schedules: each schedule's name starts with its kind. */
const scheduledKinds = ['blog', 'product', 'site'] as const;

/**
 * Scheduled publishing in AWS (docs/decisions/065):
 * - the **scheduled-publishing** function, which carries a change out (or, on `{ sweep: true }`,
 *   every change whose time has passed), with the table grants of that and nothing more;
 * - the schedule group `<namePrefix>-publishing`, and the **role Scheduler assumes**: trusted by
 *   Scheduler for this group's schedules only, it may invoke that function and send to the
 *   schedules' dead-letter queue, nothing else;
 * - the **schedule keeper**, fed by the table's stream filtered to the SCHEDULE partition: it
 *   creates a one-time schedule per new marker and deletes a deleted marker's. It may create
 *   and delete only schedules of the group named for a post or product (not the sweep), and
 *   pass only that role, only to Scheduler;
 * - the **sweep**: a `rate(…)` schedule in the group invoking the function with `{ sweep: true }`,
 *   the safety net for a schedule that failed or was never made;
 * - two dead-letter queues, each watched by an alarm (OperationsAlarms): the schedules' (an
 *   invocation Scheduler gave up on) and the keeper's (a marker whose schedule was not kept).
 */
export class ScheduledPublishing extends Construct {
  readonly function: NodejsFunction;
  readonly keeper: NodejsFunction;
  /** The role every publishing schedule invokes the function with. */
  readonly schedulerRole: iam.Role;
  readonly scheduleGroupName: string;
  /** Invocations Scheduler gave up on after its retries (one-time schedules and the sweep). */
  readonly scheduleDeadLetterQueue: sqs.Queue;
  /** Stream records the keeper gave up on: a marker whose schedule was not made or deleted. */
  readonly keeperDeadLetterQueue: sqs.Queue;
  /** The schedule ARNs (patterns) the keeper may create and delete: the group's schedules of posts and of products. */
  readonly keeperScheduleResources: string[];

  constructor(scope: Construct, id: string, props: ScheduledPublishingProps) {
    super(scope, id);
    const stack = Stack.of(this);
    this.function = backgroundFunction(this, 'Function', {
      functionName: `${props.namePrefix}-scheduled-publishing`,
      projectRoot: props.projectRoot,
      module: 'scheduled-publishing',
      timeout: Duration.seconds(scheduledPublishingTimeoutSeconds),
      environment: {
        TABLE_NAME: props.dataTable.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
      },
    });
    grantHandlerPermissions(this.function, scheduledPublishingPermissions, {
      dataTable: props.dataTable,
      uploadsBucket: props.uploadsBucket,
    });

    this.scheduleGroupName = publishingScheduleGroup(props.namePrefix);
    const group = new scheduler.CfnScheduleGroup(this, 'Group', { name: this.scheduleGroupName });
    const schedulesOfGroup = (names: string) =>
      stack.formatArn({
        service: 'scheduler',
        resource: 'schedule',
        resourceName: `${this.scheduleGroupName}/${names}`,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      });

    this.scheduleDeadLetterQueue = deadLetterQueue(
      this,
      'ScheduleDeadLetters',
      `${props.namePrefix}-publishing-schedule-dlq`,
    );
    this.schedulerRole = schedulerRole(this, 'SchedulerRole', {
      description:
        'Assumed by EventBridge Scheduler for the publishing schedules: invokes scheduled-publishing',
      group,
      target: this.function,
      deadLetters: this.scheduleDeadLetterQueue,
    });

    const target = (input: string): scheduler.CfnSchedule.TargetProperty => ({
      arn: this.function.functionArn,
      roleArn: this.schedulerRole.roleArn,
      input,
      retryPolicy: {
        maximumRetryAttempts: publishingScheduleRetryPolicy.MaximumRetryAttempts,
        maximumEventAgeInSeconds: publishingScheduleRetryPolicy.MaximumEventAgeInSeconds,
      },
      deadLetterConfig: { arn: this.scheduleDeadLetterQueue.queueArn },
    });
    const sweep = new scheduler.CfnSchedule(this, 'Sweep', {
      name: sweepScheduleName,
      groupName: this.scheduleGroupName,
      description: 'Carries out every scheduled publish or unpublish whose time has passed (the safety net)',
      scheduleExpression: `rate(${sweepIntervalMinutes.aws} minutes)`,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: target(JSON.stringify(sweepEvent)),
    });
    sweep.addResourceDependency(group);
    // The role's policy exists before the first sweep needs it.
    sweep.node.addDependency(this.schedulerRole);

    this.keeper = backgroundFunction(this, 'Keeper', {
      functionName: `${props.namePrefix}-publication-schedule-keeper`,
      projectRoot: props.projectRoot,
      module: 'publication-schedule-keeper',
      logGroupId: 'KeeperLogs',
      timeout: Duration.seconds(30),
      environment: {
        SCHEDULE_GROUP: this.scheduleGroupName,
        SCHEDULED_PUBLISHING_ARN: this.function.functionArn,
        SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
        SCHEDULE_DEAD_LETTER_ARN: this.scheduleDeadLetterQueue.queueArn,
      },
    });
    this.keeperScheduleResources = scheduledKinds.map((kind) => schedulesOfGroup(`${kind}-*`));
    this.keeper.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['scheduler:CreateSchedule', 'scheduler:DeleteSchedule'],
        resources: this.keeperScheduleResources,
      }),
    );
    this.keeper.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['iam:PassRole'],
        resources: [this.schedulerRole.roleArn],
        conditions: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      }),
    );

    this.keeperDeadLetterQueue = deadLetterQueue(
      this,
      'KeeperDeadLetters',
      `${props.namePrefix}-schedule-keeper-dlq`,
    );
    this.keeper.addEventSource(
      new DynamoEventSource(props.dataTable.table, {
        startingPosition: lambda.StartingPosition.TRIM_HORIZON,
        batchSize: 10,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        retryAttempts: props.keeperRetryAttempts ?? 10,
        maxRecordAge: Duration.hours(24),
        onFailure: new SqsDlq(this.keeperDeadLetterQueue),
        filters: [
          lambda.FilterCriteria.filter({
            eventName: lambda.FilterRule.or('INSERT', 'REMOVE'),
            dynamodb: { Keys: { PK: { S: lambda.FilterRule.isEqual(tablePartitions.schedule) } } },
          }),
        ],
      }),
    );
  }
}
