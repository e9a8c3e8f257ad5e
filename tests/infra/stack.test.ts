import { Match, type Template } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiViewerHeadersFunctionCode,
  spaRewriteFunctionCode,
} from '../../infra/cloudfront-function-code.ts';
import { handlerPermissions } from '../../infra/handler-permissions.ts';
import { brieflyCachedApiPaths, pathPatternOf } from '../../infra/site-distribution.ts';
import { company } from '../../shared/company.ts';
import {
  type ApiRoute,
  apiPathPrefixes,
  apiRoutes,
  authorizerHandler,
  uploadsPathPrefix,
} from '../../shared/routes.ts';
import { prerenderedPaths } from '../../shared/site-pages.ts';
import { synthStack } from './synth-stack.ts';

type Behavior = {
  PathPattern: string;
  TargetOriginId: string;
  CachePolicyId: string;
  OriginRequestPolicyId?: string;
  AllowedMethods?: string[];
  FunctionAssociations?: unknown[];
};
// biome-ignore lint/suspicious/noExplicitAny: CloudFormation properties are walked freely in assertions.
type Resource = { Type: string; Properties: Record<string, any>; DeletionPolicy?: string };

// One synth for the file; synthStack runs cdk-nag, so reaching the tests means it passed.
let template: Template;
let resources: Record<string, Resource>;
let dispose: () => void;
beforeAll(() => {
  ({ template, dispose } = synthStack({ stage: 'dev' }));
  resources = template.toJSON().Resources;
});
afterAll(() => dispose?.());

const routes = apiRoutes as readonly ApiRoute[];
const handlers = [...routes.map((r) => r.handler), authorizerHandler];
const ofType = (type: string) => Object.entries(resources).filter(([, r]) => r.Type === type);
/** Logical id of the function behind a handler. */
const functionId = (handler: string): string => {
  const found = ofType('AWS::Lambda::Function').find(
    ([, r]) => r.Properties.FunctionName === `pawcraft-dev-${handler}`,
  );
  if (!found) throw new Error(`no function for ${handler}`);
  return found[0];
};
/** The statements of the inline policies attached to a function's role. */
const statementsOf = (handler: string): { Action: string | string[]; Resource: unknown }[] => {
  const role = resources[functionId(handler)].Properties.Role['Fn::GetAtt'][0];
  return ofType('AWS::IAM::Policy')
    .filter(([, p]) => p.Properties.Roles.some((r: { Ref: string }) => r.Ref === role))
    .flatMap(([, p]) => p.Properties.PolicyDocument.Statement);
};
const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

describe('functions', () => {
  it('makes one function per route of the table plus the authorizer, and no other of ours', () => {
    const ours = ofType('AWS::Lambda::Function')
      .map(([, r]) => r.Properties.FunctionName)
      .filter((name) => typeof name === 'string' && name.startsWith('pawcraft-dev-'));
    expect(ours.sort()).toEqual(handlers.map((h) => `pawcraft-dev-${h}`).sort());
    expect(new Set(handlers).size).toBe(handlers.length);
  });

  it('runs each on arm64 with the newest Node runtime, a short timeout and kept logs', () => {
    for (const handler of handlers) {
      const fn = resources[functionId(handler)].Properties;
      expect(fn.Runtime).toBe('nodejs24.x');
      expect(fn.Architectures).toEqual(['arm64']);
      expect(fn.Handler).toBe('index.handler');
      expect(fn.Timeout).toBeLessThanOrEqual(29);
      const logGroup = resources[fn.LoggingConfig.LogGroup.Ref].Properties;
      expect(logGroup.RetentionInDays).toBeGreaterThan(0);
      expect(Object.keys(fn.Environment.Variables)).toEqual(
        expect.arrayContaining(['TABLE_NAME', 'UPLOADS_BUCKET', 'POWERTOOLS_SERVICE_NAME']),
      );
      expect('SESSION_SECRET_ARN' in fn.Environment.Variables).toBe(
        Boolean(handlerPermissions[handler as keyof typeof handlerPermissions].sessionKey),
      );
    }
  });
});

describe('least privilege', () => {
  it('grants each function exactly the table, uploads and secret actions of handlerPermissions', () => {
    for (const handler of handlers) {
      const wanted = handlerPermissions[handler as keyof typeof handlerPermissions];
      const granted = statementsOf(handler).flatMap(actionsOf);
      const expected = [
        ...wanted.table,
        ...(wanted.table.includes('dynamodb:Query') ? ['dynamodb:Query'] : []),
        ...(wanted.uploads ?? []),
        ...(wanted.sessionKey ? ['secretsmanager:GetSecretValue'] : []),
      ];
      expect(granted.sort(), handler).toEqual(expected.sort());
    }
  });

  it('has no statement of ours with a wildcard action or a wildcard resource', () => {
    for (const handler of handlers) {
      for (const statement of statementsOf(handler)) {
        for (const action of actionsOf(statement)) expect(action, handler).not.toContain('*');
        const resourcesOf = [statement.Resource].flat();
        for (const resource of resourcesOf) {
          const text = JSON.stringify(resource);
          expect(text, handler).not.toBe('"*"');
          // The only wildcard allowed is the object-key one under uploads/.
          if (text.includes('*')) expect(text, handler).toMatch(/\/uploads\/\*"/);
        }
      }
    }
  });
});

describe('HTTP API', () => {
  it('has one route per table entry, with the authorizer on exactly the admin routes', () => {
    const apiRoutesById = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties);
    expect(apiRoutesById).toHaveLength(routes.length);
    const [authorizerId] = ofType('AWS::ApiGatewayV2::Authorizer').map(([id]) => id);
    for (const route of routes) {
      const found = apiRoutesById.find((r) => r.RouteKey === `${route.method} ${route.path}`);
      expect(found, route.path).toBeDefined();
      if (route.access === 'admin') {
        expect(found?.AuthorizationType).toBe('CUSTOM');
        expect(found?.AuthorizerId).toEqual({ Ref: authorizerId });
      } else {
        expect(found?.AuthorizationType).toBe('NONE');
        expect(found?.AuthorizerId).toBeUndefined();
      }
      // The route's integration invokes that route's own function.
      const integrationId = found?.Target['Fn::Join'][1][1].Ref;
      expect(JSON.stringify(resources[integrationId].Properties.IntegrationUri)).toContain(
        functionId(route.handler),
      );
    }
  });

  it('checks the session cookie with simple responses and no cached answers', () => {
    const [[, authorizer]] = ofType('AWS::ApiGatewayV2::Authorizer');
    expect(authorizer.Properties).toMatchObject({
      AuthorizerType: 'REQUEST',
      IdentitySource: ['$request.header.Cookie'],
      EnableSimpleResponses: true,
      AuthorizerPayloadFormatVersion: '2.0',
      AuthorizerResultTtlInSeconds: 0,
    });
    expect(JSON.stringify(authorizer.Properties.AuthorizerUri)).toContain(functionId(authorizerHandler));
  });

  it('throttles the stage, and login and the contact form harder', () => {
    const stage = ofType('AWS::ApiGatewayV2::Stage')[0][1].Properties;
    const stageRate = stage.DefaultRouteSettings.ThrottlingRateLimit;
    expect(stageRate).toBeGreaterThan(0);
    for (const key of ['POST /api/admin/login', 'POST /api/cnt/contact']) {
      expect(stage.RouteSettings[key].ThrottlingRateLimit).toBeLessThan(stageRate);
      expect(stage.RouteSettings[key].ThrottlingBurstLimit).toBeGreaterThan(0);
    }
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });
});

describe('data', () => {
  it('makes the single on-demand table with GSI1, TTL and point-in-time recovery', () => {
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      TableName: 'pawcraft-dev',
      BillingMode: 'PAY_PER_REQUEST',
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: [
        {
          IndexName: 'GSI1',
          KeySchema: [{ AttributeName: 'GSI1PK', KeyType: 'HASH' }],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('lets a dev stage be torn down with its data', () => {
    const [[, table]] = ofType('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Delete');
  });

  it('generates the session signing key in Secrets Manager', () => {
    template.hasResourceProperties('AWS::SecretsManager::Secret', {
      GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
    });
  });
});

describe('buckets', () => {
  it('keeps both buckets private, encrypted and TLS-only', () => {
    const buckets = ofType('AWS::S3::Bucket');
    expect(buckets).toHaveLength(2);
    for (const [, bucket] of buckets) {
      expect(bucket.Properties.PublicAccessBlockConfiguration).toEqual({
        BlockPublicAcls: true,
        BlockPublicPolicy: true,
        IgnorePublicAcls: true,
        RestrictPublicBuckets: true,
      });
      expect(bucket.Properties.BucketEncryption).toBeDefined();
    }
    for (const [, policy] of ofType('AWS::S3::BucketPolicy')) {
      const statements = policy.Properties.PolicyDocument.Statement;
      expect(statements).toContainEqual(
        expect.objectContaining({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
      );
      // Reads (and listing, so a missing key is a 404) are for this distribution only, via OAC.
      const allows = statements.filter((s: { Effect: string }) => s.Effect === 'Allow');
      const cloudFrontAllows = allows.filter(
        (s: { Principal: { Service?: string } }) => s.Principal.Service === 'cloudfront.amazonaws.com',
      );
      expect(cloudFrontAllows.flatMap((s: { Action: string | string[] }) => s.Action).sort()).toEqual([
        's3:GetObject',
        's3:ListBucket',
      ]);
      for (const statement of cloudFrontAllows) {
        expect(statement.Condition.StringEquals['AWS:SourceArn']).toBeDefined();
      }
      for (const statement of allows) expect(statement.Principal).not.toBe('*');
    }
  });

  it('serves both buckets through Origin Access Control', () => {
    expect(ofType('AWS::CloudFront::OriginAccessControl')).toHaveLength(2);
    const origins = ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig.Origins;
    const s3Origins = origins.filter((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    expect(s3Origins).toHaveLength(2);
    for (const origin of s3Origins) {
      expect(origin.OriginAccessControlId).toBeDefined();
      expect(origin.S3OriginConfig.OriginAccessIdentity).toBe('');
    }
  });

  it('takes browser uploads from the site origin only and expires unattached ones', () => {
    const uploads = ofType('AWS::S3::Bucket').find(([, b]) => b.Properties.CorsConfiguration)?.[1].Properties;
    const [rule] = uploads?.CorsConfiguration.CorsRules ?? [];
    expect(rule.AllowedMethods).toEqual(['POST']);
    expect(rule.AllowedOrigins).toHaveLength(1);
    expect(JSON.stringify(rule.AllowedOrigins)).toContain('DomainName');
    expect(uploads?.LifecycleConfiguration.Rules).toContainEqual(
      expect.objectContaining({
        Prefix: 'uploads/',
        TagFilters: [{ Key: 'attached', Value: 'false' }],
        ExpirationInDays: 1,
        Status: 'Enabled',
      }),
    );
  });
});

describe('CloudFront', () => {
  const config = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const functionWithCode = (code: string) => {
    const found = ofType('AWS::CloudFront::Function').find(([, fn]) => fn.Properties.FunctionCode === code);
    if (!found) throw new Error('no CloudFront Function with that code');
    return found;
  };

  it('rewrites SPA paths with the CloudFront Function on the default behaviour, and no error pages', () => {
    const [functionLogicalId, fn] = functionWithCode(spaRewriteFunctionCode(prerenderedPaths));
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionLogicalId, 'FunctionARN'] } },
    ]);
    expect(config().CustomErrorResponses).toBeUndefined();
  });

  it("passes the visitor's host and address to the API with the other CloudFront Function, on every API behaviour", () => {
    const [functionLogicalId, fn] = functionWithCode(apiViewerHeadersFunctionCode());
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    const apiOriginId = config().CacheBehaviors.find(
      (b: Behavior) => b.PathPattern === '/api/*',
    )?.TargetOriginId;
    const apiBehaviors = config().CacheBehaviors.filter((b: Behavior) => b.TargetOriginId === apiOriginId);
    expect(apiBehaviors.length).toBeGreaterThanOrEqual(apiPathPrefixes.length);
    for (const behavior of apiBehaviors)
      expect(behavior.FunctionAssociations, behavior.PathPattern).toEqual([
        { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionLogicalId, 'FunctionARN'] } },
      ]);
  });

  it('sends every API prefix to the API uncached and /uploads/* to the uploads bucket', () => {
    const behaviors: Behavior[] = config().CacheBehaviors;
    const byPattern = new Map(behaviors.map((b) => [b.PathPattern, b]));
    const cachingDisabled = '4135ea2d-6df8-44a3-9df3-4b5a84be39ad';
    const allViewerExceptHost = 'b689b0a8-53d0-40ab-baf2-68738e2966ac';
    const apiOriginId = byPattern.get('/api/*')?.TargetOriginId;
    for (const prefix of apiPathPrefixes) {
      const pattern = pathPatternOf(prefix);
      const behavior = byPattern.get(pattern);
      expect(behavior?.TargetOriginId, prefix).toBe(apiOriginId);
      expect(behavior?.OriginRequestPolicyId).toBe(allViewerExceptHost);
      if (brieflyCachedApiPaths.includes(pattern)) continue;
      expect(behavior?.CachePolicyId).toBe(cachingDisabled);
      expect(behavior?.AllowedMethods).toContain('POST');
    }
    for (const pattern of brieflyCachedApiPaths) {
      const behavior = byPattern.get(pattern);
      expect(behavior?.TargetOriginId, pattern).toBe(apiOriginId);
      expect(behavior?.CachePolicyId).not.toBe(cachingDisabled);
      // CloudFormation's default (no AllowedMethods) is GET and HEAD.
      expect(behavior?.AllowedMethods ?? ['GET', 'HEAD']).toEqual(['GET', 'HEAD']);
      // Listed before any wider pattern that also matches it, so CloudFront picks it first.
      const wider = behaviors.findIndex(
        (b) =>
          b.PathPattern !== pattern &&
          b.PathPattern.endsWith('*') &&
          pattern.startsWith(b.PathPattern.slice(0, -1)),
      );
      expect(wider === -1 || behaviors.indexOf(behavior as never) < wider, pattern).toBe(true);
    }
    expect(new Set(behaviors.map((b) => b.PathPattern)).size).toBe(behaviors.length);
    expect(byPattern.get(pathPatternOf(uploadsPathPrefix))?.TargetOriginId).not.toBe(apiOriginId);
  });

  it('adds HSTS, a strict CSP, nosniff, DENY framing and the referrer policy to every response', () => {
    const policy = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0][1].Properties
      .ResponseHeadersPolicyConfig.SecurityHeadersConfig;
    const csp = JSON.stringify(policy.ContentSecurityPolicy.ContentSecurityPolicy);
    for (const directive of [
      "default-src 'self'",
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      `frame-src ${new URL(company.mapEmbedUrl).origin}`,
    ]) {
      expect(csp).toContain(directive);
    }
    expect(policy.StrictTransportSecurity.AccessControlMaxAgeSec).toBeGreaterThanOrEqual(31536000);
    expect(policy.ContentTypeOptions.Override).toBe(true);
    expect(policy.FrameOptions.FrameOption).toBe('DENY');
    expect(policy.ReferrerPolicy.ReferrerPolicy).toBe('strict-origin-when-cross-origin');
    const behaviors = [config().DefaultCacheBehavior, ...config().CacheBehaviors];
    for (const behavior of behaviors) expect(behavior.ResponseHeadersPolicyId).toBeDefined();
  });

  it('deploys hashed assets immutable for a year and the HTML no-cache, with an invalidation', () => {
    const deployments = ofType('Custom::CDKBucketDeployment').map(([, d]) => d.Properties);
    expect(deployments).toHaveLength(2);
    const assets = deployments.find((d) => d.Include?.includes('assets/*'));
    const pages = deployments.find((d) => d.Exclude?.includes('assets/*'));
    expect(assets?.SystemMetadata['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(assets?.Prune).toBe(false);
    expect(assets?.DistributionId).toBeUndefined();
    expect(pages?.SystemMetadata['cache-control']).toBe('no-cache');
    expect(pages?.DistributionPaths).toEqual(['/*']);
  });
});

describe('alarms', () => {
  it('alarms on API 5xx, DynamoDB throttling, and every function errors and throttles, to the topic', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms.some((a) => a.MetricName === '5xx' && a.Namespace === 'AWS/ApiGateway')).toBe(true);
    const math = alarms.flatMap((a) => a.Metrics ?? []);
    const dynamoThrottles = math.filter((m) => m.MetricStat?.Metric.MetricName === 'ThrottledRequests');
    expect(dynamoThrottles.length).toBeGreaterThan(0);
    for (const metricName of ['Errors', 'Throttles']) {
      const watched = math
        .filter((m) => m.MetricStat?.Metric.MetricName === metricName)
        .map((m) => m.MetricStat.Metric.Dimensions[0].Value.Ref);
      expect(watched.sort(), metricName).toEqual(handlers.map(functionId).sort());
    }
    const [[topicId]] = ofType('AWS::SNS::Topic');
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });
});

describe('outputs', () => {
  it('prints the site URL, API URL, table and bucket names', () => {
    const outputs = Object.keys(template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining(['SiteUrl', 'ApiUrl', 'TableName', 'UploadsBucketName', 'SiteBucketName']),
    );
  });
});
