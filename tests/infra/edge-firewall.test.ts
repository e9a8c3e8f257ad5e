import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { EdgeFirewallStack, edgeRateLimits, firewallRegion } from '../../infra/edge-firewall.ts';
import { type RouteName, routeRequest } from '../../shared/routes.ts';
import { contactFormPagePath } from '../../shared/site-pages.ts';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { synthStack } from './synth-stack.ts';

/**
 * The edge firewall (docs/decisions/026): only synthesised here. Whether WAF really answers
 * 429 to the eleventh login from one address needs a deployed stage (docs/operations.md "Deploy a stage").
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
    const expected: [string, { limit: number; windowSeconds: number }][] = [
      ['login-per-ip', edgeRateLimits.login],
      ['contact-per-ip', edgeRateLimits.contact],
      ['all-per-ip', edgeRateLimits.general],
      ['visits-per-ip', edgeRateLimits.visits],
    ];
    for (const [name, { limit, windowSeconds }] of expected) {
      const rule = byName(name);
      expect(rule.Action.Block.CustomResponse).toEqual({
        ResponseCode: 429,
        CustomResponseBodyKey: 'TooManyRequests',
      });
      expect(rule.Statement.RateBasedStatement).toMatchObject({
        AggregateKeyType: 'IP',
        Limit: limit,
        EvaluationWindowSec: windowSeconds,
      });
    }
    expect(byName('all-per-ip').Statement.RateBasedStatement.ScopeDownStatement).toBeUndefined();
    expect(edgeRateLimits.login.paths).toEqual(['/api/admin/login']);
    // The app's call and the browser's own post to the contact page (docs/decisions/046).
    expect(edgeRateLimits.contact.paths).toEqual(['/api/cnt/contact', contactFormPagePath]);
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

  it('has five rules with distinct priorities, each with metrics', () => {
    expect(rules).toHaveLength(5);
    expect(new Set(rules.map((rule) => rule.Priority)).size).toBe(5);
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

// --- What the rules count: their statements evaluated as WAF does ---------------------------

interface Request {
  method: string;
  /** The path as the browser sent it, without the query (WAF's UriPath). */
  path: string;
}

/** WAF's text transformations used here; any other fails the test rather than pass unread. */
function transform(text: string, type: string): string {
  switch (type) {
    case 'NONE':
      return text;
    case 'LOWERCASE':
      return text.toLowerCase();
    case 'URL_DECODE':
      // WAF decodes what it can and leaves a broken escape as it is.
      return text.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    case 'NORMALIZE_PATH': {
      // Multiple slashes, `/./` and `/x/../` (not at the start) go.
      const segments: string[] = [];
      for (const segment of text.replace(/\/{2,}/g, '/').split('/')) {
        if (segment === '.') continue;
        if (segment === '..' && segments.length > 1) segments.pop();
        else segments.push(segment);
      }
      return segments.join('/');
    }
    default:
      throw new Error(`The test does not know the transformation ${type}`);
  }
}

function matches(statement: Rule, request: Request): boolean {
  if (statement.AndStatement)
    return (statement.AndStatement.Statements as Rule[]).every((one) => matches(one, request));
  if (statement.OrStatement)
    return (statement.OrStatement.Statements as Rule[]).some((one) => matches(one, request));
  if (statement.NotStatement) return !matches(statement.NotStatement.Statement, request);
  const match = statement.ByteMatchStatement;
  if (!match) throw new Error(`The test does not know the statement ${Object.keys(statement)}`);
  const field = match.FieldToMatch.Method
    ? request.method
    : match.FieldToMatch.UriPath
      ? request.path
      : undefined;
  if (field === undefined)
    throw new Error(`The test does not know the field ${Object.keys(match.FieldToMatch)}`);
  const value = [...(match.TextTransformations as { Priority: number; Type: string }[])]
    .sort((a, b) => a.Priority - b.Priority)
    .reduce((text, { Type }) => transform(text, Type), field);
  const wanted = match.SearchString as string;
  switch (match.PositionalConstraint) {
    case 'EXACTLY':
      return value === wanted;
    case 'STARTS_WITH':
      return value.startsWith(wanted);
    case 'ENDS_WITH':
      return value.endsWith(wanted);
    case 'CONTAINS':
      return value.includes(wanted);
    default:
      throw new Error(`The test does not know ${match.PositionalConstraint}`);
  }
}

/** How many of `requests` (from one address, in one window) the rule counts. */
function counted(rule: Rule, requests: readonly Request[]): number {
  const scope = rule.Statement.RateBasedStatement.ScopeDownStatement as Rule | undefined;
  return scope ? requests.filter((request) => matches(scope, request)).length : requests.length;
}

/** A dashboard call, written as web/lib/api-client.ts writes it (shared/routes.ts). */
const call = (name: RouteName, parameters: Record<string, string> = {}): Request => {
  const { method, path } = routeRequest(name, parameters as never);
  return { method, path };
};

/**
 * An admin triaging 200 messages in 5 minutes in the dashboard, request by request: the
 * screen (guard and two pages of 100), then per message opening it (marked read) and
 * replying to or archiving it, each change reloading the guard and both pages (React
 * Router revalidates after an action); some opened from their email's link, a few deleted,
 * the filters tried, and a CSV export.
 */
function dashboardTriage(): Request[] {
  const reload = () => [call('dashboard-data'), call('contact-list'), call('contact-list')];
  const requests: Request[] = [call('dashboard-data'), call('contact-list'), ...reload().slice(1)];
  for (let n = 0; n < 200; n++) {
    const id = `01JZ${String(n).padStart(22, '0')}`;
    if (n % 10 === 0)
      requests.push(call('dashboard-data'), call('contact-get', { id }), call('contact-list'));
    requests.push(call('contact-status', { id }), ...reload());
    if (n % 25 === 0) requests.push(call('contact-delete', { id }), ...reload());
    else requests.push(call('contact-status', { id }), ...reload());
  }
  for (let filter = 0; filter < 5; filter++) requests.push(call('dashboard-data'), call('contact-list'));
  requests.push(call('contact-list'), call('contact-list'));
  return requests;
}

describe('what the rate rules count (their statements replayed)', () => {
  const { template } = firewallTemplate();
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  const rules = acl.Properties.Rules as Rule[];
  const byName = (name: string) => rules.find((rule) => rule.Name === name) as Rule;
  const limitOf = (name: string) => byName(name).Statement.RateBasedStatement.Limit as number;

  it('an admin triaging 200 messages in 5 minutes is never blocked', () => {
    const requests = dashboardTriage();
    expect(requests.length).toBeGreaterThan(1_000);
    expect(counted(byName('contact-per-ip'), requests)).toBe(0);
    expect(counted(byName('login-per-ip'), requests)).toBe(0);
    expect(counted(byName('all-per-ip'), requests)).toBeLessThanOrEqual(limitOf('all-per-ip'));
  });

  it.each([
    ['contact-per-ip', '/api/cnt/contact'],
    ['contact-per-ip', contactFormPagePath],
    ['login-per-ip', '/api/admin/login'],
    ['visits-per-ip', visitBeaconPath],
  ])('%s counts every spelling of POST %s, and nothing else', (name, path) => {
    const rule = byName(name);
    const folders = path.slice(1).split('/');
    const last = folders.pop() as string;
    const above = `/${folders.map((folder) => `${folder}/`).join('')}`;
    const spellings = [
      path,
      path.toUpperCase(),
      `${above}%${last.charCodeAt(0).toString(16)}${last.slice(1)}`,
      `${above}/${last}`,
      `${above}./${last}`,
      `${above}x/../${last}`,
      ...(folders.length > 0 ? [`/${folders.join('%2F')}%2f${last}`] : []),
    ];
    for (const spelling of spellings)
      expect(counted(rule, [{ method: 'POST', path: spelling }]), spelling).toBe(1);
    // The eleventh POST from one address within the window is over the limit.
    expect(counted(rule, Array(limitOf(name) + 1).fill({ method: 'POST', path }))).toBeGreaterThan(
      limitOf(name),
    );
    for (const other of [
      { method: 'GET', path },
      { method: 'OPTIONS', path },
      { method: 'POST', path: `${path}/01JZZZZZZZZZZZZZZZZZZZZZZZ` },
      { method: 'GET', path: `${path}/01JZZZZZZZZZZZZZZZZZZZZZZZ` },
      { method: 'POST', path: `${path}x` },
    ])
      expect(counted(rule, [other]), `${other.method} ${other.path}`).toBe(0);
  });

  it("counts a message's two ways in together: the eleventh from one address is over", () => {
    const rule = byName('contact-per-ip');
    const messages = [
      ...Array(6).fill({ method: 'POST', path: '/api/cnt/contact' }),
      ...Array(5).fill({ method: 'POST', path: contactFormPagePath }),
    ];
    expect(counted(rule, messages)).toBe(11);
    expect(counted(rule, messages)).toBeGreaterThan(limitOf('contact-per-ip'));
    // Reading the contact page is not sending a message.
    expect(counted(rule, [{ method: 'GET', path: contactFormPagePath }])).toBe(0);
  });
});

describe('the visit beacon at the edge (docs/decisions/071)', () => {
  const { template } = firewallTemplate();
  const [acl] = Object.values(template.findResources('AWS::WAFv2::WebACL'));
  const rule = (acl.Properties.Rules as Rule[]).find((one) => one.Name === 'visits-per-ip') as Rule;

  it("holds one address to a fast reader's page views, and never counts a page or an enquiry", () => {
    expect(edgeRateLimits.visits).toMatchObject({ method: 'POST', paths: ['/api/visits'] });
    const reader = Array(edgeRateLimits.visits.limit).fill({ method: 'POST', path: visitBeaconPath });
    expect(counted(rule, reader)).toBe(edgeRateLimits.visits.limit);
    expect(counted(rule, [...reader, { method: 'POST', path: visitBeaconPath }])).toBeGreaterThan(
      edgeRateLimits.visits.limit,
    );
    for (const other of [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/blog' },
      { method: 'POST', path: '/api/cnt/contact' },
    ])
      expect(counted(rule, [other]), other.path).toBe(0);
  });
});
