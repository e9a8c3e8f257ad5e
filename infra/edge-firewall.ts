import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import { contactFormPagePath } from '../shared/site-pages.ts';
import { visitBeaconPath } from '../shared/visit-beacon.ts';

/**
 * Per-client request limits at the edge (docs/decisions/026): an AWS WAF web ACL for the
 * stage's CloudFront distribution. A CloudFront web ACL must live in us-east-1, so it is a
 * stack of its own, `pawcraft-<stage>-firewall`, deployed there first; the stage's stack is
 * then given its ARN (`-c webAclArn=…`). No cross-region references: they would add a custom
 * resource (a Lambda and SSM parameters) to both stacks for one string that changes never.
 */
export const firewallRegion = 'us-east-1';

/**
 * Requests one client address may send in `windowSeconds` before WAF answers 429 until its
 * rate falls again. Login and the contact form are the paths a stranger can use against the
 * company (guessing, locking, flooding): those rules count only the requests that do it, a
 * `POST` to exactly those paths, so the admin's own reading of the messages
 * (`GET /api/cnt/contact…`, docs/decisions/038) never counts. A message is sent two ways, the
 * app's call to the API and the browser's own post to the contact page (docs/decisions/046):
 * one rule counts both together. The general limit only stops a
 * single client from hammering the site: 3,000 in 5 minutes (10 a second) leaves an admin
 * triaging 200 messages in 5 minutes room to spare (counted generously, with the guard and two
 * list pages reloaded after each change: about 1,600 requests, tests/infra/edge-firewall.test.ts), while a page view
 * costs about 3 (HTML, its .data, an image or two).
 */
export const edgeRateLimits = {
  login: { method: 'POST', paths: ['/api/admin/login'], limit: 10, windowSeconds: 300 },
  contact: {
    method: 'POST',
    paths: ['/api/cnt/contact', contactFormPagePath],
    limit: 10,
    windowSeconds: 300,
  },
  general: { limit: 3000, windowSeconds: 300 },
  /** The visit beacon (docs/decisions/071): one per page view, as many as a fast reader's pages. */
  visits: { method: 'POST', paths: [visitBeaconPath], limit: 300, windowSeconds: 300 },
} as const;

/**
 * What a path is made to before it is compared: percent-decoded (`/api/cnt/%63ontact`),
 * normalised (`//`, `/./`, `/x/../`) and lower-cased, so no spelling of the path that reaches
 * the route escapes its rule. WAF applies them in priority order.
 */
export const uriNormalisation: wafv2.CfnWebACL.TextTransformationProperty[] = [
  { priority: 0, type: 'URL_DECODE' },
  { priority: 1, type: 'NORMALIZE_PATH' },
  { priority: 2, type: 'LOWERCASE' },
];

/** The answer of a rate rule: the API's JSON error shape, so the forms show the message. */
const tooManyRequestsBody = 'TooManyRequests';
const tooManyRequestsMessage = JSON.stringify({
  message: 'Too many requests from your network. Please try again in a few minutes.',
});

const visibility = (metricName: string): wafv2.CfnWebACL.VisibilityConfigProperty => ({
  cloudWatchMetricsEnabled: true,
  metricName,
  sampledRequestsEnabled: true,
});

const blockWith429: wafv2.CfnWebACL.RuleActionProperty = {
  block: { customResponse: { responseCode: 429, customResponseBodyKey: tooManyRequestsBody } },
};

/** Requests to exactly this path, once the path is normalised. */
const pathIs = (path: string): wafv2.CfnWebACL.StatementProperty => ({
  byteMatchStatement: {
    fieldToMatch: { uriPath: {} },
    positionalConstraint: 'EXACTLY',
    searchString: path.toLowerCase(),
    textTransformations: uriNormalisation,
  },
});

/** Requests of exactly this method to exactly one of these paths, once the path is normalised. */
function requestsTo(method: string, paths: readonly string[]): wafv2.CfnWebACL.StatementProperty {
  return {
    andStatement: {
      statements: [
        {
          byteMatchStatement: {
            fieldToMatch: { method: {} },
            positionalConstraint: 'EXACTLY',
            searchString: method,
            textTransformations: [{ priority: 0, type: 'NONE' }],
          },
        },
        // WAF's OR takes two statements or more.
        paths.length === 1 ? pathIs(paths[0]) : { orStatement: { statements: paths.map(pathIs) } },
      ],
    },
  };
}

/** A rate-based rule per client IP, for one method and its paths when they are given. */
function rateRule(
  name: string,
  priority: number,
  {
    limit,
    windowSeconds,
    method,
    paths,
  }: { limit: number; windowSeconds: number; method?: string; paths?: readonly string[] },
): wafv2.CfnWebACL.RuleProperty {
  return {
    name,
    priority,
    action: blockWith429,
    visibilityConfig: visibility(name),
    statement: {
      rateBasedStatement: {
        aggregateKeyType: 'IP',
        limit,
        evaluationWindowSec: windowSeconds,
        ...(method && paths && { scopeDownStatement: requestsTo(method, paths) }),
      },
    },
  };
}

/**
 * AWS's common rule set (OWASP-style probes: bad bots' user agents, path traversal, known
 * exploit patterns), with two of its rules only counted: SizeRestrictions_BODY blocks bodies
 * over 8 KB (a blog post is up to 1 MB, a form with its image more), and
 * CrossSiteScripting_BODY would block the HTML of blog posts, which the API sanitises itself
 * (docs/decisions/003).
 */
const commonRuleSet = (priority: number): wafv2.CfnWebACL.RuleProperty => ({
  name: 'aws-common-rule-set',
  priority,
  overrideAction: { none: {} },
  visibilityConfig: visibility('aws-common-rule-set'),
  statement: {
    managedRuleGroupStatement: {
      vendorName: 'AWS',
      name: 'AWSManagedRulesCommonRuleSet',
      ruleActionOverrides: ['SizeRestrictions_BODY', 'CrossSiteScripting_BODY'].map((name) => ({
        name,
        actionToUse: { count: {} },
      })),
    },
  },
});

export interface EdgeFirewallStackProps extends StackProps {
  /** e.g. `pawcraft-prod`: names the web ACL and its metrics. */
  readonly namePrefix: string;
}

/** The stage's web ACL, in us-east-1 (CloudFront scope). Its ARN is the output `WebAclArn`. */
export class EdgeFirewallStack extends Stack {
  readonly webAcl: wafv2.CfnWebACL;

  constructor(scope: Construct, id: string, props: EdgeFirewallStackProps) {
    super(scope, id, props);
    this.webAcl = new wafv2.CfnWebACL(this, 'WebAcl', {
      name: `${props.namePrefix}-edge`,
      description: 'Per-client rate limits for login, the contact form and everything, plus AWS common rules',
      scope: 'CLOUDFRONT',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(`${props.namePrefix}-edge`),
      customResponseBodies: {
        [tooManyRequestsBody]: { contentType: 'APPLICATION_JSON', content: tooManyRequestsMessage },
      },
      rules: [
        rateRule('login-per-ip', 0, edgeRateLimits.login),
        rateRule('contact-per-ip', 1, edgeRateLimits.contact),
        rateRule('all-per-ip', 2, edgeRateLimits.general),
        commonRuleSet(3),
        rateRule('visits-per-ip', 4, edgeRateLimits.visits),
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
