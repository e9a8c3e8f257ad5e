import { describe, expect, it } from 'vitest';
import { apiViewerHeadersFunctionCode } from '../../infra/cloudfront-function-code.ts';
import { edgeRateLimits } from '../../infra/edge-firewall.ts';
import { formPageRendererPermissions, handlerPermissions } from '../../infra/handler-permissions.ts';
import { formPageMethods, formPagePostKey } from '../../infra/http-api.ts';
import { enquiryVisitHeaders } from '../../infra/site-distribution.ts';
import { originVerifyHeader } from '../../shared/origin-header.ts';
import { contactFormPagePath } from '../../shared/site-pages.ts';
import { devStageForTests } from './synth-stack.ts';

/**
 * Issue 21 (docs/decisions/046): a browser's own POST of a contact form must reach the page
 * renderer in AWS. No local test can show CloudFront: this reads the synthesised stage. The
 * default behaviour's origin group takes no POST, so the form's page has a behaviour of its
 * own whose origin is the HTTP API (with the origin secret), and the API's routes for it call
 * a second function of the renderer that may store messages and nothing else.
 */

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Json = Record<string, any>;

const { resources, ofType, functionId, statementsOf, tableArn, indexQueryGrant } = devStageForTests();
const config = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
const behaviorOf = (pattern: string): Json => {
  const found = config().CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour ${pattern}`);
  return found;
};
const originSecretId = () => {
  const found = ofType('AWS::SecretsManager::Secret').find(
    ([, s]) => s.Properties.GenerateSecretString.GenerateStringKey === 'current',
  );
  if (!found) throw new Error('no origin secret');
  return found[0];
};
const formPageRoutes = () =>
  ofType('AWS::ApiGatewayV2::Route')
    .map(([, r]) => r.Properties)
    .filter((r) => String(r.RouteKey).split(' ')[1] === contactFormPagePath);

describe("CloudFront: the contact forms' page", () => {
  it('takes every method, POST included, and sends it to the HTTP API with the origin secret, not to the origin group', () => {
    const behavior = behaviorOf(contactFormPagePath);
    expect([...behavior.AllowedMethods].sort()).toEqual(
      ['DELETE', 'GET', 'HEAD', 'OPTIONS', 'PATCH', 'POST', 'PUT'].sort(),
    );
    // The very origin of the API's own behaviours: the HTTP API's domain, with the secret header.
    expect(behavior.TargetOriginId).toBe(behaviorOf('/api/*').TargetOriginId);
    expect(config().OriginGroups.Items.map((g: Json) => g.Id)).not.toContain(behavior.TargetOriginId);
    const origin = config().Origins.find((o: Json) => o.Id === behavior.TargetOriginId);
    const [[apiId]] = ofType('AWS::ApiGatewayV2::Api');
    expect(JSON.stringify(origin.DomainName)).toContain(`{"Ref":"${apiId}"}`);
    expect(origin.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    const secretHeader = origin.OriginCustomHeaders.find((h: Json) => h.HeaderName === originVerifyHeader);
    expect(JSON.stringify(secretHeader.HeaderValue)).toContain('{{resolve:secretsmanager:');
    expect(JSON.stringify(secretHeader.HeaderValue)).toContain(`{"Ref":"${originSecretId()}"}`);
    // No pattern before it takes its requests.
    const patterns = config().CacheBehaviors.map((b: Json) => b.PathPattern as string);
    expect(patterns.indexOf(contactFormPagePath)).toBe(0);
    // The default behaviour still takes GET and HEAD only, from the origin group.
    expect(config().DefaultCacheBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
    expect(config().OriginGroups.Items.map((g: Json) => g.Id)).toContain(
      config().DefaultCacheBehavior.TargetOriginId,
    );
  });

  it("gives the renderer the visitor's host and address as for the API, and what the page and its action read; no cookies", () => {
    const behavior = behaviorOf(contactFormPagePath);
    const [viewerFunctionId] =
      ofType('AWS::CloudFront::Function').find(
        ([, fn]) => fn.Properties.FunctionCode === apiViewerHeadersFunctionCode(),
      ) ?? [];
    expect(behavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [viewerFunctionId, 'FunctionARN'] } },
    ]);
    const policy = resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    expect(policy.QueryStringsConfig.QueryStringBehavior).toBe('all');
    expect(policy.CookiesConfig.CookieBehavior).toBe('none');
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    // Content-Type to read the form, Origin for React Router's check that an action comes from
    // the site, and what an enquiry's attribution reads (docs/decisions/068).
    expect([...policy.HeadersConfig.Headers].sort()).toEqual(
      ['content-type', 'origin', 'x-forwarded-host', 'x-viewer-address', ...enquiryVisitHeaders].sort(),
    );
  });

  it('caches its GETs as pages are, with the same security headers, over HTTPS', () => {
    const behavior = behaviorOf(contactFormPagePath);
    const pages = config().DefaultCacheBehavior;
    expect(behavior.CachePolicyId).toEqual(pages.CachePolicyId);
    expect(behavior.ResponseHeadersPolicyId).toEqual(pages.ResponseHeadersPolicyId);
    expect(behavior.ViewerProtocolPolicy).toBe('redirect-to-https');
    expect(behavior.Compress).toBe(true);
  });
});

describe("the HTTP API: the contact forms' page", () => {
  it('routes GET, HEAD and POST of the page, and nothing else, to the form page renderer, without an authorizer', () => {
    const routes = formPageRoutes();
    expect(routes.map((r) => r.RouteKey).sort()).toEqual(
      formPageMethods.map((method) => `${method} ${contactFormPagePath}`).sort(),
    );
    for (const route of routes) {
      expect(route.AuthorizationType).toBe('NONE');
      const integration = resources[route.Target['Fn::Join'][1][1].Ref].Properties;
      expect(integration.IntegrationType).toBe('AWS_PROXY');
      expect(integration.PayloadFormatVersion).toBe('2.0');
      expect(JSON.stringify(integration.IntegrationUri)).toContain(functionId('form-page-renderer'));
    }
  });

  it('lets the API, and only the API, invoke the form page renderer; it has no Function URL', () => {
    const permissions = ofType('AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => JSON.stringify(p.FunctionName).includes(functionId('form-page-renderer')));
    expect(permissions.length).toBeGreaterThan(0);
    const [[apiId]] = ofType('AWS::ApiGatewayV2::Api');
    for (const permission of permissions) {
      expect(permission.Principal).toBe('apigateway.amazonaws.com');
      expect(JSON.stringify(permission.SourceArn)).toContain(`{"Ref":"${apiId}"}`);
    }
    const urls = ofType('AWS::Lambda::Url').map(([, u]) => JSON.stringify(u.Properties.TargetFunctionArn));
    expect(urls.some((target) => target.includes(functionId('form-page-renderer')))).toBe(false);
  });

  it("throttles the page's POST as the contact API's", () => {
    const stage = ofType('AWS::ApiGatewayV2::Stage')[0][1].Properties;
    expect(formPagePostKey).toBe(`POST ${contactFormPagePath}`);
    expect(stage.RouteSettings[formPagePostKey]).toEqual(stage.RouteSettings['POST /api/cnt/contact']);
    expect(stage.RouteSettings[formPagePostKey].ThrottlingRateLimit).toBeLessThan(
      stage.DefaultRouteSettings.ThrottlingRateLimit,
    );
  });
});

describe('the form page renderer', () => {
  it("is the renderer's module behind the API: production React, 1024 MB, 10 s, and the origin secret to check", () => {
    const fn = resources[functionId('form-page-renderer')].Properties;
    const renderer = resources[functionId('page-renderer')].Properties;
    expect(fn.Handler).toBe('index.handler');
    expect(fn.MemorySize).toBe(renderer.MemorySize);
    expect(fn.Timeout).toBe(renderer.Timeout);
    expect(fn.Environment.Variables.NODE_ENV).toBe('production');
    expect(fn.Environment.Variables.ORIGIN_SECRET_ARN).toEqual({ Ref: originSecretId() });
    // The renderer behind the Function URL (OAC) checks no secret and is given none.
    expect(renderer.Environment.Variables.ORIGIN_SECRET_ARN).toBeUndefined();
  });

  it('may store a message as POST /api/cnt/contact does, read the site settings and the origin secret, and nothing else', () => {
    expect(formPageRendererPermissions).toEqual({
      ...handlerPermissions['contact-create'],
      partitions: expect.any(Array),
    });
    // The message's writes, and the site settings the page shows (docs/decisions/063).
    expect(formPageRendererPermissions.partitions).toEqual([
      'CONTACT',
      'CONTACT-SAME#*',
      'CONTACT-FROM#*',
      'META',
      // The Insights counters an enquiry adds to (docs/decisions/071).
      'STATS#*',
      'SITE',
    ]);
    expect(statementsOf('form-page-renderer')).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: [...formPageRendererPermissions.table],
        Resource: tableArn(),
        Condition: {
          'ForAllValues:StringLike': {
            'dynamodb:LeadingKeys': [...(formPageRendererPermissions.partitions ?? [])],
          },
        },
      }),
      // A product enquiry finds its product by number (docs/decisions/048).
      expect.objectContaining(indexQueryGrant('GSI1')),
      expect.objectContaining({
        Effect: 'Allow',
        Action: 'secretsmanager:GetSecretValue',
        Resource: { Ref: originSecretId() },
      }),
    ]);
  });

  it('leaves the renderer of every other page read-only: no write, no secret', () => {
    const granted = statementsOf('page-renderer').flatMap((s) => [s.Action].flat() as string[]);
    expect(
      granted.every((action) =>
        ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:BatchGetItem'].includes(action),
      ),
    ).toBe(true);
  });
});

describe('the edge firewall', () => {
  it("counts the page's POSTs with the contact API's, per client address (tests/infra/edge-firewall.test.ts replays the rule)", () => {
    expect(edgeRateLimits.contact.method).toBe('POST');
    expect(edgeRateLimits.contact.paths).toContain(contactFormPagePath);
  });
});
