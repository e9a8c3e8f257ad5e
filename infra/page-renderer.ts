import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import * as lambda from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import * as logs from 'aws-cdk-lib/aws-logs';
import type * as secretsmanager from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import type { DataTable } from './data-table.ts';
import {
  formPageRendererPermissions,
  type HandlerPermissions,
  pageRendererPermissions,
} from './handler-permissions.ts';
import {
  type GrantTargets,
  grantHandlerPermissions,
  handlerBundling,
  handlerFunctionBasics,
} from './route-functions.ts';

/** The handler module of the page renderer, under the project root. */
export const pageRendererEntry = join('functions', 'page-renderer.ts');
/** The handler module of the renderer behind the HTTP API for the contact forms' page (docs/decisions/046). */
export const formPageRendererEntry = join('functions', 'form-page-renderer.ts');
/** The React Router server build the renderer imports, under the project root. */
export const serverBuildFile = join('build', 'server', 'index.js');
/**
 * esbuild's `define` for the renderer: React and React DOM choose their production builds at
 * build time, so the development builds are left out of the bundle (the bench bundles alike).
 */
export const pageRendererDefine = { 'process.env.NODE_ENV': JSON.stringify('production') };

/** The line functions/page-renderer.ts logs (as JSON `message`) when a page fails to render. */
export const renderFailureMessage = 'page render failed';

export interface PageRendererProps {
  /** The project root (`functions/page-renderer.ts` and `build/server/index.js` are under it). */
  readonly projectRoot: string;
  /** Prefix of the function's and its metric's names, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly dataTable: DataTable;
  /**
   * The uploads bucket's fixed name, for functions/lib/runtime/config.ts like every handler (no
   * access is granted). A name, not the bucket: the bucket's CORS rule names the
   * distribution, which names this function's URL (a dependency cycle otherwise, ADR 013).
   */
  readonly uploadsBucketName: string;
  /**
   * The secret CloudFront's origin header carries to the HTTP API: the form page's function
   * refuses a request without it, as every API function does (docs/decisions/028, 046).
   */
  readonly originSecret: secretsmanager.ISecret;
  /**
   * Memory, and with it CPU: Lambda gives CPU in proportion to memory (one vCPU at 1,769 MB).
   * @default 1024
   */
  readonly memorySize?: number;
  /**
   * How long each function's logs are kept.
   * @default logs.RetentionDays.ONE_MONTH
   */
  readonly logRetention?: logs.RetentionDays;
}

/**
 * The Lambda that server-renders every page that is not a file in the site bucket (blog,
 * marketplace, the old ids' redirects, the dashboard shell, 404s and React Router's `.data`
 * requests), behind a Function URL that only CloudFront may call (AWS_IAM, signed by Origin
 * Access Control; docs/decisions/021). Beside it, the same renderer as a second function
 * for the HTTP API's routes of the page the contact forms post to, which must take a POST
 * (docs/decisions/046): a function of its own, so that only it may store messages and the
 * renderer of every other page stays read-only.
 */
export class PageRenderer extends Construct {
  readonly function: NodejsFunction;
  readonly functionUrl: lambda.FunctionUrl;
  /** The renderer behind the HTTP API's routes of the contact forms' page (shared/site-pages.ts `contactFormPagePath`). */
  readonly formPageFunction: NodejsFunction;
  /** Render failures either function logged, counted by a metric filter on each log group. */
  readonly renderFailures: cloudwatch.Metric;

  /** Whether the renderer can be bundled: the React Router server build exists (`npm run build`). */
  static canBuild(projectRoot: string): boolean {
    return existsSync(join(projectRoot, serverBuildFile));
  }

  constructor(scope: Construct, id: string, props: PageRendererProps) {
    super(scope, id);
    this.function = this.renderer('Function', 'Logs', props, {
      functionName: `${props.namePrefix}-page-renderer`,
      entry: pageRendererEntry,
      description: 'Server-renders every page of the site',
      permissions: pageRendererPermissions,
    });
    // Only CloudFront calls it: AWS_IAM, signed by the distribution's Origin Access Control,
    // which also grants the distribution lambda:InvokeFunctionUrl (site-distribution.ts).
    this.functionUrl = this.function.addFunctionUrl({ authType: lambda.FunctionUrlAuthType.AWS_IAM });

    this.formPageFunction = this.renderer('FormPageFunction', 'FormPageLogs', props, {
      functionName: `${props.namePrefix}-form-page-renderer`,
      entry: formPageRendererEntry,
      description: 'Renders the page the contact forms post to, and takes their POST, behind the HTTP API',
      permissions: formPageRendererPermissions,
      originSecret: props.originSecret,
    });

    // Both log JSON (Powertools Logger) `"message":"page render failed"` into one metric.
    const logged: [string, NodejsFunction][] = [
      ['RenderFailures', this.function],
      ['FormPageRenderFailures', this.formPageFunction],
    ];
    const filters = logged.map(
      ([filterId, fn]) =>
        new logs.MetricFilter(this, filterId, {
          logGroup: fn.logGroup,
          filterPattern: logs.FilterPattern.stringValue('$.message', '=', renderFailureMessage),
          metricNamespace: `Pawcraft/${props.namePrefix}`,
          metricName: 'PageRenderFailures',
          metricValue: '1',
          // No default value: nothing is published (or billed) while no page fails.
        }),
    );
    // Both filters publish the same metric: either names it.
    this.renderFailures = filters[0].metric({ statistic: 'Sum' });
  }

  /** One function of the renderer: bundled alike, granted `permissions` (and reading `originSecret` when given). */
  private renderer(
    id: string,
    logGroupId: string,
    props: PageRendererProps,
    options: {
      functionName: string;
      entry: string;
      description: string;
      permissions: HandlerPermissions;
      originSecret?: secretsmanager.ISecret;
    },
  ): NodejsFunction {
    const entry = join(props.projectRoot, options.entry);
    if (!existsSync(entry)) throw new Error(`page renderer module missing: ${options.entry}`);
    const { functionName } = options;
    const fn = new NodejsFunction(this, id, {
      ...handlerFunctionBasics(this, logGroupId, { functionName, ...props }),
      description: options.description,
      entry,
      // Rendering React to HTML is CPU-bound, and so is the cold import of a bundle with
      // React DOM's server renderer: twice the API handlers' 512 MB is twice the CPU, which
      // roughly halves both, for about the same price per request.
      memorySize: props.memorySize ?? 1024,
      // CloudFront waits up to 30 s; a page that takes 10 s is broken, and stale-if-error
      // serves the last good copy instead.
      timeout: Duration.seconds(10),
      environment: {
        TABLE_NAME: props.dataTable.table.tableName,
        UPLOADS_BUCKET: props.uploadsBucketName,
        POWERTOOLS_SERVICE_NAME: functionName,
        NODE_ENV: 'production',
        ...(options.originSecret ? { ORIGIN_SECRET_ARN: options.originSecret.secretArn } : {}),
      },
      bundling: handlerBundling({ define: pageRendererDefine }),
    });
    const targets: GrantTargets = { dataTable: props.dataTable, originSecret: options.originSecret };
    grantHandlerPermissions(fn, options.permissions, targets);
    return fn;
  }
}
