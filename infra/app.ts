import { join } from 'node:path';
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { suppressAcceptedFindings } from './nag-suppressions.ts';
import { PawcraftStack } from './pawcraft-stack.ts';

/**
 * `cdk synth|deploy -c stage=prod [-c alarmEmail=ops@example.com]
 *  [-c domainName=www.example.com -c certificateArn=arn:aws:acm:us-east-1:...]`
 */
const app = new App();
const context = (key: string): string | undefined => app.node.tryGetContext(key) || undefined;
const projectRoot = join(import.meta.dirname, '..');
const stage = context('stage') ?? 'dev';

const stack = new PawcraftStack(app, `pawcraft-${stage}`, {
  stage,
  projectRoot,
  webBuildDir: context('webBuildDir') ?? join(projectRoot, 'build', 'client'),
  alarmEmail: context('alarmEmail'),
  domainName: context('domainName'),
  certificateArn: context('certificateArn'),
  env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  description: `PawCraft site, API and data (${stage})`,
});
suppressAcceptedFindings(stack);
Validations.of(app).addPlugins(new AwsSolutionsChecks(app, { verbose: true }));
