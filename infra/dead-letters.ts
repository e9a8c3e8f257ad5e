import { Duration, Stack } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type * as scheduler from 'aws-cdk-lib/aws-scheduler';
import * as sqs from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';

/**
 * A queue for what a moving part gave up on (a mail, a photo's variants, a schedule's run): kept
 * 14 days for the operator, TLS only, encrypted at rest. Each one has its alarm (infra/alarms.ts).
 */
export function deadLetterQueue(scope: Construct, id: string, queueName: string): sqs.Queue {
  return new sqs.Queue(scope, id, {
    queueName,
    retentionPeriod: Duration.days(14),
    enforceSSL: true,
    encryption: sqs.QueueEncryption.SQS_MANAGED,
  });
}

export interface SchedulerRoleProps {
  /** What the role is for, as IAM shows it. */
  description: string;
  /** The schedule group whose schedules alone may assume it. */
  group: scheduler.CfnScheduleGroup;
  /** The function its schedules invoke. */
  target: IFunction;
  /** Where Scheduler sends a run it gave up on. */
  deadLetters: sqs.IQueue;
}

/**
 * The role EventBridge Scheduler assumes for one schedule group: it may invoke the group's
 * function and nothing else, and send to its dead-letter queue, which Scheduler does with the
 * schedule's role (its guide, "Configuring a schedule's dead-letter queue"), not a queue policy.
 */
export function schedulerRole(scope: Construct, id: string, props: SchedulerRoleProps): iam.Role {
  const stack = Stack.of(scope);
  const role = new iam.Role(scope, id, {
    description: props.description,
    assumedBy: new iam.ServicePrincipal('scheduler.amazonaws.com', {
      conditions: {
        StringEquals: { 'aws:SourceAccount': stack.account, 'aws:SourceArn': props.group.attrArn },
      },
    }),
  });
  role.addToPolicy(
    new iam.PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [props.target.functionArn] }),
  );
  role.addToPolicy(
    new iam.PolicyStatement({ actions: ['sqs:SendMessage'], resources: [props.deadLetters.queueArn] }),
  );
  return role;
}
