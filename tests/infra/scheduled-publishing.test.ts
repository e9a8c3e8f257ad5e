// cdk-nag's own rendering of a reference: how the ARNs read once the region and account are known.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { describe, expect, it } from 'vitest';
import {
  publishingScheduleRetryPolicy,
  scheduledPublishingTimeoutSeconds,
  sweepEvent,
} from '../../shared/scheduled-publishing.ts';
import { devStageForTests, type PolicyStatement } from './synth-stack.ts';

/**
 * Scheduled publishing in AWS (docs/decisions/065), on the dev stage synthesised as the CDK CLI
 * does on an operator's machine with credentials in Mumbai (docs/decisions/050: region and
 * account written out, cdk-nag included): the schedule group, the role Scheduler assumes and
 * its one permission, the keeper's scoped grants and stream filter, the dead-letter queues and
 * their alarms, the sweep.
 */
const stage = devStageForTests({ region: 'ap-south-1', account: '123456789012' });
const { resources, ofType } = stage;
const flat = (value: unknown) => flattenCfnReference(value as never);
const actionsOf = (statement: PolicyStatement) => [statement.Action].flat();
const queueId = (name: string) => {
  const found = ofType('AWS::SQS::Queue').find(([, r]) => r.Properties.QueueName === name);
  if (!found) throw new Error(`no queue ${name}`);
  return found[0];
};
const group = () => ofType('AWS::Scheduler::ScheduleGroup')[0];
const roleId = () => {
  const found = ofType('AWS::IAM::Role').find(([, r]) =>
    JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com'),
  );
  if (!found) throw new Error('no role for Scheduler');
  return found[0];
};
const roleStatements = (id: string) =>
  ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === id))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement) as PolicyStatement[];
const expectedRetryPolicy = {
  MaximumRetryAttempts: publishingScheduleRetryPolicy.MaximumRetryAttempts,
  MaximumEventAgeInSeconds: publishingScheduleRetryPolicy.MaximumEventAgeInSeconds,
};

describe('scheduled publishing in AWS', () => {
  it('has the schedule group pawcraft-dev-publishing', () => {
    const groups = ofType('AWS::Scheduler::ScheduleGroup');
    expect(groups).toHaveLength(1);
    expect(groups[0][1].Properties.Name).toBe('pawcraft-dev-publishing');
  });

  it('gives Scheduler a role of its own: trusted for this group of this account only, it may invoke scheduled-publishing and send to the schedules’ dead-letter queue, nothing else', () => {
    const role = resources[roleId()].Properties;
    expect(role.AssumeRolePolicyDocument.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: 'sts:AssumeRole',
        Principal: { Service: 'scheduler.amazonaws.com' },
        Condition: {
          StringEquals: {
            'aws:SourceAccount': '123456789012',
            'aws:SourceArn': { 'Fn::GetAtt': [group()[0], 'Arn'] },
          },
        },
      },
    ]);
    expect(role.ManagedPolicyArns).toBeUndefined();
    const statements = roleStatements(roleId());
    expect(statements.map((s) => ({ Action: s.Action, Resource: s.Resource }))).toEqual([
      {
        Action: 'lambda:InvokeFunction',
        Resource: { 'Fn::GetAtt': [stage.functionId('scheduled-publishing'), 'Arn'] },
      },
      {
        Action: 'sqs:SendMessage',
        Resource: { 'Fn::GetAtt': [queueId('pawcraft-dev-publishing-schedule-dlq'), 'Arn'] },
      },
    ]);
  });

  it('lets the keeper create and delete only the group’s schedules of posts, products and site parts, and pass only that role, only to Scheduler', () => {
    const statements = stage.statementsOf('publication-schedule-keeper');
    const scheduling = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('scheduler:')));
    expect(scheduling).toHaveLength(1);
    expect(scheduling[0].Action).toEqual(['scheduler:CreateSchedule', 'scheduler:DeleteSchedule']);
    expect([scheduling[0].Resource].flat().map(flat)).toEqual([
      'arn:<AWS::Partition>:scheduler:ap-south-1:123456789012:schedule/pawcraft-dev-publishing/blog-*',
      'arn:<AWS::Partition>:scheduler:ap-south-1:123456789012:schedule/pawcraft-dev-publishing/product-*',
      // A site part's scheduled draft (docs/decisions/070).
      'arn:<AWS::Partition>:scheduler:ap-south-1:123456789012:schedule/pawcraft-dev-publishing/site-*',
    ]);
    const passRole = statements.filter((s) => actionsOf(s).includes('iam:PassRole'));
    expect(passRole).toEqual([
      {
        Effect: 'Allow',
        Action: 'iam:PassRole',
        Resource: { 'Fn::GetAtt': [roleId(), 'Arn'] },
        Condition: { StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' } },
      },
    ]);
    // Besides those, only the stream reads of its event source mapping: no table item, no other service.
    const others = statements
      .flatMap(actionsOf)
      .filter((a) => !a.startsWith('scheduler:') && a !== 'iam:PassRole')
      .sort();
    expect(others).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    const keeper = resources[stage.functionId('publication-schedule-keeper')].Properties;
    expect(keeper.Environment.Variables).toMatchObject({
      SCHEDULE_GROUP: 'pawcraft-dev-publishing',
      SCHEDULER_ROLE_ARN: { 'Fn::GetAtt': [roleId(), 'Arn'] },
      SCHEDULED_PUBLISHING_ARN: { 'Fn::GetAtt': [stage.functionId('scheduled-publishing'), 'Arn'] },
      SCHEDULE_DEAD_LETTER_ARN: { 'Fn::GetAtt': [queueId('pawcraft-dev-publishing-schedule-dlq'), 'Arn'] },
    });
  });

  it('feeds the keeper the stream’s new and removed SCHEDULE markers only, retrying and then sending to its dead-letter queue', () => {
    const mappings = ofType('AWS::Lambda::EventSourceMapping').filter(
      ([, r]) => r.Properties.FunctionName.Ref === stage.functionId('publication-schedule-keeper'),
    );
    expect(mappings).toHaveLength(1);
    const mapping = mappings[0][1].Properties;
    expect(mapping).toMatchObject({
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
    });
    expect(JSON.parse(mapping.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT', 'REMOVE'],
      dynamodb: { Keys: { PK: { S: ['SCHEDULE'] } } },
    });
    expect(mapping.DestinationConfig.OnFailure.Destination).toEqual({
      'Fn::GetAtt': [queueId('pawcraft-dev-schedule-keeper-dlq'), 'Arn'],
    });
  });

  it('grants scheduled-publishing only the table items it carries changes out on, and only the tagging of uploads', () => {
    const statements = stage.statementsOf('scheduled-publishing');
    const others = statements.flatMap(actionsOf).filter((a) => !a.startsWith('dynamodb:'));
    // A site part's draft going live releases the pictures it no longer shows (docs/decisions/070).
    expect(others).toEqual(['s3:PutObjectTagging']);
    const [tagging] = statements.filter((s) => actionsOf(s).includes('s3:PutObjectTagging'));
    expect(flat(tagging.Resource)).toMatch(/uploads\/\*$/);
    const [items] = statements.filter((s) => actionsOf(s).includes('dynamodb:UpdateItem'));
    expect(actionsOf(items).sort()).toEqual([
      'dynamodb:DeleteItem',
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
    expect(items.Condition).toEqual({
      'ForAllValues:StringLike': {
        'dynamodb:LeadingKeys': expect.arrayContaining([
          'SCHEDULE',
          'BLOG',
          'PRODUCT',
          'SITE',
          'SITE#*',
          'PHOTO#*',
        ]),
      },
    });
    const partitions = (items.Condition as Record<string, Record<string, string[]>>)[
      'ForAllValues:StringLike'
    ]['dynamodb:LeadingKeys'];
    for (const secret of ['CONTACT', 'ADMIN', 'SESSION#*', 'TOKEN#*', 'LOGIN#*'])
      expect(partitions).not.toContain(secret);
    expect(resources[stage.functionId('scheduled-publishing')].Properties.Timeout).toBe(
      scheduledPublishingTimeoutSeconds,
    );
  });

  it('sweeps every five minutes with the one-time schedules’ retries and dead-letter queue', () => {
    const schedules = ofType('AWS::Scheduler::Schedule');
    expect(schedules).toHaveLength(1);
    const [, sweep] = schedules[0];
    expect(sweep.Properties).toMatchObject({
      Name: 'sweep',
      GroupName: 'pawcraft-dev-publishing',
      ScheduleExpression: 'rate(5 minutes)',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
    });
    expect(sweep.Properties.Target).toEqual({
      Arn: { 'Fn::GetAtt': [stage.functionId('scheduled-publishing'), 'Arn'] },
      RoleArn: { 'Fn::GetAtt': [roleId(), 'Arn'] },
      Input: JSON.stringify(sweepEvent),
      RetryPolicy: expectedRetryPolicy,
      DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId('pawcraft-dev-publishing-schedule-dlq'), 'Arn'] } },
    });
    // Made after its group (a schedule in a group that does not exist yet fails).
    expect(sweep.DependsOn).toContain(group()[0]);
  });

  it('watches both dead-letter queues with alarms to the topic, and counts both functions’ errors', () => {
    for (const [alarmName, queueName] of [
      ['pawcraft-dev-publishing-schedule-dead-letters', 'pawcraft-dev-publishing-schedule-dlq'],
      ['pawcraft-dev-schedule-keeper-dead-letters', 'pawcraft-dev-schedule-keeper-dlq'],
    ]) {
      const alarm = ofType('AWS::CloudWatch::Alarm').find(
        ([, r]) => r.Properties.AlarmName === alarmName,
      )?.[1].Properties;
      expect(alarm, alarmName).toMatchObject({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Threshold: 1,
      });
      expect(alarm?.Dimensions).toEqual([
        { Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(queueName), 'QueueName'] } },
      ]);
      expect(JSON.stringify(alarm?.AlarmActions)).toContain('Topic');
      // Queues that keep their dead letters long enough to be read.
      expect(resources[queueId(queueName)].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
    }
    const errorAlarms = JSON.stringify(
      ofType('AWS::CloudWatch::Alarm').filter(([, r]) =>
        String(r.Properties.AlarmName).includes('lambda-errors'),
      ),
    );
    expect(errorAlarms).toContain(stage.functionId('scheduled-publishing'));
    expect(errorAlarms).toContain(stage.functionId('publication-schedule-keeper'));
  });

  it('gives no other role a Scheduler grant: saves only write markers', () => {
    const keeperRole =
      resources[stage.functionId('publication-schedule-keeper')].Properties.Role['Fn::GetAtt'][0];
    const others = ofType('AWS::IAM::Policy')
      .filter(([, p]) => !p.Properties.Roles.some((r: { Ref: string }) => r.Ref === keeperRole))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement as PolicyStatement[])
      .flatMap(actionsOf);
    expect(others.length).toBeGreaterThan(100);
    expect(others.filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole')).toEqual([]);
  });
});
