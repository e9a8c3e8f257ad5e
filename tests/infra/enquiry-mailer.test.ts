import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiryMailerTimeoutSeconds, uncertainEnquiryMailLog } from '../../shared/enquiry-mail.ts';
import { synthStack } from './synth-stack.ts';

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Resource = { Type: string; Properties: Record<string, any> };

/** A stage with its mail settings: the enquiry mailer, its stream mapping, DLQ, alarm and SES grant. */
let template: Template;
let resources: Record<string, Resource>;
let dispose: () => void;
beforeAll(() => {
  ({ template, dispose } = synthStack({
    stage: 'dev',
    enquiryEmail: 'sales@pawcraft.example',
    mailFrom: 'website@pawcraft.example',
  }));
  resources = template.toJSON().Resources;
});
afterAll(() => dispose?.());

const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
const mailerId = () => {
  const found = ofType('AWS::Lambda::Function').find(
    ([, r]) => r.Properties.FunctionName === 'pawcraft-dev-enquiry-mailer',
  );
  if (!found) throw new Error('no enquiry mailer');
  return found[0];
};
/** The mailer's stream mapping (the schedule keeper has one too, docs/decisions/065). */
const mailerMapping = () => {
  const found = ofType('AWS::Lambda::EventSourceMapping').find(
    ([, r]) => r.Properties.FunctionName.Ref === mailerId(),
  );
  if (!found) throw new Error('no stream mapping of the enquiry mailer');
  return found[1];
};
const statementsOfMailer = () => {
  const role = resources[mailerId()].Properties.Role['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement) as {
    Action: string | string[];
    Resource: unknown;
    Condition?: Record<string, Record<string, unknown>>;
  }[];
};

describe('the enquiry mailer', () => {
  it('is a function with the stage mail settings, fed by the table stream of new contact messages only', () => {
    const mailer = resources[mailerId()].Properties;
    expect(mailer.Environment.Variables).toMatchObject({
      ENQUIRY_EMAIL: 'sales@pawcraft.example',
      MAIL_FROM: 'website@pawcraft.example',
    });
    expect(mailer.Environment.Variables.SITE_URL).toBeDefined();
    const table = ofType('AWS::DynamoDB::Table')[0][1].Properties;
    expect(table.StreamSpecification).toEqual({ StreamViewType: 'NEW_IMAGE' });
    const mapping = mailerMapping();
    expect(mapping.Properties).toMatchObject({
      FunctionName: { Ref: mailerId() },
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      MaximumRetryAttempts: 10,
    });
    expect(JSON.parse(mapping.Properties.FilterCriteria.Filters[0].Pattern)).toEqual({
      eventName: ['INSERT'],
      dynamodb: { Keys: { PK: { S: ['CONTACT'] } } },
    });
  });

  it('sends what it gives up on to a dead-letter queue that an alarm watches', () => {
    const mapping = mailerMapping();
    const [[queueId]] = ofType('AWS::SQS::Queue').filter(
      ([, r]) => r.Properties.QueueName === 'pawcraft-dev-enquiry-mail-dlq',
    );
    expect(JSON.stringify(mapping.Properties.DestinationConfig.OnFailure.Destination)).toContain(queueId);
    const alarm = ofType('AWS::CloudWatch::Alarm').find(
      ([, r]) => r.Properties.AlarmName === 'pawcraft-dev-enquiry-mail-dead-letters',
    )?.[1].Properties;
    expect(alarm).toMatchObject({ MetricName: 'ApproximateNumberOfMessagesVisible', Threshold: 1 });
    expect(JSON.stringify(alarm?.Dimensions)).toContain(queueId);
    expect(JSON.stringify(alarm?.AlarmActions)).toContain('Topic');
    // Its errors and throttles are in the Lambda alarms' sums too.
    const inGroups = ofType('AWS::CloudWatch::Alarm').some(([, r]) =>
      String(r.Properties.AlarmDescription).includes('EnquiryMailer'),
    );
    expect(inGroups || JSON.stringify(ofType('AWS::CloudWatch::Alarm')).includes(mailerId())).toBe(true);
  });

  it('has the timeout the mailer budgets its messages by (shared/enquiry-mail.ts)', () => {
    expect(resources[mailerId()].Properties.Timeout).toBe(enquiryMailerTimeoutSeconds);
  });

  it('counts sends SES did not answer (kept as uncertain, never retried) from its log, with an alarm of their own (docs/decisions/053)', () => {
    const logGroup = resources[mailerId()].Properties.LoggingConfig.LogGroup;
    const [[, filter]] = ofType('AWS::Logs::MetricFilter').filter(
      ([, r]) => JSON.stringify(r.Properties.LogGroupName) === JSON.stringify(logGroup),
    );
    expect(filter.Properties.FilterPattern).toBe(`{ $.message = "${uncertainEnquiryMailLog}" }`);
    const [transformation] = filter.Properties.MetricTransformations;
    expect(transformation).toMatchObject({ MetricNamespace: 'Pawcraft/pawcraft-dev', MetricValue: '1' });
    const alarm = ofType('AWS::CloudWatch::Alarm').find(
      ([, r]) => r.Properties.AlarmName === 'pawcraft-dev-enquiry-mail-uncertain',
    )?.[1].Properties;
    expect(alarm).toMatchObject({
      Namespace: 'Pawcraft/pawcraft-dev',
      MetricName: transformation.MetricName,
      Statistic: 'Sum',
      Threshold: 1,
    });
    expect(JSON.stringify(alarm?.AlarmActions)).toContain('Topic');
  });

  it("may send email only from the sender, through any identity of the account (the SES sandbox checks the recipient's too)", () => {
    const ses = statementsOfMailer().filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));
    expect(ses).toHaveLength(1);
    expect(ses[0].Action).toBe('ses:SendEmail');
    expect(JSON.stringify(ses[0].Resource)).toMatch(/:identity\/\*"/);
    // The recipient is the site settings' enquiry address, which an admin may change (docs/decisions/063).
    expect(ses[0].Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'website@pawcraft.example' } });
    const dynamodb = statementsOfMailer()
      .flatMap((s) => [s.Action].flat())
      .filter((a) => a.startsWith('dynamodb:'))
      .sort();
    // Its item reads and writes only on contact messages, and its Query of the site settings
    // for the enquiry address (dynamodb:LeadingKeys).
    const [itemStatement] = statementsOfMailer().filter((s) =>
      [s.Action].flat().includes('dynamodb:UpdateItem'),
    );
    expect(itemStatement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']).toEqual([
      'CONTACT',
      'SITE',
    ]);
    // The item reads and writes of enquiryMailerPermissions, and the stream reads of the mapping.
    expect(dynamodb).toEqual([
      'dynamodb:DescribeStream',
      'dynamodb:GetItem',
      'dynamodb:GetRecords',
      'dynamodb:GetShardIterator',
      'dynamodb:ListStreams',
      // On the table (the site settings) and, as every grant with Query has, on GSI1.
      'dynamodb:Query',
      'dynamodb:Query',
      'dynamodb:UpdateItem',
    ]);
  });

  it('has the status index the contact screen filters by', () => {
    const table = ofType('AWS::DynamoDB::Table')[0][1].Properties;
    const gsi2 = table.GlobalSecondaryIndexes.find(
      (index: { IndexName: string }) => index.IndexName === 'GSI2',
    );
    expect(gsi2.KeySchema).toEqual([
      { AttributeName: 'GSI2PK', KeyType: 'HASH' },
      { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
    ]);
  });
});

describe('a stage without mail settings', () => {
  it('has no mailer and says so', () => {
    const { stack, dispose: disposeBare } = synthStack({ stage: 'dev' });
    try {
      expect(stack.enquiryMailer).toBeUndefined();
    } finally {
      disposeBare();
    }
  });
});

describe('account emails (issue 13, docs/decisions/029)', () => {
  const functionNamed = (name: string) => {
    const found = ofType('AWS::Lambda::Function').find(([, r]) => r.Properties.FunctionName === name);
    if (!found) throw new Error(`no function ${name}`);
    return found;
  };
  const statementsOf = (id: string) => {
    const role = resources[id].Properties.Role['Fn::GetAtt'][0];
    return ofType('AWS::IAM::Policy')
      .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement) as {
      Action: string | string[];
      Condition?: Record<string, Record<string, unknown>>;
    }[];
  };

  it('lets the forgot-password and invite functions send from the stage sender only, with the site URL', () => {
    for (const handler of ['password-forgot', 'admin-invite']) {
      const [id, fn] = functionNamed(`pawcraft-dev-${handler}`);
      expect(fn.Properties.Environment.Variables.MAIL_FROM).toBe('website@pawcraft.example');
      expect(fn.Properties.Environment.Variables.SITE_URL).toBeDefined();
      const sends = statementsOf(id).filter((s) => [s.Action].flat().includes('ses:SendEmail'));
      expect(sends).toHaveLength(1);
      expect(sends[0].Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'website@pawcraft.example' } });
    }
  });

  it('gives no other API function SES', () => {
    for (const [id, fn] of ofType('AWS::Lambda::Function')) {
      const name = String(fn.Properties.FunctionName);
      // The Monday digest mails too, from the stage's sender only (tests/infra/insights.test.ts).
      if (/enquiry-mailer|password-forgot|admin-invite|monday-digest/.test(name)) continue;
      if (!fn.Properties.Role) continue;
      expect(
        statementsOf(id).some((s) => [s.Action].flat().includes('ses:SendEmail')),
        name,
      ).toBe(false);
    }
  });
});
