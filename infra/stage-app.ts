import { join } from 'node:path';
import type { App } from 'aws-cdk-lib';
import { addCheckedPawcraftStack } from './checked-stack.ts';
import { EdgeFirewallStack, firewallRegion } from './edge-firewall.ts';

/**
 * The stage the context names, as `cdk` (infra/app.ts) and `npm run predeploy-check` synthesise it:
 * `cdk synth|deploy -c stage=prod [-c alarmEmail=ops@example.com]
 *  [-c domainName=www.example.com -c certificateArn=arn:aws:acm:us-east-1:... | -c siteUrl=https://d….cloudfront.net]
 *  [-c webBuildDir=...]
 *  [-c enquiryEmail=sales@example.com -c mailFrom=website@example.com]
 *  [-c webAclArn=arn:aws:wafv2:us-east-1:… | -c firewall=false]`
 */
/**
 * Whether a run with this context is the stage's edge firewall stack alone (docs/decisions/026):
 * a stage with a firewall (prod by default) before its `webAclArn` is given.
 */
export function isFirewallOnlyRun(context: (key: string) => string | undefined): boolean {
  const stage = context('stage') ?? 'dev';
  const firewallContext = context('firewall');
  const firewall = firewallContext === undefined ? stage === 'prod' : firewallContext !== 'false';
  return firewall && !context('webAclArn');
}

export function defineStage(app: App): void {
  const context = (key: string): string | undefined => app.node.tryGetContext(key) || undefined;
  const projectRoot = join(import.meta.dirname, '..');
  const stage = context('stage') ?? 'dev';

  // Prod has a web ACL (per-client rate limits, docs/decisions/026). CloudFront's must be in
  // us-east-1, so it is its own stack: while no -c webAclArn is given, the app is that stack
  // alone (deploy it, then deploy again with its WebAclArn output); with it, the stage's stack.
  const firewallContext = context('firewall');
  const firewall = firewallContext === undefined ? stage === 'prod' : firewallContext !== 'false';
  const webAclArn = context('webAclArn');
  if (isFirewallOnlyRun(context)) {
    new EdgeFirewallStack(app, `pawcraft-${stage}-firewall`, {
      namePrefix: `pawcraft-${stage}`,
      env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: firewallRegion },
      description: `PawCraft edge firewall: per-client rate limits (${stage})`,
    });
    console.warn(
      `Stage ${stage} needs its web ACL first: this run is pawcraft-${stage}-firewall (us-east-1) alone. Then run again with -c webAclArn=<its WebAclArn output>.`,
    );
  } else
    addCheckedPawcraftStack(app, {
      stage,
      projectRoot,
      webBuildDir: context('webBuildDir') ?? join(projectRoot, 'build', 'client'),
      alarmEmail: context('alarmEmail'),
      domainName: context('domainName'),
      siteUrl: context('siteUrl'),
      certificateArn: context('certificateArn'),
      webAclArn,
      originSecretVersion: context('originSecretVersion'),
      firewall,
      enquiryEmail: context('enquiryEmail'),
      mailFrom: context('mailFrom'),
      env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
      description: `PawCraft site, API and data (${stage})`,
    });
}
