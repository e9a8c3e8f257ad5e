import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EdgeFirewallStack, edgeRateLimits, firewallRegion } from '../../infra/edge-firewall.ts';
import { synthStack } from './synth-stack.ts';

/**
 * The edge firewall (docs/decisions/026): only synthesised here. Whether WAF really answers
 * 429 to the eleventh login from one address needs a deployed stage (README "Deploy").
 */
function firewallTemplate() {
  const app = new App();
  const stack = new EdgeFirewallStack(app, 'pawcraft-prod-firewall', {
    namePrefix: 'pawcraft-prod',
    env: { account: '123456789012', region: firewallRegion },
  });
  return { stack, template: Template.fromStack(stack) };
}

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Rule = Record<string, any>;

describe('the edge firewall (AWS WAF web ACL)', () => {
  const { stack, template } = firewallTemplate();
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  const rules = acl.Properties.Rules as Rule[];
  const byName = (name: string) => rules.find((rule) => rule.Name === name) as Rule;

  it('is a CloudFront web ACL in us-east-1 that allows by default and outputs its ARN', () => {
    expect(stack.region).toBe('us-east-1');
    expect(acl.Properties).toMatchObject({ Scope: 'CLOUDFRONT', DefaultAction: { Allow: {} } });
    expect(template.toJSON().Outputs.WebAclArn.Value).toEqual({ 'Fn::GetAtt': [expect.any(String), 'Arn'] });
  });

  it('limits each client address on login and the contact form, and overall, answering a JSON 429', () => {
    const expected: [string, { limit: number; windowSeconds: number; path?: string }][] = [
      ['login-per-ip', edgeRateLimits.login],
      ['contact-per-ip', edgeRateLimits.contact],
      ['all-per-ip', edgeRateLimits.general],
    ];
    for (const [name, { limit, windowSeconds, path }] of expected) {
      const rule = byName(name);
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'TooManyRequests',
      });
      const rate = rule.Statement.RateBasedStatement;
      expect(rate).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: limit,
        EvaluationWindowSec: windowSeconds,
      });
      if (path)
        expect(rate.ScopeDownStatement.ByteMatchStatement).toMatchObject({
          FieldToMatch: { UriPath: {} },
          PositionalConstraint: 'STARTS_WITH',
          SearchString: path,
        });
      else expect(rate.ScopeDownStatement).toBeUndefined();
    }
    expect(edgeRateLimits.login.path).toBe('/api/admin/login');
    expect(edgeRateLimits.contact.path).toBe('/api/cnt/contact');
    expect(JSON.parse(acl.Properties.CustomResponseBodies.TooManyRequests.Content)).toEqual({
      message: expect.stringContaining('Too many requests'),
    });
  });

  it("runs AWS's common rule set, counting (not blocking) large bodies and HTML in bodies", () => {
    const common = byName('aws-common-rule-set');
    expect(common.OverrideAction).toEqual({ None: {} });
    expect(common.Statement.ManagedRuleGroupStatement).toMatchObject({
      VendorName: 'AWS',
      Name: 'AWSManagedRulesCommonRuleSet',
      RuleActionOverrides: [
        { Name: 'SizeRestrictions_BODY', ActionToUse: { Count: {} } },
        { Name: 'CrossSiteScripting_BODY', ActionToUse: { Count: {} } },
      ],
    });
  });

  it('has four rules with distinct priorities, each with metrics', () => {
    expect(rules).toHaveLength(4);
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(4);
    for (const rule of rules) expect(rule.VisibilityConfig.CloudWatchMetricsEnabled).toBe(true);
  });
});

describe('the stage and its web ACL', () => {
  it('prod refuses to synthesise without a web ACL, unless told firewall=false', () => {
    expect(() => synthStack({ stage: 'prod' })).toThrow(/needs its web ACL/);
  });

  it('a dev stage has none by default', () => {
    const { template, dispose } = synthStack();
    try {
      const [distribution] = Object.values(template.findResources('AWS::CloudFront::Distribution'));
      expect(distribution.Properties.DistributionConfig.WebACLId).toBeUndefined();
    } finally {
      dispose();
    }
  });
});
