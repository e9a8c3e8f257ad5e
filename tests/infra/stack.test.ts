import { Match } from 'aws-cdk-lib/assertions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newUploadKey, unattachedTagging } from '../../functions/lib/uploads/uploads.ts';
import { specPathKey } from '../../functions/lib/uploads/variant-keys.ts';
import {
  apiViewerHeadersFunctionCode,
  spaRewriteFunctionCode,
} from '../../infra/cloudfront-function-code.ts';
import {
  handlerPermissions,
  imageVariantsPermissions,
  imageVariantsTablePermissions,
  pageRendererPermissions,
} from '../../infra/handler-permissions.ts';
import { sharpInstallEnvironment } from '../../infra/image-variants.ts';
import { renderFailureMessage } from '../../infra/page-renderer.ts';
import { assetsPathPrefix, brieflyCachedApiPaths, pathPatternOf } from '../../infra/site-distribution.ts';
import { mapEmbedOrigin } from '../../shared/company-contact.ts';
import {
  type ApiRoute,
  apiPathPrefixes,
  apiRoutes,
  authorizerHandler,
  uploadsPathPrefix,
} from '../../shared/routes.ts';
import { permissionsPolicy } from '../../shared/security-headers.ts';
import { contactFormPagePath, pageQueryParams } from '../../shared/site-pages.ts';
import { unsettledPhotoTagsLog } from '../../shared/uploads-bucket.ts';
import { devStageForTests, synthStack } from './synth-stack.ts';

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
const dev = devStageForTests();
const { resources, ofType, functionId, statementsOf, tableArn, indexQueryGrant } = dev;

const routes = apiRoutes as readonly ApiRoute[];
const handlers = [...routes.map((r) => r.handler), authorizerHandler];
/** The server-rendering Lambda's name suffix (infra/page-renderer.ts). */
const renderer = 'page-renderer';
/** The same renderer behind the HTTP API, for the contact forms' page (docs/decisions/046). */
const formPageRenderer = 'form-page-renderer';
/** The functions of no route: image variants (docs/decisions/024), scheduled publishing and its keeper (docs/decisions/065). */
const backgroundFunctions = ['image-variants', 'scheduled-publishing', 'publication-schedule-keeper'];
const actionsOf = (statement: { Action: string | string[] }) => [statement.Action].flat();

describe('functions', () => {
  it('makes one function per route of the table plus the authorizer, the page renderer (twice), the variant function, scheduled publishing and its keeper, and no other of ours', () => {
    const ours = ofType('AWS::Lambda::Function')
      .map(([, r]) => r.Properties.FunctionName)
      .filter((name) => typeof name === 'string' && name.startsWith('pawcraft-dev-'));
    expect(ours.sort()).toEqual(
      [...handlers, renderer, formPageRenderer, ...backgroundFunctions]
        .map((h) => `pawcraft-dev-${h}`)
        .sort(),
    );
    expect(new Set(handlers).size).toBe(handlers.length);
    expect(handlers).not.toContain(renderer);
  });

  it('runs each on arm64 with the newest Node runtime, a short timeout and kept logs', () => {
    for (const handler of [...handlers, renderer, formPageRenderer]) {
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
        Boolean(handlerPermissions[handler as keyof typeof handlerPermissions]?.sessionKey),
      );
    }
  });

  it('gives the page renderer more CPU than the API handlers, no reserved concurrency, and production React', () => {
    const fn = resources[functionId(renderer)].Properties;
    expect(fn.MemorySize).toBe(1024);
    expect(fn.MemorySize).toBeGreaterThan(resources[functionId('blogs-list')].Properties.MemorySize);
    expect(fn.Timeout).toBe(10);
    expect(fn.ReservedConcurrentExecutions).toBeUndefined();
    expect(fn.Environment.Variables.NODE_ENV).toBe('production');
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
        ...('readOnlyPartitions' in wanted && wanted.readOnlyPartitions ? ['dynamodb:Query'] : []),
        ...('putOnlyPartitions' in wanted && wanted.putOnlyPartitions ? ['dynamodb:PutItem'] : []),
        ...('statusIndex' in wanted && wanted.statusIndex ? ['dynamodb:Query'] : []),
        ...('sessionIndex' in wanted && wanted.sessionIndex ? ['dynamodb:Query'] : []),
        ...('publishedProductsIndex' in wanted && wanted.publishedProductsIndex ? ['dynamodb:Query'] : []),
        ...(wanted.uploads ?? []),
        ...('variantManifests' in wanted && wanted.variantManifests ? ['s3:GetObject'] : []),
        ...(wanted.sessionKey ? ['secretsmanager:GetSecretValue'] : []),
        // The origin secret, read by every API function (docs/decisions/028).
        'secretsmanager:GetSecretValue',
      ];
      expect(granted.sort(), handler).toEqual(expected.sort());
    }
  });

  it('lets the page renderer only read the table: GetItem, Query, BatchGetItem, Query on GSI1, and GSI2 for the published products', () => {
    const statements = statementsOf(renderer);
    expect(statements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: [...pageRendererPermissions.table],
        Resource: tableArn(),
      }),
      expect.objectContaining(indexQueryGrant('GSI1')),
      // The catalogue's lists (docs/decisions/049): GSI2 under the published products only.
      expect.objectContaining({
        ...indexQueryGrant('GSI2'),
        Condition: {
          'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PRODUCTS#PUBLISHED', 'PRODUCT'] },
        },
      }),
    ]);
    expect([...pageRendererPermissions.table].sort()).toEqual([
      'dynamodb:BatchGetItem',
      'dynamodb:GetItem',
      'dynamodb:Query',
    ]);
    const granted = statements.flatMap(actionsOf);
    for (const write of ['Put', 'Update', 'Delete', 'BatchWrite', 'TransactWrite', 'ConditionCheck', 'Scan'])
      expect(
        granted.some((action) => action.includes(write)),
        write,
      ).toBe(false);
    expect(granted.some((action) => !action.startsWith('dynamodb:'))).toBe(false);
  });

  it('has no statement of ours with a wildcard action or a wildcard resource', () => {
    for (const handler of [...handlers, renderer, formPageRenderer]) {
      for (const statement of statementsOf(handler)) {
        for (const action of actionsOf(statement)) expect(action, handler).not.toContain('*');
        const resourcesOf = [statement.Resource].flat();
        for (const resource of resourcesOf) {
          const text = JSON.stringify(resource);
          expect(text, handler).not.toBe('"*"');
          // The only wildcards allowed: objects under uploads/, manifests under public/uploads/.
          if (text.includes('*')) expect(text, handler).toMatch(/\/(public\/)?uploads\/\*(\/image\.json)?"/);
        }
      }
    }
  });
});

describe('HTTP API', () => {
  it('has one route per table entry, with the authorizer on exactly the admin routes', () => {
    // And the contact forms' page (tests/infra/form-page-posts.test.ts).
    const apiRoutesById = ofType('AWS::ApiGatewayV2::Route')
      .map(([, r]) => r.Properties)
      .filter((r) => !String(r.RouteKey).endsWith(` ${contactFormPagePath}`));
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
    for (const key of [
      'POST /api/admin/login',
      'POST /api/cnt/contact',
      'POST /api/admin/password/forgot',
      'POST /api/admin/password/reset',
    ]) {
      expect(stage.RouteSettings[key].ThrottlingRateLimit).toBeLessThan(stageRate);
      expect(stage.RouteSettings[key].ThrottlingBurstLimit).toBeGreaterThan(0);
    }
    expect(stage.AccessLogSettings.DestinationArn).toBeDefined();
  });
});

describe('data', () => {
  it('makes the single on-demand table with GSI1, GSI2 (lists by status), a stream, TTL and point-in-time recovery', () => {
    dev.template.hasResourceProperties('AWS::DynamoDB::Table', {
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
        {
          IndexName: 'GSI2',
          KeySchema: [
            { AttributeName: 'GSI2PK', KeyType: 'HASH' },
            { AttributeName: 'GSI2SK', KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        },
      ],
      StreamSpecification: { StreamViewType: 'NEW_IMAGE' },
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
    });
  });

  it('lets a dev stage be torn down with its data', () => {
    const [[, table]] = ofType('AWS::DynamoDB::Table');
    expect(table.DeletionPolicy).toBe('Delete');
  });

  it('generates the session signing key in Secrets Manager', () => {
    dev.template.hasResourceProperties('AWS::SecretsManager::Secret', {
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
    const origins = ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig.Origins;
    const s3Origins = origins.filter((o: { S3OriginConfig?: unknown }) => o.S3OriginConfig);
    // The site bucket twice (the pages' origin group and /assets/*, one OAC), the uploads bucket once.
    expect(s3Origins).toHaveLength(3);
    expect(new Set(s3Origins.map((o: { DomainName: unknown }) => JSON.stringify(o.DomainName))).size).toBe(2);
    for (const origin of s3Origins) {
      const oacId = origin.OriginAccessControlId['Fn::GetAtt'][0];
      expect(resources[oacId].Properties.OriginAccessControlConfig.OriginAccessControlOriginType).toBe('s3');
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

  it('expires exactly what the presigned POST uploads: its key prefix and its tag (one contract, shared/uploads-bucket.ts)', () => {
    const uploads = ofType('AWS::S3::Bucket').find(([, b]) => b.Properties.CorsConfiguration)?.[1].Properties;
    const rule = uploads?.LifecycleConfiguration.Rules.find((r: { TagFilters?: unknown }) => r.TagFilters);
    const [{ Key, Value }] = rule.TagFilters;
    expect(unattachedTagging).toBe(
      `<Tagging><TagSet><Tag><Key>${Key}</Key><Value>${Value}</Value></Tag></TagSet></Tagging>`,
    );
    expect(newUploadKey('image/png').startsWith(rule.Prefix)).toBe(true);
  });
});

describe('CloudFront', () => {
  const config = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
  const functionWithCode = (code: string) => {
    const found = ofType('AWS::CloudFront::Function').find(([, fn]) => fn.Properties.FunctionCode === code);
    if (!found) throw new Error('no CloudFront Function with that code');
    return found;
  };

  it('rewrites / with the CloudFront Function on the default behaviour, and no error pages', () => {
    const [functionLogicalId, fn] = functionWithCode(spaRewriteFunctionCode());
    expect(fn.Properties.FunctionConfig.Runtime).toBe('cloudfront-js-2.0');
    expect(config().DefaultCacheBehavior.FunctionAssociations).toEqual([
      { EventType: 'viewer-request', FunctionARN: { 'Fn::GetAtt': [functionLogicalId, 'FunctionARN'] } },
    ]);
    // Error settings replace no answer: no page path, no status of their own.
    const replacing = config().CustomErrorResponses.filter(
      (r: { ResponsePagePath?: string; ResponseCode?: number }) => r.ResponsePagePath || r.ResponseCode,
    );
    expect(replacing).toEqual([]);
  });

  it("keeps no 404 at the edge, so a photo's manifest shows as soon as the variant function writes it (docs/decisions/058)", () => {
    // The dashboard polls /uploads/<…>/image.json once a second; S3's 404 has no Cache-Control,
    // which CloudFront would otherwise keep for its default 10 s.
    // Exactly this: the origin's own 404 still answers, whichever page it is.
    expect(config().CustomErrorResponses).toEqual([{ ErrorCode: 404, ErrorCachingMinTTL: 0 }]);
  });

  it('serves pages from an origin group: the site bucket first, the page renderer on its 403 or 404', () => {
    const defaultBehavior = config().DefaultCacheBehavior;
    const [group] = config().OriginGroups.Items;
    expect(config().OriginGroups.Quantity).toBe(1);
    expect(defaultBehavior.TargetOriginId).toBe(group.Id);
    expect(group.FailoverCriteria.StatusCodes).toEqual({ Items: [403, 404], Quantity: 2 });
    const [primary, fallback] = group.Members.Items.map((m: { OriginId: string }) =>
      config().Origins.find((o: { Id: string }) => o.Id === m.OriginId),
    );
    const [[siteBucketId]] = ofType('AWS::S3::Bucket').filter(([, b]) => !b.Properties.CorsConfiguration);
    expect(primary.DomainName).toEqual({ 'Fn::GetAtt': [siteBucketId, 'RegionalDomainName'] });
    expect(primary.S3OriginConfig).toBeDefined();
    const [[urlId]] = ofType('AWS::Lambda::Url');
    expect(JSON.stringify(fallback.DomainName)).toContain(urlId);
    expect(fallback.CustomOriginConfig.OriginProtocolPolicy).toBe('https-only');
    // An origin group takes GET and HEAD only: no page takes a POST.
    expect(defaultBehavior.AllowedMethods).toEqual(['GET', 'HEAD']);
  });

  it('lets only this distribution call the page renderer: an AWS_IAM Function URL signed by an OAC of type lambda', () => {
    const urls = ofType('AWS::Lambda::Url');
    expect(urls).toHaveLength(1);
    const [[urlId, url]] = urls;
    expect(url.Properties.AuthType).toBe('AWS_IAM');
    expect(url.Properties.TargetFunctionArn).toEqual({ 'Fn::GetAtt': [functionId(renderer), 'Arn'] });
    const [group] = config().OriginGroups.Items;
    const fallback = config().Origins.find((o: { Id: string }) => o.Id === group.Members.Items[1].OriginId);
    const oac =
      resources[fallback.OriginAccessControlId['Fn::GetAtt'][0]].Properties.OriginAccessControlConfig;
    expect(oac).toMatchObject({
      OriginAccessControlOriginType: 'lambda',
      SigningBehavior: 'always',
      SigningProtocol: 'sigv4',
    });
    // Invoking through a Function URL needs both permissions; each names this distribution.
    const [[distributionId]] = ofType('AWS::CloudFront::Distribution');
    const invokes = ofType('AWS::Lambda::Permission')
      .map(([, p]) => p.Properties)
      .filter((p) => p.Principal === 'cloudfront.amazonaws.com');
    expect(invokes.map((p) => p.Action).sort()).toEqual([
      'lambda:InvokeFunction',
      'lambda:InvokeFunctionUrl',
    ]);
    for (const permission of invokes) {
      expect(permission.FunctionName).toEqual({ 'Fn::GetAtt': [urlId, 'FunctionArn'] });
      expect(JSON.stringify(permission.SourceArn)).toContain(`{"Ref":"${distributionId}"}`);
    }
    expect(invokes.find((p) => p.Action === 'lambda:InvokeFunction')?.InvokedViaFunctionUrl).toBe(true);
    // Nobody else may call it: no other permission on the renderer.
    const others = ofType('AWS::Lambda::Permission').filter(
      ([, p]) =>
        [functionId(renderer), urlId].some((id) => JSON.stringify(p.Properties.FunctionName).includes(id)) &&
        p.Properties.Principal !== 'cloudfront.amazonaws.com',
    );
    expect(others).toEqual([]);
  });

  it('caches pages as long as the origin says, by the query strings pages read and visitor host, and forwards only those (no Host, no cookies)', () => {
    const defaultBehavior = config().DefaultCacheBehavior;
    const cache = resources[defaultBehavior.CachePolicyId.Ref].Properties.CachePolicyConfig;
    expect(cache.MinTTL).toBe(0);
    expect(cache.DefaultTTL).toBeLessThanOrEqual(60);
    expect(cache.MaxTTL).toBeGreaterThanOrEqual(30);
    expect(cache.ParametersInCacheKeyAndForwardedToOrigin).toEqual({
      // Which ones: tests/infra/edge-cache-keys.test.ts (docs/decisions/056).
      QueryStringsConfig: { QueryStringBehavior: 'whitelist', QueryStrings: pageQueryParams },
      HeadersConfig: { HeaderBehavior: 'whitelist', Headers: ['x-forwarded-host'] },
      CookiesConfig: { CookieBehavior: 'none' },
      EnableAcceptEncodingGzip: true,
      EnableAcceptEncodingBrotli: true,
    });
    const originRequest =
      resources[defaultBehavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
    // The cache key's query strings reach the origin anyway; no other does.
    expect(originRequest.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    expect(originRequest.HeadersConfig).toEqual({
      HeaderBehavior: 'whitelist',
      Headers: ['x-forwarded-host'],
    });
    expect(originRequest.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    const forwarded = [
      ...originRequest.HeadersConfig.Headers,
      ...cache.ParametersInCacheKeyAndForwardedToOrigin.HeadersConfig.Headers,
    ].map((h: string) => h.toLowerCase());
    expect(forwarded).not.toContain('host');
    expect(defaultBehavior.Compress).toBe(true);
  });

  it('serves the hashed build assets from the site bucket alone, cached as they say (a year)', () => {
    const behavior = config().CacheBehaviors.find(
      (b: Behavior) => b.PathPattern === pathPatternOf(assetsPathPrefix),
    );
    const cachingOptimized = '658327ea-f89d-4fab-a63d-7e88639e58f6';
    expect(behavior?.CachePolicyId).toBe(cachingOptimized);
    const origin = config().Origins.find((o: { Id: string }) => o.Id === behavior?.TargetOriginId);
    const [group] = config().OriginGroups.Items;
    const primary = config().Origins.find((o: { Id: string }) => o.Id === group.Members.Items[0].OriginId);
    expect(origin.DomainName).toEqual(primary.DomainName);
    expect(origin.OriginAccessControlId).toEqual(primary.OriginAccessControlId);
    expect(behavior?.FunctionAssociations).toBeUndefined();
  });

  it('keeps within CloudFront quotas: 25 behaviours, 25 origins, 10 origin groups', () => {
    expect(config().CacheBehaviors.length + 1).toBeLessThanOrEqual(25);
    expect(config().Origins.length).toBeLessThanOrEqual(25);
    expect(config().OriginGroups.Quantity).toBeLessThanOrEqual(10);
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
      // A cached read gets its cache key's query strings only (tests/infra/edge-cache-keys.test.ts).
      if (brieflyCachedApiPaths.includes(pattern)) continue;
      expect(behavior?.OriginRequestPolicyId).toBe(allViewerExceptHost);
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
      `frame-src ${mapEmbedOrigin}`,
    ]) {
      expect(csp).toContain(directive);
    }
    // No inline script at all: the site bucket holds no page (docs/decisions/063); the page
    // renderer's own CSP (a nonce per response, ADR 043) is kept: override false.
    // (The CSP is a join with the region in it: read its directives from the JSON text.)
    expect(/script-src [^;"]*/.exec(csp)?.[0]).toBe("script-src 'self'");
    expect(policy.ContentSecurityPolicy.Override).toBe(false);
    // Blog images from any web address the editor accepts.
    expect(csp).toContain("img-src 'self' data: blob: http: https:");
    const custom = ofType('AWS::CloudFront::ResponseHeadersPolicy')[0][1].Properties
      .ResponseHeadersPolicyConfig.CustomHeadersConfig.Items;
    expect(custom).toEqual([{ Header: 'Permissions-Policy', Value: permissionsPolicy, Override: true }]);
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
      expect(watched.sort(), metricName).toEqual(
        [...handlers, renderer, formPageRenderer, ...backgroundFunctions].map(functionId).sort(),
      );
    }
    const [[topicId]] = ofType('AWS::SNS::Topic');
    for (const alarm of alarms) expect(alarm.AlarmActions).toEqual([{ Ref: topicId }]);
    dev.template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: 'ops@example.com',
    });
  });

  it('counts the render failures both renderers log, from their own log groups into one metric, and alarms on the first', () => {
    const filters = ofType('AWS::Logs::MetricFilter')
      .map(([, f]) => f.Properties)
      .filter((filter) => filter.MetricTransformations[0].MetricName === 'PageRenderFailures');
    expect(filters.map((filter) => filter.LogGroupName)).toEqual(
      [renderer, formPageRenderer].map(
        (name) => resources[functionId(name)].Properties.LoggingConfig.LogGroup,
      ),
    );
    expect(new Set(filters.map((filter) => JSON.stringify(filter.MetricTransformations))).size).toBe(1);
    const [filter] = filters;
    expect(renderFailureMessage).toBe('page render failed');
    expect(filter.FilterPattern).toBe(`{ $.message = "${renderFailureMessage}" }`);
    const [transformation] = filter.MetricTransformations;
    expect(transformation.MetricValue).toBe('1');
    // Nothing is published while no page fails: no cost, and missing data is not breaching.
    expect(transformation.DefaultValue).toBeUndefined();
    const alarm = ofType('AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find(
        (a) => a.MetricName === transformation.MetricName && a.Namespace === transformation.MetricNamespace,
      );
    expect(alarm).toMatchObject({
      AlarmName: 'pawcraft-dev-page-render-failures',
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(transformation.MetricNamespace).toContain('pawcraft-dev');
  });

  it('counts the photo tags a save could not set after its commit, from the log of every function that saves photos, and alarms on the first (docs/decisions/051)', () => {
    const photoSavers = Object.entries(handlerPermissions)
      .filter(([, permissions]) => permissions.partitions?.includes('PHOTO#*'))
      .map(([handler]) => handler);
    expect(photoSavers).toEqual(
      expect.arrayContaining(['product-update', 'category-delete', 'blog-create', 'blog-delete']),
    );
    const filters = ofType('AWS::Logs::MetricFilter')
      .map(([, f]) => f.Properties)
      .filter((filter) => filter.FilterPattern === `{ $.message = "${unsettledPhotoTagsLog}" }`);
    expect(filters.map((filter) => JSON.stringify(filter.LogGroupName)).sort()).toEqual(
      photoSavers
        .map((handler) => JSON.stringify(resources[functionId(handler)].Properties.LoggingConfig.LogGroup))
        .sort(),
    );
    const transformations = new Set(filters.map((filter) => JSON.stringify(filter.MetricTransformations)));
    expect(transformations.size).toBe(1);
    const [transformation] = filters[0].MetricTransformations;
    expect(transformation).toMatchObject({ MetricNamespace: 'Pawcraft/pawcraft-dev', MetricValue: '1' });
    expect(transformation.DefaultValue).toBeUndefined();
    const alarm = ofType('AWS::CloudWatch::Alarm')
      .map(([, a]) => a.Properties)
      .find((a) => a.AlarmName === 'pawcraft-dev-photo-tags-unsettled');
    expect(alarm).toMatchObject({
      Namespace: transformation.MetricNamespace,
      MetricName: transformation.MetricName,
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
    expect(alarm?.AlarmDescription).toContain('recount');
  });
});

describe('without the page renderer', () => {
  // A checkout without a build: only files of the bucket are served, and synth says so.
  let bucketOnly: ReturnType<typeof synthStack>;
  beforeAll(() => {
    bucketOnly = synthStack({ stage: 'dev', withPageRenderer: false });
  });
  afterAll(() => bucketOnly?.dispose());

  it('serves the default behaviour from the site bucket alone, with a warning', () => {
    const json = bucketOnly.template.toJSON();
    const distribution = Object.values(json.Resources as Record<string, Resource>).find(
      (r) => r.Type === 'AWS::CloudFront::Distribution',
    )?.Properties.DistributionConfig;
    expect(distribution.OriginGroups).toBeUndefined();
    const origin = distribution.Origins.find(
      (o: { Id: string }) => o.Id === distribution.DefaultCacheBehavior.TargetOriginId,
    );
    expect(origin.S3OriginConfig).toBeDefined();
    expect(Object.values(json.Resources as Record<string, Resource>).map((r) => r.Type)).not.toContain(
      'AWS::Lambda::Url',
    );
    const warnings = bucketOnly.stack.node
      .findAll()
      .flatMap((c) => c.node.metadata)
      .filter((m) => m.type === 'aws:cdk:warning')
      .map((m) => String(m.data));
    expect(warnings.some((w) => w.includes('No page renderer'))).toBe(true);
  });
});

describe('outputs', () => {
  it('prints the site URL, API URL, table and bucket names, and the page renderer', () => {
    const outputs = Object.keys(dev.template.toJSON().Outputs);
    expect(outputs).toEqual(
      expect.arrayContaining([
        'SiteUrl',
        'ApiUrl',
        'TableName',
        'UploadsBucketName',
        'SiteBucketName',
        'PageRendererName',
      ]),
    );
  });
});

describe('image variants (docs/decisions/024)', () => {
  const variants = 'image-variants';

  it('run in a function with room for a 25 MB photo, two retries, a dead-letter queue and its alarm', () => {
    const fn = resources[functionId(variants)].Properties;
    expect(fn).toMatchObject({
      MemorySize: 3008,
      Timeout: 60,
      Architectures: ['arm64'],
      Runtime: 'nodejs24.x',
    });
    const [[queueId]] = ofType('AWS::SQS::Queue').filter(
      ([, q]) => q.Properties.QueueName === 'pawcraft-dev-image-variants-dead-letters',
    );
    expect(fn.DeadLetterConfig.TargetArn).toEqual({ 'Fn::GetAtt': [queueId, 'Arn'] });
    dev.template.hasResourceProperties('AWS::Lambda::EventInvokeConfig', {
      FunctionName: { Ref: functionId(variants) },
      MaximumRetryAttempts: 2,
    });
    dev.template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      AlarmName: 'pawcraft-dev-image-variant-dead-letters',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }],
    });
    // Its errors and throttles count in the grouped Lambda alarms.
    const grouped = ofType('AWS::CloudWatch::Alarm').filter(([, a]) =>
      /lambda-errors/.test(a.Properties.AlarmName),
    );
    expect(JSON.stringify(grouped)).toContain(functionId(variants));
  });

  it('is told by the uploads bucket of every original created or removed under uploads/ (and nothing under public/)', () => {
    const [, notifications] = ofType('Custom::S3BucketNotifications')[0];
    const configurations = notifications.Properties.NotificationConfiguration.LambdaFunctionConfigurations;
    expect(configurations.map((c: { Events: string[] }) => c.Events[0]).sort()).toEqual([
      's3:LifecycleExpiration:*',
      's3:ObjectCreated:*',
      's3:ObjectRemoved:*',
    ]);
    for (const configuration of configurations) {
      expect(configuration.Filter.Key.FilterRules).toEqual([{ Name: 'prefix', Value: 'uploads/' }]);
      expect(configuration.LambdaFunctionArn).toEqual({ 'Fn::GetAtt': [functionId(variants), 'Arn'] });
    }
  });

  it('may read originals and write variants, nothing else', () => {
    const granted = statementsOf(variants).filter((s) => JSON.stringify(s.Resource).includes('uploads'));
    expect(granted).toHaveLength(imageVariantsPermissions.length);
    for (const { prefix, actions } of imageVariantsPermissions) {
      expect(granted).toContainEqual(
        expect.objectContaining({
          Action: [...actions],
          Resource: { 'Fn::Join': ['', [expect.anything(), `/${prefix}*`]] },
        }),
      );
    }
    const all = statementsOf(variants).flatMap(actionsOf);
    expect(
      all.filter((a) => !a.startsWith('s3:') && !a.startsWith('sqs:') && !a.startsWith('dynamodb:')),
    ).toEqual([]);
  });

  it("may read photo owners and fill in posts' image facts, and touch no other item of the table (docs/decisions/058)", () => {
    const tableStatements = statementsOf(variants).filter((s) =>
      actionsOf(s).some((a) => a.startsWith('dynamodb:')),
    );
    expect(imageVariantsTablePermissions).toEqual({
      table: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
      partitions: ['PHOTO#*', 'BLOG'],
    });
    expect(tableStatements).toEqual([
      expect.objectContaining({
        Effect: 'Allow',
        Action: ['dynamodb:GetItem', 'dynamodb:Query', 'dynamodb:UpdateItem'],
        Resource: tableArn(),
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['PHOTO#*', 'BLOG'] } },
      }),
      // A post by its id: a ULID, which no pattern tells from another item's (ADR 056).
      expect.objectContaining(indexQueryGrant('GSI1')),
    ]);
    expect(resources[functionId(variants)].Properties.Environment.Variables.TABLE_NAME).toBeDefined();
  });

  it('bundles sharp beside the code with its arm64 binary from the registry, never Docker', () => {
    expect(sharpInstallEnvironment).toEqual({
      npm_config_os: 'linux',
      npm_config_cpu: 'arm64',
      npm_config_libc: 'glibc',
    });
  });

  it('serves /uploads/* from public/ of the bucket: CloudFront may read variants only, never an original', () => {
    const config = ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
    const uploadsBehavior = config.CacheBehaviors.find(
      (b: Behavior) => b.PathPattern === pathPatternOf(uploadsPathPrefix),
    );
    const origin = config.Origins.find((o: { Id: string }) => o.Id === uploadsBehavior.TargetOriginId);
    expect(origin.OriginPath).toBe('/public');
    const reads = ofType('AWS::S3::BucketPolicy')
      .flatMap(([, p]) => p.Properties.PolicyDocument.Statement)
      .filter(
        (s: { Action: string; Principal: { Service?: string } }) =>
          s.Principal?.Service === 'cloudfront.amazonaws.com' && s.Action === 's3:GetObject',
      );
    const uploadReads = reads.filter((s: { Resource: unknown }) =>
      JSON.stringify(s.Resource).includes('uploads'),
    );
    expect(uploadReads).toHaveLength(1);
    expect(JSON.stringify(uploadReads[0].Resource)).toMatch(/"\/public\/uploads\/\*"/);
    // The spec's client loads `{host}/{image}` (docs/decisions/037): the copy the variant
    // function writes at the original's path under public/ is what this reads, and the
    // function may write and delete it there.
    const original = 'uploads/2026/11/01ARZ3NDEKTSV4RRFFQ69G5FAV.jpg';
    expect(specPathKey(original)).toBe(`public/${original}`);
    expect(
      imageVariantsPermissions.some(
        ({ prefix, actions }) =>
          specPathKey(original).startsWith(prefix) &&
          (actions as readonly string[]).includes('s3:PutObject') &&
          (actions as readonly string[]).includes('s3:DeleteObject'),
      ),
    ).toBe(true);
  });
});
