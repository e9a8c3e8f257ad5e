import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as wafv2 from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';

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
 * company (guessing, locking, flooding); the general limit only stops a single client from
 * hammering the site (a page view costs about 3 requests that reach CloudFront's edge rules:
 * HTML, its .data, an image or two).
 */
export const edgeRateLimits = {
  login: { path: '/api/admin/login', limit: 10, windowSeconds: 300 },
  contact: { path: '/api/cnt/contact', limit: 10, windowSeconds: 300 },
  general: { limit: 1000, windowSeconds: 300 },
} as const;

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

/** A rate-based rule per client IP, for one path when `path` is given. */
function rateRule(
  name: string,
  priority: number,
  { limit, windowSeconds, path }: { limit: number; windowSeconds: number; path?: string },
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
        ...(path && {
          scopeDownStatement: {
            byteMatchStatement: {
              fieldToMatch: { uriPath: {} },
              positionalConstraint: 'STARTS_WITH',
              searchString: path,
              textTransformations: [{ priority: 0, type: 'LOWERCASE' }],
            },
          },
        }),
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
      ],
    });
    new CfnOutput(this, 'WebAclArn', { value: this.webAcl.attrArn });
  }
}
