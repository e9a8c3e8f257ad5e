import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import * as apigw from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaAuthorizer, HttpLambdaResponseType } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { type ApiRoute, apiRoutes, authorizerHandler, routeRequest } from '../shared/routes.ts';
import { contactFormPagePath } from '../shared/site-pages.ts';
import type { RouteFunctions } from './route-functions.ts';

/** Requests per second (steady) and burst, as API Gateway counts them: per route, for all clients together. */
export interface RouteThrottle {
  readonly rateLimit: number;
  readonly burstLimit: number;
}

/** `METHOD /path`, the key API Gateway names a route by. */
export const routeKey = (route: { method: string; path: string }): string => `${route.method} ${route.path}`;

/**
 * The methods of the contact forms' page through the API (docs/decisions/046): CloudFront
 * sends every method of that path here, and the page answers what a page answers, the
 * browser's own POST included; anything else is API Gateway's 404.
 */
export const formPageMethods = ['GET', 'HEAD', 'POST'] as const;
/** The key of the form page's POST: throttled as the contact API's, the same action (docs/decisions/015). */
export const formPagePostKey = routeKey({ method: 'POST', path: contactFormPagePath });
const contactRoute = routeRequest('contact-create', {});

export interface HttpApiProps {
  /** Prefix of the API's and its log group's names, e.g. `pawcraft-prod`. */
  readonly namePrefix: string;
  readonly functions: RouteFunctions;
  /**
   * Seconds API Gateway may reuse an authorizer's answer for the same Cookie header. A cached
   * allow outlives a logout by up to this long (docs/decisions/011).
   * @default 0 - every admin call is checked
   */
  readonly authorizerCacheSeconds?: number;
  /**
   * Throttle of every route of the stage.
   * @default { rateLimit: 50, burstLimit: 100 }
   */
  readonly stageThrottle?: RouteThrottle;
  /**
   * Stricter throttles by route key (docs/decisions/015).
   * @default login: { rateLimit: 1, burstLimit: 5 }; contact form: { rateLimit: 10, burstLimit: 50 }
   */
  readonly routeThrottles?: Readonly<Record<string, RouteThrottle>>;
  /**
   * Routes not built yet (their functions are in `functions`), added like the route table's.
   * @default - none
   */
  readonly plannedRoutes?: readonly ApiRoute[];
  /**
   * The page renderer's function for the page the contact forms post to: its routes are
   * `formPageMethods` on `contactFormPagePath`, public (docs/decisions/046).
   * @default - no routes for that page (a stage without the page renderer)
   */
  readonly formPageRenderer?: lambda.IFunction;
  /**
   * How long access logs are kept.
   * @default logs.RetentionDays.ONE_MONTH
   */
  readonly logRetention?: logs.RetentionDays;
}

export const defaultRouteThrottles: Readonly<Record<string, RouteThrottle>> = {
  'POST /api/admin/login': { rateLimit: 1, burstLimit: 5 },
  // The form's own defences (ADR 023) hold off one client; this caps what all of them cost (ADR 015).
  'POST /api/cnt/contact': { rateLimit: 10, burstLimit: 50 },
  // Account links (issue 13): each request costs a scrypt hash or an email; the API counts them too.
  'POST /api/admin/password/forgot': { rateLimit: 1, burstLimit: 5 },
  'POST /api/admin/password/reset': { rateLimit: 1, burstLimit: 5 },
  // The visit beacon (docs/decisions/071): one per page view; a view not counted costs nothing to the page.
  'POST /api/visits': { rateLimit: 25, burstLimit: 100 },
};

/**
 * The HTTP API: one Lambda integration per route of `shared/routes.ts`, the session
 * authorizer on exactly the admin routes, stage and route throttling, access logs.
 */
export class HttpApi extends Construct {
  readonly api: apigw.HttpApi;
  readonly stage: apigw.HttpStage;
  /** Routes anyone may call (no authorizer). */
  readonly publicRoutes: apigw.HttpRoute[] = [];

  constructor(scope: Construct, id: string, props: HttpApiProps) {
    super(scope, id);
    this.api = new apigw.HttpApi(this, 'Api', {
      apiName: `${props.namePrefix}-api`,
      createDefaultStage: false,
    });

    const authorizer = new HttpLambdaAuthorizer('SessionAuthorizer', props.functions.get(authorizerHandler), {
      authorizerName: `${props.namePrefix}-session`,
      responseTypes: [HttpLambdaResponseType.SIMPLE],
      // A request without a Cookie header never reaches the authorizer: API Gateway answers 401 (ADR 010).
      identitySource: ['$request.header.Cookie'],
      resultsCacheTtl: Duration.seconds(props.authorizerCacheSeconds ?? 0),
    });

    // Each route, its integration and its invoke permission live in the stack of the route's
    // function (its area's nested stack, docs/decisions/041); the API, its authorizer and
    // stage in this construct's stack.
    const routes = [...(apiRoutes as readonly ApiRoute[]), ...(props.plannedRoutes ?? [])].map((route) => {
      const fn = props.functions.get(route.handler);
      const added = new apigw.HttpRoute(Stack.of(fn), `${route.handler}-route`, {
        httpApi: this.api,
        routeKey: apigw.HttpRouteKey.with(route.path, route.method as apigw.HttpMethod),
        integration: new HttpLambdaIntegration(`${route.handler}-integration`, fn),
        authorizer: route.access === 'admin' ? authorizer : undefined,
      });
      if (route.access === 'public') this.publicRoutes.push(added);
      return added;
    });
    // The contact forms' page, in this construct's stack like the renderer's function.
    if (props.formPageRenderer) {
      const integration = new HttpLambdaIntegration('FormPageIntegration', props.formPageRenderer);
      for (const method of formPageMethods) {
        const added = new apigw.HttpRoute(this, `FormPage${method}`, {
          httpApi: this.api,
          routeKey: apigw.HttpRouteKey.with(contactFormPagePath, method as apigw.HttpMethod),
          integration,
        });
        this.publicRoutes.push(added);
        routes.push(added);
      }
    }

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      logGroupName: `/aws/apigateway/${props.namePrefix}-api`,
      retention: props.logRetention ?? logs.RetentionDays.ONE_MONTH,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const stageThrottle = props.stageThrottle ?? { rateLimit: 50, burstLimit: 100 };
    this.stage = new apigw.HttpStage(this, 'DefaultStage', {
      httpApi: this.api,
      stageName: '$default',
      autoDeploy: true,
      throttle: stageThrottle,
      accessLogSettings: {
        destination: new apigw.LogGroupLogDestination(accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            time: '$context.requestTime',
            routeKey: '$context.routeKey',
            status: '$context.status',
            latency: '$context.responseLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // Per-route limits have no L2 property; CloudFormation needs the routes to exist first.
    const givenThrottles = props.routeThrottles ?? defaultRouteThrottles;
    const contactThrottle = givenThrottles[routeKey(contactRoute)];
    const routeThrottles = {
      ...givenThrottles,
      ...(props.formPageRenderer && contactThrottle && { [formPagePostKey]: contactThrottle }),
    };
    const knownKeys = new Set([
      ...(apiRoutes as readonly ApiRoute[]).map(routeKey),
      ...(props.formPageRenderer ? [formPagePostKey] : []),
    ]);
    for (const key of Object.keys(routeThrottles)) {
      if (!knownKeys.has(key)) throw new Error(`throttle for unknown route ${key}`);
    }
    const cfnStage = this.stage.node.defaultChild as apigw.CfnStage;
    cfnStage.routeSettings = Object.fromEntries(
      Object.entries(routeThrottles).map(([key, throttle]) => [
        key,
        { ThrottlingRateLimit: throttle.rateLimit, ThrottlingBurstLimit: throttle.burstLimit },
      ]),
    );
    for (const route of routes) this.stage.node.addDependency(route);
  }
}
