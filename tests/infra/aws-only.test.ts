import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageSiteUrl, webBuildSiteOrigins } from '../../infra/site-address.ts';
import { isFirewallOnlyRun } from '../../infra/stage-app.ts';
import { localSiteUrl } from '../../shared/site-address.ts';
import { awsMonthlyPrices, costFigures, operationsManual } from '../unit/support/doc-figures.ts';
import { functionStatements, prodWithEveryOption, projectRoot, synthStack } from './synth-stack.ts';

/**
 * What works only in AWS (issue 24, docs/decisions/040): read from a prod stage with every
 * option (domain, firewall, mail), the way AWS evaluates it.
 */
let template: Template;
let dispose: () => void;
beforeAll(() => {
  ({ template, dispose } = synthStack(prodWithEveryOption));
});
afterAll(() => dispose?.());

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Resource = { Type: string; Properties: Record<string, any> };
type Statement = {
  Effect: string;
  Action: string | string[];
  Principal?: Record<string, unknown>;
  Resource: unknown;
  Condition?: Record<string, Record<string, unknown>>;
};
const ofType = (type: string) =>
  Object.entries(template.toJSON().Resources as Record<string, Resource>).filter(([, r]) => r.Type === type);
const statementsOfFunction = (name: string) => functionStatements(template, name) as Statement[];

describe('alarms that reach a person', () => {
  it('lets CloudWatch publish to the alarm topic, for this account and stage only', () => {
    const [[topicId]] = ofType('AWS::SNS::Topic');
    const policies = ofType('AWS::SNS::TopicPolicy').filter(([, p]) =>
      JSON.stringify(p.Properties.Topics).includes(topicId),
    );
    // One policy on the topic: it replaces SNS's default policy, so it must hold every allow.
    expect(policies).toHaveLength(1);
    const statements: Statement[] = policies[0][1].Properties.PolicyDocument.Statement;
    const publish = statements.filter(
      (s) => s.Effect === 'Allow' && [s.Action].flat().includes('sns:Publish'),
    );
    expect(publish).toHaveLength(1);
    expect(publish[0].Principal).toEqual({ Service: 'cloudwatch.amazonaws.com' });
    expect(publish[0].Resource).toEqual({ Ref: topicId });
    expect(publish[0].Condition?.StringEquals).toEqual({ 'aws:SourceAccount': { Ref: 'AWS::AccountId' } });
    const sourceArn = JSON.stringify(publish[0].Condition?.ArnLike?.['aws:SourceArn']);
    expect(sourceArn).toContain(':cloudwatch:');
    expect(sourceArn).toContain(':alarm:pawcraft-prod-*');
    // The insecure-transport deny stays.
    expect(statements.some((s) => s.Effect === 'Deny')).toBe(true);
    // Every alarm's name falls under that ARN pattern, and each notifies the topic.
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.AlarmName).toMatch(/^pawcraft-prod-/);
      expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    }
  });
});

describe('SES grants that work in and out of the sandbox', () => {
  const sesStatements = (fn: string) =>
    statementsOfFunction(fn).filter((s) => [s.Action].flat().some((a) => a.startsWith('ses:')));

  it('grants every identity of the account in the region, limited by sender', () => {
    for (const fn of [
      'pawcraft-prod-enquiry-mailer',
      'pawcraft-prod-password-forgot',
      'pawcraft-prod-admin-invite',
    ]) {
      const [send, ...others] = sesStatements(fn);
      expect(others, fn).toEqual([]);
      expect(send.Action, fn).toBe('ses:SendEmail');
      // The sandbox also authorises against the verified recipient's identity: one named
      // identity would refuse every send there.
      expect(send.Resource, fn).toEqual({
        'Fn::Join': [
          '',
          [
            'arn:',
            { Ref: 'AWS::Partition' },
            ':ses:',
            { Ref: 'AWS::Region' },
            ':',
            { Ref: 'AWS::AccountId' },
            ':identity/*',
          ],
        ],
      });
      expect(send.Condition?.StringEquals, fn).toEqual({ 'ses:FromAddress': 'website@example.com' });
    }
  });
});

describe('grants on the second index, whichever key AWS reads', () => {
  const leadingKeysOnGsi2 = (fn: string) =>
    statementsOfFunction(fn)
      .filter((s) => JSON.stringify(s.Resource).includes('/index/GSI2'))
      .map((s) => s.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys']);

  it("lists both the index's partition key and its items' table partition, and nothing wider", () => {
    expect(leadingKeysOnGsi2('pawcraft-prod-contact-list')).toEqual([['CONTACT#*', 'CONTACT']]);
    for (const fn of [
      'password-reset',
      'password-change',
      'sessions-list',
      'sessions-end-all',
      'session-end',
      'admin-remove',
    ]) {
      expect(leadingKeysOnGsi2(`pawcraft-prod-${fn}`), fn).toEqual([['SESSIONS#*', 'SESSION#*']]);
    }
  });
});

describe('retries that work', () => {
  it('keeps the table and the uploads bucket on update and delete, never after a failed create', () => {
    const [[, table]] = ofType('AWS::DynamoDB::Table');
    const [[, uploads]] = ofType('AWS::S3::Bucket').filter(([, b]) => b.Properties.CorsConfiguration);
    for (const kept of [table, uploads] as (Resource & {
      DeletionPolicy?: string;
      UpdateReplacePolicy?: string;
    })[]) {
      expect(kept.DeletionPolicy).toBe('RetainExceptOnCreate');
      expect(kept.UpdateReplacePolicy).toBe('Retain');
    }
    // Nothing else of ours is retained: a rolled-back create leaves nothing with a fixed name.
    const retained = Object.values(
      template.toJSON().Resources as Record<string, { DeletionPolicy?: string }>,
    ).filter((r) => r.DeletionPolicy === 'Retain');
    expect(retained).toEqual([]);
  });
});

describe('one site address per stage', () => {
  it('gives the sitemap, the account emails and the enquiry mailer the domain, and outputs it', () => {
    for (const fn of ['sitemap', 'password-forgot', 'admin-invite', 'enquiry-mailer']) {
      const [[, found]] = ofType('AWS::Lambda::Function').filter(
        ([, r]) => r.Properties.FunctionName === `pawcraft-prod-${fn}`,
      );
      expect(found.Properties.Environment.Variables.SITE_URL, fn).toBe('https://www.example.com');
    }
    expect(template.toJSON().Outputs.SiteUrl.Value).toBe('https://www.example.com');
  });

  it('refuses a prod stage without a domain, naming the option to set', () => {
    expect(() =>
      synthStack({
        stage: 'prod',
        webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/pawcraft-prod-edge/abc',
      }),
    ).toThrow(/-c domainName=.*-c certificateArn=/);
  });

  it('refuses a web build whose pages name another address', () => {
    const webBuildDir = mkdtempSync(join(tmpdir(), 'pawcraft-web-'));
    try {
      mkdirSync(join(webBuildDir, 'about'));
      writeFileSync(
        join(webBuildDir, 'about', 'index.html'),
        '<!doctype html><link rel="canonical" href="https://www.pawcraftexports.example/about">',
      );
      expect(() => synthStack({ stage: 'dev', siteUrl: 'https://d123.cloudfront.net', webBuildDir })).toThrow(
        /names https:\/\/www\.pawcraftexports\.example, but this stage's address is https:\/\/d123\.cloudfront\.net: build it with VITE_SITE_URL=/,
      );
    } finally {
      rmSync(webBuildDir, { recursive: true, force: true });
    }
  });

  it("reads the real build's pages and robots.txt: one address in all of them (npm test builds first)", () => {
    const origins = webBuildSiteOrigins(join(projectRoot, 'build', 'client'));
    // Built without VITE_SITE_URL: the local stack's origin, never a placeholder host.
    expect([...origins]).toEqual([process.env.VITE_SITE_URL || localSiteUrl]);
    expect(readFileSync(join(projectRoot, 'build', 'client', 'about', 'index.html'), 'utf8')).toContain(
      `<meta property="og:url" content="${process.env.VITE_SITE_URL || localSiteUrl}/about"`,
    );
  });
});

describe("the operations manual's cost section", () => {
  const manual = readFileSync(join(projectRoot, operationsManual), 'utf8');
  const stated = (figure: keyof typeof costFigures) => {
    const match = costFigures[figure].exec(manual);
    expect(match, `${operationsManual} "What it costs at rest" states ${figure}`).not.toBeNull();
    return (match as RegExpExecArray).slice(1).map(Number);
  };

  it('counts the secrets, the alarms and the metrics they read as prod has them, and adds up', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    // CloudWatch bills each metric an alarm reads: a math alarm pays for every metric in it.
    const metrics = alarms.reduce(
      (sum, alarm) =>
        sum +
        (alarm.Metrics ? alarm.Metrics.filter((m: { MetricStat?: unknown }) => m.MetricStat).length : 1),
      0,
    );
    const secrets = ofType('AWS::SecretsManager::Secret').length;
    expect(stated('alarms')).toEqual([alarms.length, metrics]);
    const [secretCount, secretDollars] = stated('secrets');
    expect(secretCount).toBe(secrets);
    expect(secretDollars).toBeCloseTo(secrets * awsMonthlyPrices.secret, 2);
    const alarmDollars = (metrics - awsMonthlyPrices.freeAlarmMetrics) * awsMonthlyPrices.alarmMetric;
    expect(stated('alarmDollars')[0]).toBeCloseTo(alarmDollars, 2);
    expect(stated('total')[0]).toBeCloseTo(alarmDollars + secretDollars, 2);
  });
});

describe('what npm run deploy builds for', () => {
  it("takes the stage's address from its options, and prod must have a domain", () => {
    expect(stageSiteUrl({ stage: 'prod', domainName: 'www.example.com' })).toBe('https://www.example.com');
    expect(stageSiteUrl({ stage: 'dev', siteUrl: 'https://d1.cloudfront.net/' })).toBe(
      'https://d1.cloudfront.net',
    );
    expect(stageSiteUrl({ stage: 'dev' })).toBeUndefined();
    expect(() => stageSiteUrl({ stage: 'prod', siteUrl: 'https://d1.cloudfront.net' })).toThrow(
      /-c domainName=/,
    );
    expect(() =>
      stageSiteUrl({ stage: 'dev', domainName: 'a.example.com', siteUrl: 'https://b.example.com' }),
    ).toThrow(/give one of them/);
  });

  it("builds nothing on prod's first run, the firewall stack alone", () => {
    const run = (context: Record<string, string>) => isFirewallOnlyRun((key) => context[key]);
    expect(run({ stage: 'prod' })).toBe(true);
    expect(run({ stage: 'prod', webAclArn: 'arn:aws:wafv2:us-east-1:1:global/webacl/x/y' })).toBe(false);
    expect(run({ stage: 'prod', firewall: 'false' })).toBe(false);
    expect(run({ stage: 'dev' })).toBe(false);
    expect(run({ stage: 'dev', firewall: 'true' })).toBe(true);
  });
});
