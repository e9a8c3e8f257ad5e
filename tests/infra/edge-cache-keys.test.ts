import { CachePolicy } from 'aws-cdk-lib/aws-cloudfront';
import { describe, expect, it } from 'vitest';
import { productsById } from '../../infra/handler-permissions.ts';
import { brieflyCachedApiPaths } from '../../infra/site-distribution.ts';
import { type ApiRoute, apiRoutes } from '../../shared/routes.ts';
import { pageQueryParams } from '../../shared/site-pages.ts';
import { devStageForTests } from './synth-stack.ts';

/**
 * Issue 38 item 7 (docs/decisions/056): what CloudFront keys its copies by and forwards, read
 * from the synthesised dev stage, and which ids the public functions may look up in GSI1.
 */
const { resources, ofType, statementsOf, indexQueryGrant } = devStageForTests();

type Behavior = {
  PathPattern?: string;
  CachePolicyId: { Ref: string };
  OriginRequestPolicyId: { Ref: string };
};
const config = () => ofType('AWS::CloudFront::Distribution')[0][1].Properties.DistributionConfig;
const behaviorOf = (pattern: string): Behavior => {
  const found = config().CacheBehaviors.find((b: Behavior) => b.PathPattern === pattern);
  if (!found) throw new Error(`no behaviour ${pattern}`);
  return found;
};
const cacheKeyOf = (behavior: Behavior) =>
  resources[behavior.CachePolicyId.Ref].Properties.CachePolicyConfig.ParametersInCacheKeyAndForwardedToOrigin;
const originRequestOf = (behavior: Behavior) =>
  resources[behavior.OriginRequestPolicyId.Ref].Properties.OriginRequestPolicyConfig;
const routes = apiRoutes as readonly ApiRoute[];
const routeNamed = (handler: string) => routes.find((r) => r.handler === handler) as ApiRoute;

describe('cache keys hold only the query strings a page or a public read uses', () => {
  it('keys the search index by nothing: ?x=N is the same copy', () => {
    expect(routeNamed('products-search-index').query).toBeUndefined();
    expect(cacheKeyOf(behaviorOf('/api/products/*')).QueryStringsConfig).toEqual({
      QueryStringBehavior: 'none',
    });
  });

  it("keys each briefly cached API path by its routes' declared query strings, and forwards no other", () => {
    expect(cacheKeyOf(behaviorOf('/api/products')).QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: ['category', 'cursor', 'limit'],
    });
    expect(cacheKeyOf(behaviorOf('/sitemap.xml')).QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: ['part'],
    });
    for (const pattern of brieflyCachedApiPaths) {
      const behavior = behaviorOf(pattern);
      const key = cacheKeyOf(behavior).QueryStringsConfig;
      // Every declared parameter of every route the pattern covers is in the key.
      const matcher = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.+')}$`);
      const declared = routes.filter((r) => matcher.test(r.path)).flatMap((r) => r.query ?? []);
      expect([...(key.QueryStrings ?? [])].sort(), pattern).toEqual([...new Set(declared)].sort());
      if (declared.length === 0) expect(key.QueryStringBehavior, pattern).toBe('none');
      // The origin gets the key's query strings (CloudFront adds them) and none else; no cookies.
      const originRequest = originRequestOf(behavior);
      expect(originRequest.QueryStringsConfig, pattern).toEqual({ QueryStringBehavior: 'none' });
      expect(originRequest.CookiesConfig, pattern).toEqual({ CookieBehavior: 'none' });
      expect(originRequest.HeadersConfig, pattern).toEqual({
        HeaderBehavior: 'allExcept',
        Headers: ['host'],
      });
    }
  });

  it('keys pages by the parameters their servers read (shared/site-pages.ts) and forwards no other', () => {
    const pages = config().DefaultCacheBehavior as Behavior;
    expect(pageQueryParams).toEqual(
      expect.arrayContaining(['q', 'cursor', 'category', '_routes', 'paths', 'version']),
    );
    expect(cacheKeyOf(pages).QueryStringsConfig).toEqual({
      QueryStringBehavior: 'whitelist',
      QueryStrings: pageQueryParams,
    });
    expect(originRequestOf(pages).QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
  });
});

describe('the reads the dashboard opens a form from (docs/decisions/052)', () => {
  /** The behaviour CloudFront serves a path with: the first pattern that matches, else the default. */
  const servingBehaviorOf = (path: string): { CachePolicyId: unknown } => {
    const matches = (pattern: string) =>
      new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\?/g, '.').replace(/\*/g, '.*')}$`).test(path);
    return (
      config().CacheBehaviors.find((b: Behavior) => b.PathPattern && matches(b.PathPattern)) ??
      config().DefaultCacheBehavior
    );
  };

  it('reaches the API uncached for every admin GET, the post the blog form edits among them', () => {
    // The form sends back the `version` it read: an edge copy older than another admin's save
    // would make that save a false 409 ("changed by someone else").
    expect(routeNamed('blog-admin-get')).toMatchObject({
      method: 'GET',
      path: '/api/admin/blogs/{id}',
      access: 'admin',
    });
    const adminGets = routes.filter((route) => route.access === 'admin' && route.method === 'GET');
    for (const route of adminGets) {
      const path = route.path.replace(/\{\w+\}/g, '01JZZZZZZZZZZZZZZZZZZZZZZZ');
      expect(servingBehaviorOf(path).CachePolicyId, path).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    }
    // The matching above finds the briefly cached behaviours too: a public product read is cached.
    expect(servingBehaviorOf('/api/products/7').CachePolicyId).not.toBe(
      CachePolicy.CACHING_DISABLED.cachePolicyId,
    );
  });
});

describe('GSI1 look-ups of the public functions', () => {
  // A contact message's id, as contacts-repository.ts makes it (a ULID), and a product's number.
  const contactId = '01JDQ7ZC8W3N5V2K9M4T6R1YXA';
  const likeIam = (pattern: string, value: string) =>
    new RegExp(`^${pattern.replace(/[.#]/g, '\\$&').replace(/\?/g, '.').replace(/\*/g, '.*')}$`).test(value);

  it('lets the functions that find a product by its number name product numbers only, never a contact message', () => {
    for (const handler of ['product-get', 'contact-create', 'form-page-renderer']) {
      const gsi1 = statementsOf(handler).filter(
        (s) => JSON.stringify(s.Resource) === JSON.stringify(indexQueryGrant('GSI1').Resource),
      );
      expect(gsi1, handler).toEqual([
        expect.objectContaining({
          ...indexQueryGrant('GSI1'),
          Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...productsById] } },
        }),
      ]);
    }
    // Either reading of the key (docs/decisions/040): the index's (an id) or the table's (PK).
    for (const allowed of ['7', '28', '999999', 'PRODUCT'])
      expect(
        productsById.some((p) => likeIam(p, allowed)),
        allowed,
      ).toBe(true);
    // Read as the table's PK, `?`…`??????` also match BLOG, LOC and LOC#D: public items of GSI1
    // anyway (ADMIN, META and NAME items have no GSI1 key); never CONTACT.
    for (const refused of [contactId, '1234567', 'CONTACT'])
      expect(
        productsById.some((p) => likeIam(p, refused)),
        refused,
      ).toBe(false);
  });
});

describe('preview links (docs/decisions/066)', () => {
  it('sends /preview/* to the page renderer alone, never cached, without cookies or query strings', () => {
    const preview = behaviorOf('/preview/*') as Behavior & {
      TargetOriginId: string;
      AllowedMethods: string[];
    };
    expect(preview.CachePolicyId).toBe(CachePolicy.CACHING_DISABLED.cachePolicyId);
    expect(preview.AllowedMethods.sort()).toEqual(['GET', 'HEAD']);
    const originRequest = originRequestOf(preview);
    expect(originRequest.CookiesConfig).toEqual({ CookieBehavior: 'none' });
    expect(originRequest.QueryStringsConfig).toEqual({ QueryStringBehavior: 'none' });
    // The renderer's Function URL: the origin group's fallback, not the site bucket.
    const group = config().OriginGroups.Items[0];
    const [, fallback] = group.Members.Items.map((member: { OriginId: string }) => member.OriginId);
    expect(preview.TargetOriginId).toBe(fallback);
  });

  it('lets the page renderer read preview items, and the preview routes touch nothing but them', () => {
    type LeadingKeys = { 'ForAllValues:StringLike'?: { 'dynamodb:LeadingKeys'?: string[] } };
    const partitionsOf = (name: string) =>
      statementsOf(name).flatMap(
        (statement) =>
          (statement.Condition as LeadingKeys | undefined)?.['ForAllValues:StringLike']?.[
            'dynamodb:LeadingKeys'
          ] ?? [],
      );
    expect(partitionsOf('page-renderer')).toContain('PREVIEW#*');
    for (const handler of ['preview-create', 'preview-revoke'])
      expect(new Set(partitionsOf(handler)), handler).toEqual(new Set(['PREVIEW#*']));
  });
});
