import { describe, expect, it } from 'vitest';
import { handlerAreas } from '../../infra/api-areas.ts';
import { handlerPermissions } from '../../infra/handler-permissions.ts';
import { pathPatternOf } from '../../infra/site-distribution.ts';
import { apiRoutes } from '../../shared/routes.ts';
import { visitBeaconPath } from '../../shared/visit-beacon.ts';
import { viewerCountryHeader } from '../../shared/visit-source.ts';
import { devStageForTests } from './synth-stack.ts';

/**
 * The visit beacon in the synthesised stage (issue 36, docs/decisions/071): its function may
 * only add to counters and keep its salted markers, reads no more than the pages it counts,
 * is throttled, reaches the API with CloudFront's country, and none of its writes wakes a
 * consumer of the table's stream.
 */

// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Json = Record<string, any>;

const { resources, ofType, statementsOf, tableArn } = devStageForTests();
const leadingKeys = (statement: Json) =>
  statement.Condition?.['ForAllValues:StringLike']?.['dynamodb:LeadingKeys'] as string[] | undefined;
const onTable = (statement: Json) => JSON.stringify(statement.Resource) === JSON.stringify(tableArn());

/** Partition keys the beacon and an enquiry's counters write (functions/lib/data/visit-counters-repository.ts). */
const counterWrites = [
  'STATS#D#2026-11-27',
  'STATS#M#2026-11',
  'VISIT-SALT',
  'VISIT-SEEN#2026-11-27#abc',
  'VISITS-FROM#abc',
];

describe('the beacon route', () => {
  it('is one public POST with a function of its own in the site area', () => {
    expect(apiRoutes.filter((route) => route.path === visitBeaconPath)).toEqual([
      { method: 'POST', path: '/api/visits', handler: 'visit-record', access: 'public' },
    ]);
    expect(handlerAreas['visit-record']).toBe('site');
  });

  it('may only get, put and add to its own items: counters, the salt, seen markers and address windows', () => {
    const [own, reads, ...rest] = statementsOf('visit-record').filter(onTable);
    expect(rest).toEqual([]);
    expect([own.Action].flat().sort()).toEqual([
      'dynamodb:GetItem',
      'dynamodb:PutItem',
      'dynamodb:UpdateItem',
    ]);
    expect(leadingKeys(own)?.sort()).toEqual(['STATS#*', 'VISIT-SALT', 'VISIT-SEEN#*', 'VISITS-FROM#*']);
    // It reads the pages the sitemap lists (to count nothing else), and may not write there.
    expect(reads.Action).toBe('dynamodb:Query');
    expect(leadingKeys(reads)?.sort()).toEqual(['BLOG', 'CATEGORY', 'LOC', 'LOC#D']);
    const actions = statementsOf('visit-record').flatMap((statement) => [statement.Action].flat());
    for (const forbidden of ['dynamodb:DeleteItem', 'dynamodb:BatchWriteItem', 'dynamodb:Scan'])
      expect(actions).not.toContain(forbidden);
    expect(handlerPermissions['visit-record'].sessionKey).toBeUndefined();
  });

  it('is throttled below the stage, as the other public writes', () => {
    const stage = ofType('AWS::ApiGatewayV2::Stage')[0][1].Properties;
    const throttle = stage.RouteSettings[`POST ${visitBeaconPath}`];
    expect(throttle.ThrottlingRateLimit).toBeLessThan(stage.DefaultRouteSettings.ThrottlingRateLimit);
    expect(throttle.ThrottlingBurstLimit).toBeGreaterThan(0);
  });

  it("has a CloudFront behaviour before `/api/*` that passes the visitor's country, address and device, and no cookie or query", () => {
    const config = ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    const patterns = config.CacheBehaviors.map((behavior: Json) => behavior.PathPattern as string);
    expect(patterns.indexOf(visitBeaconPath)).toBeGreaterThanOrEqual(0);
    expect(patterns.indexOf(visitBeaconPath)).toBeLessThan(patterns.indexOf(pathPatternOf('/api/')));
    const behavior = config.CacheBehaviors.find((one: Json) => one.PathPattern === visitBeaconPath);
    const policy = resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    expect(policy.HeadersConfig.Headers.sort()).toEqual(
      [
        'content-type',
        'sec-ch-ua-mobile',
        'user-agent',
        viewerCountryHeader,
        'x-forwarded-host',
        'x-viewer-address',
      ].sort(),
    );
    expect(policy.CookiesConfig.CookieBehavior).toBe('none');
    expect(policy.QueryStringsConfig.QueryStringBehavior).toBe('none');
  });
});

describe("the table's stream consumers", () => {
  const mappings = () => ofType('AWS::Lambda::EventSourceMapping').map(([, mapping]) => mapping.Properties);

  it('each read only the partitions they handle, so no counter, salt or marker write invokes them', () => {
    expect(mappings().length).toBeGreaterThan(0);
    for (const mapping of mappings()) {
      const filters = mapping.FilterCriteria?.Filters as { Pattern: string }[] | undefined;
      expect(filters?.length, JSON.stringify(mapping.FunctionName)).toBeGreaterThan(0);
      for (const { Pattern } of filters ?? []) {
        const partitions = JSON.parse(Pattern).dynamodb?.Keys?.PK?.S as unknown[];
        // Exact partition names only (no prefix or anything-but rule that could match a counter).
        expect(
          partitions.every((name) => typeof name === 'string'),
          Pattern,
        ).toBe(true);
        for (const written of counterWrites) expect(partitions, Pattern).not.toContain(written);
      }
    }
  });
});
