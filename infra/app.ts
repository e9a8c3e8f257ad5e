import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { addCheckedPawcraftStack } from './checked-stack.ts';

/**
 * `cdk synth|deploy -c stage=prod [-c alarmEmail=ops@example.com]
 *  [-c domainName=www.example.com -c certificateArn=arn:aws:acm:us-east-1:...] [-c webBuildDir=...]
 *  [-c enquiryEmail=sales@example.com -c mailFrom=website@example.com [-c mailIdentity=example.com]]`
 */
const app = new App();
const context = (key: string): string | undefined => app.node.tryGetContext(key) || undefined;
const projectRoot = join(import.meta.dirname, '..');
const stage = context('stage') ?? 'dev';

addCheckedPawcraftStack(app, {
  stage,
  projectRoot,
  webBuildDir: context('webBuildDir') ?? join(projectRoot, 'build', 'client'),
  alarmEmail: context('alarmEmail'),
  domainName: context('domainName'),
  certificateArn: context('certificateArn'),
  enquiryEmail: context('enquiryEmail'),
  mailFrom: context('mailFrom'),
  mailIdentity: context('mailIdentity'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `PawCraft site, API and data (${stage})`,
});
