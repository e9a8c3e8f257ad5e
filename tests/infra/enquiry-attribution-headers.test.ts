import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { apiViewerHeadersFunctionCode } from '../../infra/cloudfront-function-code.ts';
import { enquiriesApiPath, enquiryVisitHeaders, pathPatternOf } from '../../infra/site-distribution.ts';
import { apiRoutes } from '../../shared/routes.ts';
import { contactFormPagePath } from '../../shared/site-pages.ts';
import { viewerCountryHeader } from '../../shared/visit-source.ts';
import { devStageForTests } from './synth-stack.ts';

/**
 * Issue 36 item 1 (docs/decisions/068): an enquiry's country is CloudFront's
 * `CloudFront-Viewer-Country`, which reaches an origin only when its behaviour's origin
 * request policy names it, and the API's managed policy (all viewer headers but Host) does
 * not. No local test can see CloudFront: this reads the synthesised stage.
 */

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Json = Record<string, any>;

const { resources, ofType } = devStageForTests();
const config = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
const patterns = () => config().CacheBehaviors.map((b: Json) => b.PathPattern as string);
const behaviorOf = (pattern: string): Json => {
  const found = config().CacheBehaviors.find((b: Json) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour ${pattern}`);
  return found;
};
const originRequestOf = (behavior: Json) =>
  resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
const apiViewerFunctionId = () => {
  const found = ofType('AWS::CloudFront::Function').find(
    ([, fn]) => fn.Properties.FunctionCode === apiViewerHeadersFunctionCode(),
  );
  if (!found) throw new Error('no API viewer function');
  return found[0];
};
/** CloudFront's quota of headers an origin request policy may name. */
const maxPolicyHeaders = 10;

describe("CloudFront: the enquiries' API path", () => {
  it('is the path of the visitor POST and the admin list, with a behaviour of its own before `/api/*`', () => {
    expect(
      apiRoutes
        .filter((route) => route.path === enquiriesApiPath)
        .map((route) => `${route.method} ${route.handler}`)
        .sort(),
    ).toEqual(['GET contact-list', 'POST contact-create']);
    const own = patterns().indexOf(enquiriesApiPath);
    expect(own).toBeGreaterThanOrEqual(0);
    expect(own).toBeLessThan(patterns().indexOf(pathPatternOf('/api/')));
  });

  it('stays the API: every method, uncached, to the API origin, with the viewer function that sets host and address', () => {
    const own = behaviorOf(enquiriesApiPath);
    const api = behaviorOf(pathPatternOf('/api/'));
    expect(own.TargetOriginId).toBe(api.TargetOriginId);
    expect(own.AllowedMethods).toEqual(api.AllowedMethods);
    expect(own.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(own.ViewerProtocolPolicy).toBe('https-only');
    expect(own.ResponseHeadersPolicyId).toEqual(api.ResponseHeadersPolicyId);
    // The viewer function that sets the visitor's host and address, as on every API path.
    expect(own.FunctionAssociations).toEqual(api.FunctionAssociations);
    expect(JSON.stringify(own.FunctionAssociations)).toContain(apiViewerFunctionId());
  });

  it("forwards CloudFront's country, the attribution's headers and what both routes read; never Host", () => {
    const policy = originRequestOf(behaviorOf(enquiriesApiPath));
    expect(policy.HeadersConfig.HeaderBehavior).toBe('whitelist');
    const headers = [...policy.HeadersConfig.Headers].sort();
    expect(headers).toEqual(
      ['content-type', 'origin', 'x-forwarded-host', 'x-viewer-address', ...enquiryVisitHeaders].sort(),
    );
    expect(headers).toContain(viewerCountryHeader);
    expect(headers).not.toContain('host');
    expect(headers.length).toBeLessThanOrEqual(maxPolicyHeaders);
    // The admin list: its session cookie (the authorizer's identity source) and its paging query.
    expect(policy.CookiesConfig.CookieBehavior).toBe('all');
    expect(policy.QueryStringsConfig.QueryStringBehavior).toBe('all');
  });

  it("gives the contact forms' page the same facts for a form posted without JavaScript", () => {
    const headers = originRequestOf(behaviorOf(contactFormPagePath)).HeadersConfig.Headers;
    for (const header of enquiryVisitHeaders) expect(headers).toContain(header);
    expect(headers.length).toBeLessThanOrEqual(maxPolicyHeaders);
  });
});
