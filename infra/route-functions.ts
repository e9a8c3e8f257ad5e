import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration, NestedStack, RemovalPolicy, Stack } from 'aws-cdk-lib';
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import {
  type BundlingOptions,
  NodejsFunction,
  type NodejsFunctionProps,
  OutputFormat,
} from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as s3 from 'aws-cdk-lib/aws-s3';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { authorizerHandler } from '../shared/routes.ts';
import {
  manifestName,
  unsettledPhotoTagsLog,
  uploadsKeyPrefix,
  variantsKeyPrefix,
} from '../shared/uploads-bucket.ts';
import { type ApiArea, apiAreas, handlerAreas, type PlannedRoute } from './api-areas.ts';
import type { DataTable } from './data-table.ts';
import {
  type HandlerName,
  type HandlerPermissions,
  handlerPermissions,
  secondIndexPartitions,
  tablePartitions,
} from './handler-permissions.ts';
import { sesSendStatement } from './mail-grants.ts';

/** Lambda's Node runtime for every handler: the newest this aws-cdk-lib knows. */
export const handlerRuntime = lambda.Runtime.NODEJS_24_X;

/**
 * Middy 7 and other dependencies are ESM-only, and some bundled CommonJS still calls
 * `require`: the banner gives the ESM bundle a `require` (TOOLING.md).
 */
export const esmRequireBanner =
  "import { createRequire as topLevelCreateRequire } from 'module';const require = topLevelCreateRequire(import.meta.url);";

/**
 * How every handler is bundled, in esbuild's terms: one fact for the functions below and for
 * `npm run bench`, which bundles the same way to measure sizes. The SDK's default credential
 * chain is replaced by the environment provider (see lambda-credentials.ts).
 */
export const lambdaBundling = {
  target: 'node24',
  mainFields: ['module', 'main'],
  banner: esmRequireBanner,
  alias: { '@aws-sdk/credential-provider-node': join(import.meta.dirname, 'lambda-credentials.ts') },
} as const;

/** NodejsFunction's bundling options for every function of ours (ADR 018). */
export const handlerBundling = (extra: Pick<BundlingOptions, 'define'> = {}): BundlingOptions => ({
  format: OutputFormat.ESM,
  minify: true,
  sourceMap: false,
  target: lambdaBundling.target,
  mainFields: [...lambdaBundling.mainFields],
  // The AWS SDK v3 is bundled (tree-shaken, pinned) instead of taken from the runtime.
  externalModules: [],
  banner: lambdaBundling.banner,
  esbuildArgs: Object.fromEntries(
    Object.entries(lambdaBundling.alias).map(([from, to]) => [`--alias:${from}`, to]),
  ),
  forceDockerBundling: false,
  ...extra,
});

/**
 * What every function of ours shares (ADR 018): its name, the module's `handler` export,
 * Node 24 on arm64, bundling from the project root with its lock file, and a log group of
 * its own (made in `scope` under `logGroupId`), kept a month unless said otherwise.
 */
export function handlerFunctionBasics(
  scope: Construct,
  logGroupId: string,
  options: { functionName: string; projectRoot: string; logRetention?: logs.RetentionDays },
) {
  return {
    functionName: options.functionName,
    handler: 'handler',
    projectRoot: options.projectRoot,
    depsLockFilePath: join(options.projectRoot, 'package-lock.json'),
    runtime: handlerRuntime,
    architecture: lambda.Architecture.ARM_64,
    logGroup: new logs.LogGroup(scope, logGroupId, {
      logGroupName: `/aws/lambda/${options.functionName}`,
      retention: options.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    }),
  } satisfies Partial<NodejsFunctionProps>;
}

/**
 * A function no route invokes (a mailer, a schedule's target, a stream's consumer): what every
 * function shares (handlerFunctionBasics), 256 MB, the usual bundling, and its name as its
 * Powertools service name.
 */
export function backgroundFunction(
  scope: Construct,
  id: string,
  options: {
    functionName: string;
    projectRoot: string;
    /** The handler's module, `functions/<module>.ts`. */
    module: string;
    timeout: Duration;
    environment: Record<string, string>;
    /** @default 'Logs' */
    logGroupId?: string;
  } & Pick<NodejsFunctionProps, 'retryAttempts' | 'onFailure'>,
): NodejsFunction {
  const { functionName, projectRoot, module, environment, logGroupId = 'Logs', ...rest } = options;
  return new NodejsFunction(scope, id, {
    ...handlerFunctionBasics(scope, logGroupId, { functionName, projectRoot }),
    entry: join(projectRoot, 'functions', `${module}.ts`),
    memorySize: 256,
    environment: { ...environment, POWERTOOLS_SERVICE_NAME: functionName },
    bundling: handlerBundling(),
    ...rest,
  });
}

/** What a function's grants are made on. */
export interface GrantTargets {
  readonly dataTable: DataTable;
  readonly uploadsBucket?: s3.IBucket;
  readonly sessionSecret?: secretsmanager.ISecret;
  /** The secret CloudFront's origin header carries; every API function reads it (docs/decisions/028). */
  readonly originSecret?: secretsmanager.ISecret;
}

/** The IAM condition that limits table actions to items whose partition key matches one of `patterns`. */
export const leadingKeysCondition = (patterns: readonly string[]) => ({
  'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': [...patterns] },
});

/**
 * Grants a function exactly `permissions`: its table actions on the table, limited to its
 * partitions (Query also on GSI1), its object actions under `uploads/`, and reading the
 * origin secret and the session key. No wildcard action or resource but the uploads key prefix.
 */
export function grantHandlerPermissions(
  fn: lambda.Function,
  {
    table,
    partitions,
    readOnlyPartitions,
    putOnlyPartitions,
    idIndex,
    uploads,
    variantManifests,
    sessionKey,
    statusIndex,
    sessionIndex,
    publishedProductsIndex,
  }: HandlerPermissions,
  targets: GrantTargets,
): void {
  if (table.length > 0) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...table],
        resources: [targets.dataTable.table.tableArn],
        ...(partitions ? { conditions: leadingKeysCondition(partitions) } : {}),
      }),
    );
  }
  if (readOnlyPartitions?.length) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [targets.dataTable.table.tableArn],
        conditions: leadingKeysCondition(readOnlyPartitions),
      }),
    );
  }
  if (putOnlyPartitions?.length) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:PutItem'],
        resources: [targets.dataTable.table.tableArn],
        conditions: leadingKeysCondition(putOnlyPartitions),
      }),
    );
  }
  if (table.includes('dynamodb:Query')) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [targets.dataTable.indexArn],
        ...(idIndex ? { conditions: leadingKeysCondition(idIndex) } : {}),
      }),
    );
  }
  // AWS documents dynamodb:LeadingKeys as the table's partition key; for a Query on an index
  // the request names the index's. Each condition lists both, the index's partition key and
  // the table partition of the items it holds, so it holds whichever way AWS reads it
  // (docs/decisions/040): neither list lets the function reach another kind of item.
  const querySecondIndex = (patterns: readonly string[]) =>
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['dynamodb:Query'],
        resources: [targets.dataTable.statusIndexArn],
        conditions: leadingKeysCondition(patterns),
      }),
    );
  // GSI2's partition key is `CONTACT#<status>` (contacts-repository.ts) on items of partition CONTACT.
  if (statusIndex) querySecondIndex([secondIndexPartitions.contactsByStatus, tablePartitions.contacts]);
  // One admin's sessions: GSI2's partition key `SESSIONS#<email>` (functions/lib/auth/sessions.ts) on items of partition SESSION#<id>.
  if (sessionIndex) querySecondIndex([secondIndexPartitions.sessionsOfAdmin, tablePartitions.sessions]);
  // The published products: `PRODUCTS#PUBLISHED` (products-repository.ts) on items of partition PRODUCT.
  if (publishedProductsIndex)
    querySecondIndex([secondIndexPartitions.publishedProducts, tablePartitions.products]);
  if (uploads?.length) {
    if (!targets.uploadsBucket) throw new Error(`${fn.node.id} needs the uploads bucket`);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: [...uploads],
        resources: [targets.uploadsBucket.arnForObjects(`${uploadsKeyPrefix}*`)],
      }),
    );
  }
  if (variantManifests) {
    if (!targets.uploadsBucket) throw new Error(`${fn.node.id} needs the uploads bucket`);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['s3:GetObject'],
        resources: [targets.uploadsBucket.arnForObjects(`${variantsKeyPrefix}*/${manifestName}`)],
      }),
    );
  }
  if (targets.originSecret) {
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [targets.originSecret.secretArn],
      }),
    );
  }
  if (sessionKey) {
    if (!targets.sessionSecret) throw new Error(`${fn.node.id} needs the session secret`);
    fn.addToRolePolicy(
      new iam.PolicyStatement({
        actions: ['secretsmanager:GetSecretValue'],
        resources: [targets.sessionSecret.secretArn],
      }),
    );
  }
}

export interface RouteFunctionsProps {
  /** The project root: handler entries are `<projectRoot>/functions/<handler>.ts`. */
  readonly projectRoot: string;
  /** Prefix of every function name, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly dataTable: DataTable;
  readonly uploadsBucket: s3.IBucket;
  readonly sessionSecret: secretsmanager.ISecret;
  /** The origin secret: every function refuses a request without it (functions/lib/http/origin-verification.ts). */
  readonly originSecret: secretsmanager.ISecret;
  /**
   * Routes not built yet, each given a function in its area as if it were in the route table.
   * @default - none
   */
  readonly plannedRoutes?: readonly PlannedRoute[];
  /**
   * Seconds a handler may run. API Gateway gives up at 29 s anyway.
   * @default 10
   */
  readonly timeoutSeconds?: number;
  /**
   * Memory of each function; more memory also means more CPU for scrypt and cold starts.
   * @default 512
   */
  readonly memorySize?: number;
  /**
   * How long each function's logs are kept.
   * @default logs.RetentionDays.ONE_MONTH
   */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * One NodejsFunction per handler module (the route table's handlers and the authorizer),
 * bundled locally by esbuild as minified ESM for arm64, each granted exactly what
 * `handlerPermissions` says. Each route's function is made in its area's nested stack
 * (infra/api-areas.ts, docs/decisions/041); the authorizer in this construct's own stack.
 */
export class RouteFunctions extends Construct {
  /** Every function by its handler name (planned routes' too). */
  readonly functions = new Map<string, NodejsFunction>();
  /** The nested stack of each area that has routes. */
  readonly areaStacks = new Map<ApiArea, NestedStack>();
  /**
   * Saves whose uploads' tags could not be set after their commit (docs/decisions/051),
   * counted from the logs of the functions that save photos: the save stands, and an upload
   * may expire while shown until `npm run admin -- recount` re-tags it.
   */
  readonly unsettledPhotoTags: cloudwatch.Metric;

  constructor(scope: Construct, id: string, props: RouteFunctionsProps) {
    super(scope, id);
    this.unsettledPhotoTags = new cloudwatch.Metric({
      namespace: `Pawcraft/${props.namePrefix}`,
      metricName: 'PhotoTagsUnsettled',
      statistic: 'Sum',
    });
    this.functions.set(
      authorizerHandler,
      this.makeFunction(this, authorizerHandler, authorizerHandler, props),
    );
    for (const [handler, area] of Object.entries(handlerAreas) as [keyof typeof handlerAreas, ApiArea][]) {
      this.functions.set(handler, this.makeFunction(this.areaStack(area), handler, handler, props));
    }
    for (const planned of props.plannedRoutes ?? []) {
      if (this.functions.has(planned.handler))
        throw new Error(`planned route ${planned.handler} already exists`);
      const fn = this.makeFunction(this.areaStack(planned.area), planned.handler, planned.standIn, props);
      this.functions.set(planned.handler, fn);
    }
  }

  /** The nested stack of an area, made on first use: an area without routes has none. */
  private areaStack(area: ApiArea): NestedStack {
    let stack = this.areaStacks.get(area);
    if (!stack) {
      stack = new NestedStack(this, apiAreas[area], { description: `PawCraft API: ${area} routes` });
      this.areaStacks.set(area, stack);
    }
    return stack;
  }

  /**
   * The functions that send account emails (reset and invitation links, docs/decisions/029)
   * get the sender and the site's origin, and may send from the stage's identity only. Called
   * once the site exists (its origin is the links' origin). Without mail settings they have
   * neither: a reset request is answered as usual and sends nothing, an invitation is refused.
   */
  enableAccountMail(settings: { mailFrom: string }): void {
    for (const [handler, permissions] of Object.entries(handlerPermissions)) {
      if (!permissions.accountMail) continue;
      const fn = this.get(handler);
      fn.addEnvironment('MAIL_FROM', settings.mailFrom);
      // Never from another sender. The recipients are admins, whose addresses the function reads from the table.
      fn.addToRolePolicy(sesSendStatement(Stack.of(fn), { mailFrom: settings.mailFrom }));
    }
  }

  /**
   * Gives the stage's one address (docs/decisions/040) as SITE_URL to the functions that name
   * it: the sitemap's URLs, the account emails' links.
   */
  giveSiteUrl(siteUrl: string): void {
    for (const [handler, permissions] of Object.entries(handlerPermissions)) {
      if (permissions.siteAddress || permissions.accountMail)
        this.get(handler).addEnvironment('SITE_URL', siteUrl);
    }
  }

  /** The function behind a handler name. */
  get(handler: string): NodejsFunction {
    const fn = this.functions.get(handler);
    if (!fn) throw new Error(`no function for handler ${handler}`);
    return fn;
  }

  /** The function of `handler`, in `scope`, bundling the module of `moduleName` (a planned route's stand-in). */
  private makeFunction(
    scope: Construct,
    handler: string,
    moduleName: HandlerName,
    props: RouteFunctionsProps,
  ): NodejsFunction {
    const entry = join(props.projectRoot, 'functions', `${moduleName}.ts`);
    if (!existsSync(entry)) throw new Error(`handler module missing: functions/${moduleName}.ts`);
    const functionName = `${props.namePrefix}-${handler}`;
    const permissions = handlerPermissions[moduleName];
    const fn = new NodejsFunction(scope, handler, {
      ...handlerFunctionBasics(scope, `${handler}-logs`, { functionName, ...props }),
      entry,
      memorySize: props.memorySize ?? 512,
      timeout: Duration.seconds(props.timeoutSeconds ?? 10),
      environment: {
        TABLE_NAME: props.dataTable.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucket.bucketName,
        POWERTOOLS_SERVICE_NAME: functionName,
        ...(permissions.sessionKey ? { SESSION_SECRET_ARN: props.sessionSecret.secretArn } : {}),
        ORIGIN_SECRET_ARN: props.originSecret.secretArn,
      },
      bundling: handlerBundling(),
    });
    grantHandlerPermissions(fn, permissions, props);
    // A function that writes photo owners settles its uploads' tags after its commit
    // (functions/lib/uploads/photos.ts) and logs each failure as one JSON line (Powertools).
    if (permissions.partitions?.includes(tablePartitions.photoOwners)) {
      fn.logGroup.addMetricFilter('UnsettledPhotoTags', {
        filterPattern: logs.FilterPattern.stringValue('$.message', '=', unsettledPhotoTagsLog),
        metricNamespace: this.unsettledPhotoTags.namespace,
        metricName: this.unsettledPhotoTags.metricName,
        metricValue: '1',
        // No default value: nothing is published (or billed) while every tag is set.
      });
    }
    return fn;
  }
}
