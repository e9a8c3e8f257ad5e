import type * as iam from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as scheduler from 'aws-cdk-lib/aws-scheduler';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import {
  digestEvent,
  digestRetryPolicy,
  digestSchedule,
  digestTimeoutSeconds,
} from '../shared/monday-digest.ts';
import { deadLetterQueue, schedulerRole } from './dead-letters.ts';
import { mondayDigestPermissions } from './handler-permissions.ts';
import { type MailFunctionProps, mailFunction } from './mail-function.ts';

/**
 * The Monday digest in AWS (issue 36 item 4, docs/decisions/072):
 * - the **monday-digest** function: reads the counters, the newest message and the site
 *   settings (nothing else, no write) and sends one email from the stage's sender;
 * - a **recurring schedule** `cron(0 9 ? * MON *)` in Asia/Kolkata in the group
 *   `<namePrefix>-digest`, invoking it with `digestEvent` and a retry policy;
 * - the **role Scheduler assumes**, trusted for this group's schedules only: it may invoke the
 *   function and send to the dead-letter queue, nothing else;
 * - one **dead-letter queue**, watched by an alarm (OperationsAlarms): an invocation Scheduler
 *   gave up on, and a run that failed after Lambda's two retries (its failure destination).
 */
export class MondayDigest extends Construct {
  readonly function: NodejsFunction;
  readonly deadLetterQueue: sqs.Queue;
  readonly schedulerRole: iam.Role;
  readonly scheduleGroupName: string;

  constructor(scope: Construct, id: string, props: MailFunctionProps) {
    super(scope, id);
    this.deadLetterQueue = deadLetterQueue(this, 'DeadLetters', `${props.namePrefix}-monday-digest-dlq`);

    this.function = mailFunction(this, props, {
      name: 'monday-digest',
      timeoutSeconds: digestTimeoutSeconds,
      permissions: mondayDigestPermissions,
      // A run that fails (SES refused, the table unreachable) is tried twice more, then its
      // event goes to the dead-letter queue, whose alarm tells the operator.
      retryAttempts: 2,
      onFailure: new SqsDestination(this.deadLetterQueue),
    });

    this.scheduleGroupName = `${props.namePrefix}-digest`;
    const group = new scheduler.CfnScheduleGroup(this, 'Group', { name: this.scheduleGroupName });
    this.schedulerRole = schedulerRole(this, 'SchedulerRole', {
      description: 'Assumed by EventBridge Scheduler for the Monday digest: invokes monday-digest',
      group,
      target: this.function,
      deadLetters: this.deadLetterQueue,
    });

    const schedule = new scheduler.CfnSchedule(this, 'Schedule', {
      name: 'monday-digest',
      groupName: this.scheduleGroupName,
      description: "Mails last week's enquiries and where they came from, every Monday at 09:00 India time",
      scheduleExpression: digestSchedule.expression,
      scheduleExpressionTimezone: digestSchedule.timezone,
      flexibleTimeWindow: { mode: 'OFF' },
      state: 'ENABLED',
      target: {
        arn: this.function.functionArn,
        roleArn: this.schedulerRole.roleArn,
        input: JSON.stringify(digestEvent),
        retryPolicy: {
          maximumRetryAttempts: digestRetryPolicy.MaximumRetryAttempts,
          maximumEventAgeInSeconds: digestRetryPolicy.MaximumEventAgeInSeconds,
        },
        deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
      },
    });
    schedule.addResourceDependency(group);
    schedule.node.addDependency(this.schedulerRole);
  }
}
