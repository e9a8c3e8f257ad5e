import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  digestEvent,
  digestRetryPolicy,
  digestSchedule,
  digestTimeoutSeconds,
} from '../../shared/monday-digest.ts';
import { type PolicyStatement, prodWithEveryOption, synthStack } from './synth-stack.ts';

/**
 * Insights and the Monday digest in AWS (issue 36 items 3 and 4, docs/decisions/072), on a
 * prod stage with mail synthesised as the CDK CLI does with credentials in Mumbai (cdk-nag
 * included): the digest's recurring schedule in India's zone with its retries and dead-letter
 * queue, the role Scheduler assumes, its read-only grants and its one sender, the alarm; and
 * the Insights route's read-only grants.
 */
// biome-ignore lint/suspicious/noExplicitAny: a CloudFormation template is read as the JSON it is
type Resource = { Type: string; Properties: Record<string, any>; DependsOn?: string[] };
let resources: Record<string, Resource> = {};
let dispose: (() => void) | undefined;
beforeAll(() => {
  const synthesized = synthStack({
    ...prodWithEveryOption,
    env: { region: 'ap-south-1', account: '123456789012' },
  });
  dispose = synthesized.dispose;
  resources = synthesized.template.toJSON().Resources;
});
afterAll(() => dispose?.());

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const idOf = (type: string, property: string, value: string) => {
  const found = ofType(type).find(([, r]) => r.Properties[property] === value);
  if (!found) throw new Error(`no ${type} with ${property} ${value}`);
  return found[0];
};
const functionId = () => idOf('AWS::Lambda::Function', 'FunctionName', 'pawcraft-prod-monday-digest');
const queueId = () => idOf('AWS::SQS::Queue', 'QueueName', 'pawcraft-prod-monday-digest-dlq');
const groupId = () => idOf('AWS::Scheduler::ScheduleGroup', 'Name', 'pawcraft-prod-digest');
const statementsOfRole = (roleId: string) =>
  ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement) as PolicyStatement[];
const actionsOf = (statement: PolicyStatement) => [statement.Action].flat();
const schedulerRoleId = () => {
  const found = ofType('AWS::IAM::Role').find(
    ([, r]) =>
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes('scheduler.amazonaws.com') &&
      JSON.stringify(r.Properties.AssumeRolePolicyDocument).includes(groupId()),
  );
  if (!found) throw new Error('no Scheduler role for the digest');
  return found[0];
};

describe('the Monday digest in AWS', () => {
  it('runs on a recurring schedule, every Monday at 09:00 in Asia/Kolkata, with retries and a dead-letter queue', () => {
    const [, schedule] =
      ofType('AWS::Scheduler::Schedule').find(([, r]) => r.Properties.Name === 'monday-digest') ?? [];
    expect(schedule?.Properties).toMatchObject({
      GroupName: 'pawcraft-prod-digest',
      ScheduleExpression: 'cron(0 9 ? * MON *)',
      ScheduleExpressionTimezone: 'Asia/Kolkata',
      FlexibleTimeWindow: { Mode: 'OFF' },
      State: 'ENABLED',
    });
    expect(digestSchedule).toEqual({ expression: 'cron(0 9 ? * MON *)', timezone: 'Asia/Kolkata' });
    expect(schedule?.Properties.Target).toEqual({
      Arn: { 'Fn::GetAtt': [functionId(), 'Arn'] },
      RoleArn: { 'Fn::GetAtt': [schedulerRoleId(), 'Arn'] },
      Input: JSON.stringify(digestEvent),
      RetryPolicy: {
        MaximumRetryAttempts: digestRetryPolicy.MaximumRetryAttempts,
        MaximumEventAgeInSeconds: digestRetryPolicy.MaximumEventAgeInSeconds,
      },
      DeadLetterConfig: { Arn: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
    });
    expect(schedule?.DependsOn).toContain(groupId());
  });

  it('gives Scheduler a role trusted for the digest group only, which may invoke the digest and send to its queue, nothing else', () => {
    const role = resources[schedulerRoleId()].Properties;
    expect(role.AssumeRolePolicyDocument.Statement[0].Condition).toEqual({
      StringEquals: {
        'aws:SourceAccount': '123456789012',
        'aws:SourceArn': { 'Fn::GetAtt': [groupId(), 'Arn'] },
      },
    });
    expect(role.ManagedPolicyArns).toBeUndefined();
    expect(
      statementsOfRole(schedulerRoleId()).map((s) => ({ Action: s.Action, Resource: s.Resource })),
    ).toEqual([
      { Action: 'lambda:InvokeFunction', Resource: { 'Fn::GetAtt': [functionId(), 'Arn'] } },
      { Action: 'sqs:SendMessage', Resource: { 'Fn::GetAtt': [queueId(), 'Arn'] } },
    ]);
  });

  it('lets the digest read the counters, products, contacts and site settings only, put only roll-ups, and mail only from the stage sender', () => {
    const fn = resources[functionId()].Properties;
    const statements = statementsOfRole(fn.Role['Fn::GetAtt'][0]);
    const table = statements.filter((s) => actionsOf(s).some((a) => a.startsWith('dynamodb:')));
    // The table's items: reads of those partitions only, and a closed day's roll-up put.
    const [items, rollups, ...index] = table;
    expect(items.Action).toEqual(['dynamodb:BatchGetItem', 'dynamodb:Query']);
    expect(items.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STATS#*', 'PRODUCT', 'CONTACT', 'SITE'] },
    });
    expect(rollups.Action).toBe('dynamodb:PutItem');
    expect(rollups.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STATS#R#*'] },
    });
    // Every Query grant's twin on GSI1, which holds public items only (infra/route-functions.ts).
    expect(index.map((s) => s.Action)).toEqual(['dynamodb:Query']);
    expect(JSON.stringify(index[0].Resource)).toContain('/index/GSI1');
    const mail = statements.filter((s) => actionsOf(s).includes('ses:SendEmail'));
    expect(mail).toHaveLength(1);
    expect(mail[0].Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'website@example.com' } });
    expect(flattenCfnReference(mail[0].Resource as never)).toBe(
      'arn:<AWS::Partition>:ses:ap-south-1:123456789012:identity/*',
    );
    // Its failure destination (CDK's send grant): the dead-letter queue, and nothing else.
    const others = statements.filter((s) => actionsOf(s).every((a) => a.startsWith('sqs:')));
    expect(others.flatMap(actionsOf).sort()).toEqual([
      'sqs:GetQueueAttributes',
      'sqs:GetQueueUrl',
      'sqs:SendMessage',
    ]);
    for (const statement of others) expect(statement.Resource).toEqual({ 'Fn::GetAtt': [queueId(), 'Arn'] });
    expect(statements).toHaveLength(table.length + mail.length + others.length);
    expect(fn.Timeout).toBe(digestTimeoutSeconds);
    expect(fn.Environment.Variables).toMatchObject({
      ENQUIRY_EMAIL: 'sales@example.com',
      MAIL_FROM: 'website@example.com',
    });
  });

  it('sends a run that failed after two retries to the same dead-letter queue, which an alarm watches', () => {
    const [, config] =
      ofType('AWS::Lambda::EventInvokeConfig').find(
        ([, r]) => r.Properties.FunctionName.Ref === functionId(),
      ) ?? [];
    expect(config?.Properties).toMatchObject({
      MaximumRetryAttempts: 2,
      DestinationConfig: { OnFailure: { Destination: { 'Fn::GetAtt': [queueId(), 'Arn'] } } },
    });
    const [, alarm] =
      ofType('AWS::CloudWatch::Alarm').find(
        ([, r]) => r.Properties.AlarmName === 'pawcraft-prod-monday-digest-dead-letters',
      ) ?? [];
    expect(alarm?.Properties).toMatchObject({
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Threshold: 1,
    });
    expect(alarm?.Properties.Dimensions).toEqual([
      { Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId(), 'QueueName'] } },
    ]);
    expect(resources[queueId()].Properties.MessageRetentionPeriod).toBe(14 * 24 * 3600);
  });
});

describe("the Insights route's grants", () => {
  it('lets insights-get read the counters and the products’ names, and put only roll-ups: no counter written', () => {
    const fn =
      resources[idOf('AWS::Lambda::Function', 'FunctionName', 'pawcraft-prod-insights-get')].Properties;
    const statements = statementsOfRole(fn.Role['Fn::GetAtt'][0]);
    const [items, rollups, ...index] = statements.filter((s) =>
      actionsOf(s).some((a) => a.startsWith('dynamodb:')),
    );
    expect(items.Action).toEqual(['dynamodb:BatchGetItem', 'dynamodb:Query']);
    expect(items.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STATS#*', 'PRODUCT'] },
    });
    // A closed period's roll-up (docs/decisions/072), its own partition: PutItem only, there only.
    expect(rollups.Action).toBe('dynamodb:PutItem');
    expect(rollups.Condition).toEqual({
      'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['STATS#R#*'] },
    });
    // Every Query grant's twin on GSI1 (public items only, infra/route-functions.ts).
    expect(index.map((s) => s.Action)).toEqual(['dynamodb:Query']);
    // Besides the table, only the origin secret every API function checks (docs/decisions/028).
    expect(statements.flatMap(actionsOf).filter((a) => !a.startsWith('dynamodb:'))).toEqual([
      'secretsmanager:GetSecretValue',
    ]);
  });
});
