import type { Template } from 'aws-cdk-lib/assertions';
// cdk-nag's own rendering of a resource: what its findings (and so our suppressions) name.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import { describe, expect, it } from 'vitest';
import { operatorEnvironments } from '../../infra/operator-environments.ts';
import { functionStatements, prodWithEveryOption, synthStack } from './synth-stack.ts';

/**
 * Issue 32: `cdk` on an operator's machine knows a region (and, with credentials, the account),
 * so every ARN CDK formats names them. Each stage that sends email is synthesised, cdk-nag
 * included, in every such environment, and its grants are read as AWS will see them.
 */
describe.each(operatorEnvironments)('synthesised as cdk does with $name', (environment) => {
  const env = { region: environment.region, account: environment.account };
  const region = environment.region ?? '<AWS::Region>';
  const account = environment.account ?? '<AWS::AccountId>';

  const withStage = (options: Parameters<typeof synthStack>[0], check: (template: Template) => void) => {
    const { template, dispose } = synthStack({ ...options, env });
    try {
      check(template);
    } finally {
      dispose();
    }
  };

  it('passes cdk-nag for a dev stage with mail and a known address', () => {
    withStage(
      {
        stage: 'dev',
        siteUrl: 'https://d111111abcdef8.cloudfront.net',
        enquiryEmail: 'sales@example.com',
        mailFrom: 'website@example.com',
      },
      (template) => {
        const [send] = functionStatements(template, 'pawcraft-dev-enquiry-mailer').filter(
          (s) => s.Action === 'ses:SendEmail',
        );
        expect(flattenCfnReference(send.Resource)).toBe(
          `arn:<AWS::Partition>:ses:${region}:${account}:identity/*`,
        );
      },
    );
  });

  it('passes cdk-nag for prod with every option; each grant names the stage’s region and account', () => {
    withStage(prodWithEveryOption, (template) => {
      for (const fn of ['enquiry-mailer', 'password-forgot', 'admin-invite']) {
        const sends = functionStatements(template, `pawcraft-prod-${fn}`).filter(
          (s) => s.Action === 'ses:SendEmail',
        );
        expect(
          sends.map((s) => flattenCfnReference(s.Resource)),
          fn,
        ).toEqual([`arn:<AWS::Partition>:ses:${region}:${account}:identity/*`]);
      }
      // The alarm topic lets CloudWatch publish for this account's alarms only, whichever way it renders.
      const topicPolicies = Object.values(
        // biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
        template.toJSON().Resources as Record<string, { Type: string; Properties: any }>,
      )
        .filter((r) => r.Type === 'AWS::SNS::TopicPolicy')
        .flatMap((p) => p.Properties.PolicyDocument.Statement);
      const publish = topicPolicies.find((s) => s.Sid === 'CloudWatchAlarmsPublish');
      expect(flattenCfnReference(publish.Condition.StringEquals['aws:SourceAccount'])).toBe(account);
      expect(flattenCfnReference(publish.Condition.ArnLike['aws:SourceArn'])).toBe(
        `arn:<AWS::Partition>:cloudwatch:${region}:${account}:alarm:pawcraft-prod-*`,
      );
    });
  });
});
