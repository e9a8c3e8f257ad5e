import { existsSync } from 'node:fs';
import { Annotations, Aws, Duration, RemovalPolicy } from 'aws-cdk-lib';
import * as acm from 'aws-cdk-lib/aws-certificatemanager';
import * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import * as origins from 'aws-cdk-lib/aws-cloudfront-origins';
import * as iam from 'aws-cdk-lib/aws-iam';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as s3 from 'aws-cdk-lib/aws-s3';
import * as s3deploy from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { type ApiRoute, apiPathPrefixes, apiRoutes, uploadsPathPrefix } from '../shared/routes.ts';
import { contentSecurityPolicy, hstsMaxAgeSeconds, permissionsPolicy } from '../shared/security-headers.ts';
import { pageQueryParams } from '../shared/site-pages.ts';
import { previewPathPrefix } from '../shared/site-urls.ts';
import { publicKeyPrefix, variantsKeyPrefix } from '../shared/uploads-bucket.ts';
import { visitBeaconPath } from '../shared/visit-beacon.ts';
import { viewerCountryHeader } from '../shared/visit-source.ts';
import { apiViewerHeadersFunctionCode, spaRewriteFunctionCode } from './cloudfront-function-code.ts';

/**
 * Public, read-only API paths whose answers may be cached for a minute at the edge: the
 * public site's location data, the catalogue's published products (their search index
 * included) and categories, and the sitemap. Admin screens never read them (the dashboard's
 * catalogue is under `/api/admin/`), so an edit is never hidden from the admin who made it
 * (docs/decisions/013, 047).
 */
export const brieflyCachedApiPaths = [
  '/countries/hierarchy',
  '/states/*',
  '/api/districts/*',
  '/api/products',
  '/api/products/*',
  '/api/categories',
  '/sitemap.xml',
];

/** The folder of the web build's content-hashed assets (Vite's `assets/`). */
export const assetsPathPrefix = '/assets/';

/** The visitor's host, set by the viewer-request functions (the origins get their own Host). */
const forwardedHostHeader = 'x-forwarded-host';
/** The visitor's address, set by the API behaviours' viewer-request function (api-viewer-headers.js). */
const viewerAddressHeader = 'x-viewer-address';
/**
 * What an enquiry's attribution reads from its request (functions/lib/http/visit-facts.ts,
 * docs/decisions/068): the page it was sent from, the device, and the visitor's country, a
 * header CloudFront itself adds from the visitor's address when a policy asks for it.
 */
export const enquiryVisitHeaders = [
  'referer',
  'user-agent',
  'sec-ch-ua-mobile',
  viewerCountryHeader,
] as const;
/**
 * What an enquiry's request reads, by the API or the contact page's action: the visitor's host
 * and address (the per-address limit), the body's type, Origin (React Router's check of an
 * action), and the attribution's headers.
 */
const enquiryRequestHeaders = [
  forwardedHostHeader,
  viewerAddressHeader,
  'content-type',
  'origin',
  ...enquiryVisitHeaders,
] as const;
/** What the visit beacon's request reads (functions/visit-record.ts): as an enquiry's, less Origin and Referer. */
export const visitRequestHeaders = [
  forwardedHostHeader,
  viewerAddressHeader,
  'content-type',
  'user-agent',
  'sec-ch-ua-mobile',
  viewerCountryHeader,
] as const;
/** The enquiries' API path: its own behaviour, so its origin gets CloudFront's country header (above). */
export const enquiriesApiPath = '/api/cnt/contact';

/**
 * What CloudFront may do in both buckets. With ListBucket a missing key is a 404 (without it
 * S3 answers 403); no path is ever forwarded to a bucket's root, so nothing can be listed.
 */
const readAndList = [cloudfront.AccessLevel.READ, cloudfront.AccessLevel.LIST];

/** The CloudFront path pattern of an API prefix from shared/routes.ts (`/api/` -> `/api/*`). */
export const pathPatternOf = (prefix: string): string => (prefix.endsWith('/') ? `${prefix}*` : prefix);

export interface SiteDistributionProps {
  /** Prefix of resource names, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  /** The HTTP API's host name, e.g. `abc123.execute-api.ap-south-1.amazonaws.com`. */
  readonly apiDomainName: string;
  /** Name of the uploads bucket (fixed: the distribution must not depend on the bucket resource, ADR 013). */
  readonly uploadsBucketName: string;
  /**
   * The React Router build to deploy (`build/client`). When the folder does not exist the
   * stack still synthesizes, without deploying the site (warning).
   * @default - no deployment of the web build
   */
  readonly webBuildDir?: string;
  /**
   * The page renderer's Function URL (AWS_IAM): the default behaviour's fallback origin for
   * every path that is not a file in the site bucket (docs/decisions/021).
   * @default - the site bucket alone: paths that are not files in it are 404s (warning)
   */
  readonly pageRendererUrl?: lambda.IFunctionUrl;
  /**
   * The page the contact forms post to (shared/site-pages.ts `contactFormPagePath`): CloudFront
   * sends every method of this one path to the HTTP API, whose routes for it call the page
   * renderer, since the default behaviour's origin group takes no POST (docs/decisions/046).
   * @default - none: every page comes from the default behaviour, GET and HEAD only
   */
  readonly formPagePath?: string;
  /**
   * A custom domain for the site, e.g. `www.example.com` (DNS is pointed at the distribution by hand).
   * @default - the distribution's own cloudfront.net domain
   */
  readonly domainName?: string;
  /**
   * ARN of an ACM certificate for `domainName`, in us-east-1 (a CloudFront requirement).
   * @default - none; required when `domainName` is set
   */
  readonly certificateArn?: string;
  /**
   * ARN of an AWS WAF web ACL (CloudFront scope, us-east-1) for the distribution.
   * @default - none
   */
  readonly webAclArn?: string;
  /**
   * Headers CloudFront adds to every request it forwards to the API (origin custom headers),
   * e.g. the origin secret the API checks (docs/decisions/028).
   * @default - none
   */
  readonly apiOriginHeaders?: Record<string, string>;
}

/**
 * The one origin of the site: assets and public files from a private bucket, every page
 * from the page renderer, API paths to the HTTP API, `/uploads/*` from the
 * uploads bucket, with security headers on every response.
 *
 * Its parts (the response headers, the API's behaviours, the pages' policies, the contact
 * forms' page, the uploads) are functions that create their resources in this construct's
 * own scope, not child constructs: a child's id would enter every logical id and name, and
 * CloudFormation would replace the live policies (whose names are unique in the account).
 */
export class SiteDistribution extends Construct {
  readonly siteBucket: s3.Bucket;
  readonly distribution: cloudfront.Distribution;
  /** `https://<domain>`: the origin browsers see. */
  readonly siteOrigin: string;
  readonly hasCustomDomain: boolean;
  /**
   * The deployments of the web build, when one was given.
   * @default - none
   */
  readonly webDeployments: s3deploy.BucketDeployment[] = [];

  constructor(scope: Construct, id: string, props: SiteDistributionProps) {
    super(scope, id);
    if (Boolean(props.domainName) !== Boolean(props.certificateArn)) {
      throw new Error('domainName and certificateArn go together');
    }
    this.hasCustomDomain = Boolean(props.domainName);
    const webBuildDir = props.webBuildDir && existsSync(props.webBuildDir) ? props.webBuildDir : undefined;

    this.siteBucket = new s3.Bucket(this, 'SiteBucket', {
      blockPublicAccess: s3.BlockPublicAccess.BLOCK_ALL,
      objectOwnership: s3.ObjectOwnership.BUCKET_OWNER_ENFORCED,
      encryption: s3.BucketEncryption.S3_MANAGED,
      enforceSSL: true,
      // The bucket only holds the build, which can be deployed again from git.
      removalPolicy: RemovalPolicy.DESTROY,
      autoDeleteObjects: true,
    });

    const spaRewrite = new cloudfront.Function(this, 'SpaRewrite', {
      functionName: `${props.namePrefix}-spa-rewrite`,
      runtime: cloudfront.FunctionRuntime.JS_2_0,
      code: cloudfront.FunctionCode.fromInline(spaRewriteFunctionCode()),
      comment: "Asks for / as /index.html and passes the visitor's host on",
    });
    const uploadsBucketDomain = `${props.uploadsBucketName}.s3.${Aws.REGION}.${Aws.URL_SUFFIX}`;
    const headers = securityHeadersPolicy(this, props.namePrefix, uploadsBucketDomain);
    const api = apiBehaviors(this, props, headers);
    const uploadsBehavior = uploadsBehaviorOf(this, props.uploadsBucketName, uploadsBucketDomain, headers);

    const siteOrigin = origins.S3BucketOrigin.withOriginAccessControl(this.siteBucket, {
      originAccessLevels: readAndList,
    });
    // Pages: the bucket's file when there is one (public files: images, robots.txt), else the
    // renderer. With ListBucket a missing key is S3's 404 (403 would be a denied read).
    const rendererOrigin =
      props.pageRendererUrl && origins.FunctionUrlOrigin.withOriginAccessControl(props.pageRendererUrl);
    const pagesOrigin = rendererOrigin
      ? new origins.OriginGroup({
          primaryOrigin: siteOrigin,
          fallbackOrigin: rendererOrigin,
          fallbackStatusCodes: [403, 404],
        })
      : siteOrigin;
    if (!props.pageRendererUrl) {
      Annotations.of(this).addWarningV2(
        'pawcraft:noPageRenderer',
        'No page renderer: only files in the site bucket are served; blog, marketplace and dashboard pages are 404s.',
      );
    }
    const pages = pagesPolicies(this, props.namePrefix);
    const formPageBehaviors: [string, cloudfront.BehaviorOptions][] = props.formPagePath
      ? [[props.formPagePath, formPageBehavior(this, props.namePrefix, { ...api, headers, pages })]]
      : [];
    // Preview links' pages (docs/decisions/066): straight to the renderer (no file is there),
    // never cached: each link is one holder's, revocable at once, and answers `private, no-store`.
    const previewBehaviors: [string, cloudfront.BehaviorOptions][] = rendererOrigin
      ? [
          [
            pathPatternOf(previewPathPrefix),
            {
              origin: rendererOrigin,
              viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
              allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
              cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
              originRequestPolicy: pages.originRequestPolicy,
              responseHeadersPolicy: headers,
              functionAssociations: [
                { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
              ],
            },
          ],
        ]
      : [];

    // Content-hashed build assets: only ever files of the bucket, cached for as long as they
    // say (a year); a missing one is a plain 404 that never wakes the renderer.
    const assetsBehavior: cloudfront.BehaviorOptions = {
      origin: siteOrigin,
      viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
      responseHeadersPolicy: headers,
    };

    this.distribution = new cloudfront.Distribution(this, 'Distribution', {
      comment: `${props.namePrefix} site`,
      defaultBehavior: {
        origin: pagesOrigin,
        viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        // An origin group takes GET, HEAD (and OPTIONS) only: the one page that takes a POST
        // has its own behaviour (formPagePath).
        allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: pages.cachePolicy,
        originRequestPolicy: pages.originRequestPolicy,
        responseHeadersPolicy: headers,
        functionAssociations: [
          { function: spaRewrite, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
        ],
      },
      // Most specific first: CloudFront takes the first pattern that matches.
      additionalBehaviors: Object.fromEntries([
        ...formPageBehaviors,
        ...previewBehaviors,
        ...api.behaviors,
        [pathPatternOf(uploadsPathPrefix), uploadsBehavior],
        [pathPatternOf(assetsPathPrefix), assetsBehavior],
      ]),
      domainNames: props.domainName ? [props.domainName] : undefined,
      certificate: props.certificateArn
        ? acm.Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn)
        : undefined,
      // Only a custom certificate can raise the viewer TLS policy.
      minimumProtocolVersion: this.hasCustomDomain
        ? cloudfront.SecurityPolicyProtocol.TLS_V1_2_2021
        : undefined,
      httpVersion: cloudfront.HttpVersion.HTTP2_AND_3,
      // Includes India and the rest of Asia, where most visitors are.
      priceClass: cloudfront.PriceClass.PRICE_CLASS_200,
      // Per-client rate limits and AWS's common rules (infra/edge-firewall.ts, ADR 026).
      webAclId: props.webAclArn,
      errorResponses: [notFoundErrorCaching],
    });
    this.siteOrigin = `https://${props.domainName ?? this.distribution.distributionDomainName}`;

    if (webBuildDir) {
      this.deployWebBuild(webBuildDir);
    } else {
      Annotations.of(this).addWarningV2(
        'pawcraft:noWebBuild',
        `No web build at ${props.webBuildDir ?? '(none given)'}: the site is not deployed. Run npm run build first.`,
      );
    }
  }

  /**
   * Lets CloudFront (this distribution only) read the variants of uploaded images under
   * `public/uploads/` (never the originals under `uploads/`, ADR 024), and list the bucket so
   * that a missing image is a 404.
   */
  grantUploadsRead(uploadsBucket: s3.IBucket): void {
    const fromThisDistribution = {
      principals: [new iam.ServicePrincipal('cloudfront.amazonaws.com')],
      conditions: { StringEquals: { 'AWS:SourceArn': this.distribution.distributionArn } },
    };
    uploadsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        ...fromThisDistribution,
        actions: ['s3:GetObject'],
        resources: [uploadsBucket.arnForObjects(`${variantsKeyPrefix}*`)],
      }),
    );
    uploadsBucket.addToResourcePolicy(
      new iam.PolicyStatement({
        ...fromThisDistribution,
        actions: ['s3:ListBucket'],
        // No s3:prefix condition: S3 checks ListBucket for a missing key without one.
        resources: [uploadsBucket.bucketArn],
      }),
    );
  }

  /**
   * Two deployments: hashed assets first, cached for a year and never pruned (an open tab
   * may still load an old chunk), then the public files, revalidated on every visit, with an
   * invalidation so the edge serves the new build's files and pages at once.
   */
  private deployWebBuild(webBuildDir: string): void {
    const assets = new s3deploy.BucketDeployment(this, 'DeployAssets', {
      sources: [s3deploy.Source.asset(webBuildDir)],
      destinationBucket: this.siteBucket,
      exclude: ['*'],
      include: ['assets/*'],
      prune: false,
      cacheControl: [
        s3deploy.CacheControl.setPublic(),
        s3deploy.CacheControl.maxAge(Duration.days(365)),
        s3deploy.CacheControl.immutable(),
      ],
      memoryLimit: 512,
    });
    const pages = new s3deploy.BucketDeployment(this, 'DeployPages', {
      sources: [s3deploy.Source.asset(webBuildDir)],
      destinationBucket: this.siteBucket,
      exclude: ['assets/*'],
      prune: true,
      cacheControl: [s3deploy.CacheControl.noCache()],
      distribution: this.distribution,
      distributionPaths: ['/*'],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    this.webDeployments.push(assets, pages);
  }
}

/**
 * The headers of every response: one definition with the page renderer and the local stack
 * (shared/security-headers.ts, ADR 027). The CSP allows no inline script: the site bucket
 * holds no page (docs/decisions/063); the page renderer sends its own CSP with the nonce of
 * the page it rendered (ADR 043), which this policy must not replace.
 */
function securityHeadersPolicy(
  scope: Construct,
  namePrefix: string,
  uploadsBucketDomain: string,
): cloudfront.ResponseHeadersPolicy {
  const csp = contentSecurityPolicy({
    // connect-src also allows the uploads bucket: the dashboard POSTs images to it directly.
    uploadEndpoint: `https://${uploadsBucketDomain}`,
  });
  return new cloudfront.ResponseHeadersPolicy(scope, 'SecurityHeaders', {
    responseHeadersPolicyName: `${namePrefix}-security-headers`,
    securityHeadersBehavior: {
      contentSecurityPolicy: { contentSecurityPolicy: csp, override: false },
      strictTransportSecurity: {
        accessControlMaxAge: Duration.seconds(hstsMaxAgeSeconds),
        includeSubdomains: true,
        override: true,
      },
      contentTypeOptions: { override: true },
      frameOptions: { frameOption: cloudfront.HeadersFrameOption.DENY, override: true },
      referrerPolicy: {
        referrerPolicy: cloudfront.HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN,
        override: true,
      },
    },
    customHeadersBehavior: {
      customHeaders: [{ header: 'Permissions-Policy', value: permissionsPolicy, override: true }],
    },
  });
}

/** The HTTP API as CloudFront reaches it, and the behaviours of its paths. */
interface ApiBehaviors {
  readonly origin: cloudfront.IOrigin;
  /** Sets the visitor's host and address headers (api-viewer-headers.js). */
  readonly viewerHeaders: cloudfront.IFunction;
  /** The briefly cached public reads first, then every other API prefix, uncached. */
  readonly behaviors: [string, cloudfront.BehaviorOptions][];
}

/** The API's origin and its paths' behaviours: uncached, except the briefly cached public reads. */
function apiBehaviors(
  scope: Construct,
  props: Pick<SiteDistributionProps, 'namePrefix' | 'apiDomainName' | 'apiOriginHeaders'>,
  headers: cloudfront.IResponseHeadersPolicy,
): ApiBehaviors {
  const viewerHeaders = new cloudfront.Function(scope, 'ApiViewerHeaders', {
    functionName: `${props.namePrefix}-api-viewer-headers`,
    runtime: cloudfront.FunctionRuntime.JS_2_0,
    code: cloudfront.FunctionCode.fromInline(apiViewerHeadersFunctionCode()),
    comment: "Passes the visitor's host and address to the API",
  });
  const origin = new origins.HttpOrigin(props.apiDomainName, {
    protocolPolicy: cloudfront.OriginProtocolPolicy.HTTPS_ONLY,
    originSslProtocols: [cloudfront.OriginSslPolicy.TLS_V1_2],
    customHeaders: props.apiOriginHeaders,
  });
  const uncached: cloudfront.BehaviorOptions = {
    origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.HTTPS_ONLY,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
    cachePolicy: cloudfront.CachePolicy.CACHING_DISABLED,
    // Cookies, query strings and headers reach the API; Host must be the API's own, so
    // the visitor's host (and address) travel in headers the function sets.
    originRequestPolicy: cloudfront.OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
    responseHeadersPolicy: headers,
    functionAssociations: [
      { function: viewerHeaders, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ],
  };
  // Public reads are keyed by the query strings their routes read (shared/routes.ts `query`)
  // and nothing else, so `?x=N` is the same copy; one cache policy per distinct list.
  const briefCaches = new Map<string, cloudfront.CachePolicy>();
  const briefCacheFor = (params: readonly string[]): cloudfront.CachePolicy => {
    const name = params.length > 0 ? `public-api-${params.join('-')}` : 'public-api';
    const existing = briefCaches.get(name);
    if (existing) return existing;
    const policy = new cloudfront.CachePolicy(scope, `PublicApiCache${params.join('')}`, {
      cachePolicyName: `${props.namePrefix}-${name}`,
      comment: `Public read-only API answers${params.length > 0 ? ` by ${params.join(', ')}` : ''}: one minute unless the API says otherwise`,
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(60),
      maxTtl: Duration.minutes(5),
      queryStringBehavior: queryStringsInKey(params),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    briefCaches.set(name, policy);
    return policy;
  };
  // What reaches the API for a cached read: the key's query strings (CloudFront always
  // forwards those) and no other, so a handler never answers for a parameter the key lacks;
  // the viewer's headers but Host, as for every API behaviour; no cookies (public reads
  // read none).
  const briefOriginRequest = new cloudfront.OriginRequestPolicy(scope, 'PublicApiOriginRequest', {
    originRequestPolicyName: `${props.namePrefix}-public-api`,
    comment: 'Public read-only API answers: the cache key query strings only, headers but Host, no cookies',
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.denyList('host'),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  const brief = brieflyCachedApiPaths.map((pattern): [string, cloudfront.BehaviorOptions] => [
    pattern,
    {
      ...uncached,
      allowedMethods: cloudfront.AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: briefCacheFor(queryParamsOfCachedPattern(pattern)),
      originRequestPolicy: briefOriginRequest,
    },
  ]);
  // A prefix whose whole pattern is briefly cached (`/states/*`) already has its behaviour.
  const rest = apiPathPrefixes
    .map(pathPatternOf)
    .filter((pattern) => !brieflyCachedApiPaths.includes(pattern))
    .map((pattern): [string, cloudfront.BehaviorOptions] => [pattern, uncached]);
  // The enquiries' path (a visitor's POST; an admin's GET of the list): as uncached as the
  // rest of the API, but the managed policy above forwards no CloudFront-Viewer-Country, and
  // no policy can send every viewer header but Host and a CloudFront header too. So this one
  // names what an enquiry reads (`enquiryRequestHeaders`), and every cookie and query string
  // (the admin list's session and paging).
  const enquiriesOriginRequest = new cloudfront.OriginRequestPolicy(scope, 'EnquiriesOriginRequest', {
    originRequestPolicyName: `${props.namePrefix}-enquiries`,
    comment:
      "Enquiries: the visitor's host, address, country, device and Referer; cookies and query for the admin list",
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...enquiryRequestHeaders),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.all(),
  });
  const enquiries: [string, cloudfront.BehaviorOptions] = [
    enquiriesApiPath,
    { ...uncached, originRequestPolicy: enquiriesOriginRequest },
  ];
  // The visit beacon (docs/decisions/071): a view is counted by the visitor's country and
  // device, and told apart by a salted hash of address and user agent, so its own policy names
  // those headers; no cookie, no query string.
  const visitsOriginRequest = new cloudfront.OriginRequestPolicy(scope, 'VisitsOriginRequest', {
    originRequestPolicyName: `${props.namePrefix}-visits`,
    comment: "Page views: the visitor's host, address, country and device; no cookies, no query",
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...visitRequestHeaders),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  const visits: [string, cloudfront.BehaviorOptions] = [
    visitBeaconPath,
    { ...uncached, originRequestPolicy: visitsOriginRequest },
  ];
  return { origin, viewerHeaders, behaviors: [enquiries, visits, ...brief, ...rest] };
}

/** A page's cache key and what reaches its origin (the bucket, or the page renderer). */
interface PagesPolicies {
  readonly cachePolicy: cloudfront.ICachePolicy;
  readonly originRequestPolicy: cloudfront.IOriginRequestPolicy;
}

/** How pages are cached and what of the visitor's request reaches the page's origin. */
function pagesPolicies(scope: Construct, namePrefix: string): PagesPolicies {
  const cachePolicy = new cloudfront.CachePolicy(scope, 'PagesCache', {
    cachePolicyName: `${namePrefix}-pages`,
    comment: "Pages: as long as the origin's Cache-Control says, not cached without one",
    // The renderer sends s-maxage=30 with stale-while-revalidate and stale-if-error; the
    // bucket's public files are no-cache (revalidated) and its hashed assets have their own behaviour.
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.days(1),
    // Only what a page reads (shared/site-pages.ts): `/search?q=a&x=1` is `/search?q=a`.
    queryStringBehavior: queryStringsInKey(pageQueryParams),
    // Canonical and link-preview URLs name the host: a page rendered for the cloudfront.net
    // name must not be served on the custom domain.
    headerBehavior: cloudfront.CacheHeaderBehavior.allowList(forwardedHostHeader),
    cookieBehavior: cloudfront.CacheCookieBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const originRequestPolicy = new cloudfront.OriginRequestPolicy(scope, 'PagesOriginRequest', {
    originRequestPolicyName: `${namePrefix}-pages`,
    comment:
      "Pages: the cache key's query strings and the visitor host; never Host (OAC signs for the origin) or cookies",
    // The cache key's query strings reach the origin anyway; no other may, or the first
    // visitor's `?utm_…` would be kept in a copy (a 301 keeps the query) served to everyone.
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.none(),
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(forwardedHostHeader),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  return { cachePolicy, originRequestPolicy };
}

/**
 * The page the contact forms post to: every method to the HTTP API (the renderer's routes
 * there), since an origin group takes no POST and the Function URL no unsigned body. Its
 * GETs are cached as pages are; the origin gets what the page and its action read, and the
 * browser's Origin, which React Router checks against the visitor's host for an action.
 */
function formPageBehavior(
  scope: Construct,
  namePrefix: string,
  parts: Omit<ApiBehaviors, 'behaviors'> & {
    headers: cloudfront.IResponseHeadersPolicy;
    pages: PagesPolicies;
  },
): cloudfront.BehaviorOptions {
  const originRequestPolicy = new cloudfront.OriginRequestPolicy(scope, 'FormPageOriginRequest', {
    originRequestPolicyName: `${namePrefix}-form-page`,
    comment:
      "The contact forms' page: query, visitor host, address and country, Content-Type, Origin, Referer, device; no cookies",
    queryStringBehavior: cloudfront.OriginRequestQueryStringBehavior.all(),
    // The page's GETs read the host only; its action is an enquiry posted without JavaScript,
    // whose Referer is its page (docs/decisions/068).
    headerBehavior: cloudfront.OriginRequestHeaderBehavior.allowList(...enquiryRequestHeaders),
    cookieBehavior: cloudfront.OriginRequestCookieBehavior.none(),
  });
  return {
    origin: parts.origin,
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    allowedMethods: cloudfront.AllowedMethods.ALLOW_ALL,
    cachePolicy: parts.pages.cachePolicy,
    originRequestPolicy,
    responseHeadersPolicy: parts.headers,
    // The visitor's host and address, as for the API: the action's per-address limit.
    functionAssociations: [
      { function: parts.viewerHeaders, eventType: cloudfront.FunctionEventType.VIEWER_REQUEST },
    ],
  };
}

/**
 * A 404 is not kept at the edge for CloudFront's default 10 s (docs/decisions/058): the
 * dashboard polls a photo's `/uploads/<…>/image.json` once a second until the variant function
 * writes it, and S3's 404 carries no Cache-Control, so one early poll showed the photo
 * "processing" up to 10 s longer. Error responses are set per distribution, not per behaviour;
 * only header-less 404s change: S3's (uploads, build assets), now fetched again each time.
 * The pages' and the API's own 404s say `no-store` (never cached) or a `s-maxage`, which
 * CloudFront keeps for the larger of it and this TTL, so as before. No `responsePagePath` or
 * `responseHttpStatus`: the origin's own 404 still answers, whichever page that is.
 */
export const notFoundErrorCaching: cloudfront.ErrorResponse = { httpStatus: 404, ttl: Duration.seconds(0) };

/** `/uploads/x` reads `public/uploads/x` of the uploads bucket: the variants (ADR 024), never an original. */
function uploadsBehaviorOf(
  scope: Construct,
  uploadsBucketName: string,
  uploadsBucketDomain: string,
  headers: cloudfront.IResponseHeadersPolicy,
): cloudfront.BehaviorOptions {
  // An imported reference: the origin is named from the bucket's fixed name, so the
  // distribution does not depend on the bucket, whose CORS rule names the distribution.
  const uploadsOriginBucket = s3.Bucket.fromBucketAttributes(scope, 'UploadsOriginBucket', {
    bucketName: uploadsBucketName,
    bucketRegionalDomainName: uploadsBucketDomain,
  });
  Annotations.of(scope).acknowledgeWarning(
    '@aws-cdk/aws-cloudfront-origins:updateImportedBucketPolicyOac',
    'grantUploadsRead() adds the OAC statement to the real uploads bucket',
  );
  Annotations.of(scope).acknowledgeWarning(
    '@aws-cdk/aws-cloudfront-origins:listBucketSecurityRisk',
    'No request reaches a bucket root: the SPA rewrite maps / to /index.html, and only /uploads/* goes to the uploads bucket',
  );
  return {
    origin: origins.S3BucketOrigin.withOriginAccessControl(uploadsOriginBucket, {
      originAccessLevels: readAndList,
      originPath: `/${publicKeyPrefix.slice(0, -1)}`, // `/public`
    }),
    viewerProtocolPolicy: cloudfront.ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
    cachePolicy: cloudfront.CachePolicy.CACHING_OPTIMIZED,
    responseHeadersPolicy: headers,
  };
}

/** The routes a CloudFront path pattern covers (`*` matches one or more characters). */
function routesCoveredBy(pattern: string): ApiRoute[] {
  const matcher = new RegExp(`^${pattern.replace(/[.]/g, '\\.').replace(/\*/g, '.+')}$`);
  return (apiRoutes as readonly ApiRoute[]).filter((r) => matcher.test(r.path));
}

/**
 * The query strings of a briefly cached pattern: every one its routes read (shared/routes.ts),
 * in a fixed order. Synth fails if the pattern matches no route, or covers a route that is
 * not a public GET (that must never be cached).
 */
export function queryParamsOfCachedPattern(pattern: string): string[] {
  const covered = routesCoveredBy(pattern);
  if (covered.length === 0) throw new Error(`cached pattern ${pattern} matches no route`);
  const unsafe = covered.filter((r) => r.access !== 'public' || r.method !== 'GET');
  if (unsafe.length > 0) {
    throw new Error(
      `cached pattern ${pattern} covers ${unsafe.map((r) => `${r.method} ${r.path}`).join(', ')}`,
    );
  }
  return [...new Set(covered.flatMap((r) => r.query ?? []))].sort();
}

/** A cache key of exactly these query strings (none at all for an empty list). */
const queryStringsInKey = (params: readonly string[]): cloudfront.CacheQueryStringBehavior =>
  params.length > 0
    ? cloudfront.CacheQueryStringBehavior.allowList(...params)
    : cloudfront.CacheQueryStringBehavior.none();
