/**
 * `npm run predeploy-check`: a deploy rehearsal that needs no AWS account (docs/decisions/041).
 * It synthesises every stage with the options its deploy takes, through the very code `cdk`
 * runs (infra/stage-app.ts: cdk-nag and the stack's own checks included), in each environment
 * the CDK CLI gives that code on an operator's machine (docs/decisions/050), then checks each
 * template: at most `maxResourcesPerStack` resources (CloudFormation's limit is 500), and
 * cfn-lint against the CloudFormation resource specification. `npm run predeploy-check` then
 * runs the infra tests; `npm test` runs this script alone (its Vitest run has the infra tests).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App } from 'aws-cdk-lib';
import { cliVariables, type OperatorEnvironment, operatorEnvironments } from './operator-environments.ts';
import { defineStage } from './stage-app.ts';

/** Past this a stack has too little room left to grow (tests/infra/stack-size.test.ts holds 300 with planned routes). */
export const maxResourcesPerStack = 400;

/**
 * cfn-lint's W3005 ("dependency already enforced by a GetAtt") flags the DependsOn CDK adds
 * between a function and its role's policy on purpose; harmless, so not reported.
 */
const cfnLintIgnored = ['W3005'];

const prodOptions = {
  stage: 'prod',
  domainName: 'www.example.com',
  certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000',
  alarmEmail: 'ops@example.com',
  enquiryEmail: 'sales@example.com',
  mailFrom: 'website@example.com',
};

/** Every stage as docs/operations.md "Deploy a stage" deploys it. */
const rehearsals: { name: string; context: Record<string, string> }[] = [
  { name: 'dev (no options, the real web build)', context: { stage: 'dev' } },
  {
    name: 'dev with mail and a known address',
    context: {
      stage: 'dev',
      siteUrl: 'https://d111111abcdef8.cloudfront.net',
      enquiryEmail: 'sales@example.com',
      mailFrom: 'website@example.com',
    },
  },
  { name: 'prod, first run: the edge firewall stack (us-east-1)', context: { stage: 'prod' } },
  {
    name: 'prod with every option',
    context: {
      ...prodOptions,
      webAclArn: 'arn:aws:wafv2:us-east-1:123456789012:global/webacl/pawcraft-prod-edge/abc',
    },
  },
];

/** Runs `synth` with the process environment the CDK CLI would give it, then restores it. */
function withCliEnvironment<T>(environment: OperatorEnvironment, synth: () => T): T {
  const variables = cliVariables(environment);
  const saved = Object.fromEntries(Object.keys(variables).map((name) => [name, process.env[name]]));
  const apply = (values: Record<string, string | undefined>) => {
    for (const [name, value] of Object.entries(values)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
  apply(variables);
  try {
    return synth();
  } finally {
    apply(saved);
  }
}

/**
 * A stand-in web build naming `siteUrl` (a stage with its own address: `npm run deploy` builds
 * for it, and the same synth check refuses any other build there).
 */
function standInWebBuild(dir: string, siteUrl: string): string {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'index.html'), `<!doctype html><link rel="canonical" href="${siteUrl}/">`);
  writeFileSync(join(dir, 'robots.txt'), `Sitemap: ${siteUrl}/sitemap.xml\n`);
  writeFileSync(join(dir, 'assets', 'app.js'), 'export {};');
  return dir;
}

function rehearse(context: Record<string, string>, workDir: string): string[] {
  const outdir = join(workDir, 'cdk.out');
  const siteUrl = context.siteUrl ?? (context.domainName && `https://${context.domainName}`);
  const webBuildDir = siteUrl ? { webBuildDir: standInWebBuild(join(workDir, 'web'), siteUrl) } : {};
  // Bundling is left out: the templates are the same, and bundles.test.ts bundles every function.
  const app = new App({ outdir, context: { ...context, ...webBuildDir, 'aws:cdk:bundling-stacks': [] } });
  defineStage(app);
  app.synth();
  return readdirSync(outdir)
    .filter((file) => file.endsWith('.template.json'))
    .map((file) => join(outdir, file));
}

function cfnLint(templates: string[]): 'passed' | 'failed' | 'missing' {
  const result = spawnSync('cfn-lint', ['--ignore-checks', ...cfnLintIgnored, '--', ...templates], {
    stdio: 'inherit',
  });
  if (result.error) return 'missing';
  return result.status === 0 ? 'passed' : 'failed';
}

const problems: string[] = [];
const allTemplates: string[] = [];
const workRoot = mkdtempSync(join(tmpdir(), 'pawcraft-predeploy-'));
try {
  const runs = operatorEnvironments.flatMap((environment) =>
    rehearsals.map((rehearsal) => ({
      ...rehearsal,
      name: `${rehearsal.name} [${environment.name}]`,
      environment,
    })),
  );
  for (const [i, { name, context, environment }] of runs.entries()) {
    let templates: string[];
    try {
      templates = withCliEnvironment(environment, () => rehearse(context, join(workRoot, String(i))));
    } catch (error) {
      problems.push(`${name}: synth failed: ${(error as Error).message}`);
      continue;
    }
    for (const template of templates) {
      const count = Object.keys(JSON.parse(readFileSync(template, 'utf8')).Resources ?? {}).length;
      const stackName = template
        .split('/')
        .pop()
        ?.replace(/\.(nested\.)?template\.json$/, '');
      console.info(`${name}: ${stackName} ${count} resources`);
      if (count > maxResourcesPerStack)
        problems.push(`${name}: ${stackName} has ${count} resources (at most ${maxResourcesPerStack})`);
    }
    allTemplates.push(...templates);
  }
  const lint = cfnLint(allTemplates);
  if (lint === 'failed') problems.push('cfn-lint found errors in the templates (above)');
  if (lint === 'missing') {
    // cfn-lint is Python (pip install cfn-lint); the machines this project runs on have it.
    // Without it the rehearsal still synthesises, runs cdk-nag and the stack's own checks.
    console.warn('cfn-lint is not installed: templates were not checked against the resource specification.');
  }
} finally {
  rmSync(workRoot, { recursive: true, force: true });
}
if (problems.length > 0) {
  console.error(`predeploy-check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.info(
  `predeploy-check: ${rehearsals.length} stages synthesised in each of ${operatorEnvironments.length} environments (${operatorEnvironments.map((e) => e.name).join('; ')}), ${allTemplates.length} templates checked.`,
);
