/**
 * `npm run deploy -- -c stage=<stage> [the stage's -c options]`: one command per stage.
 * It builds the web app for the stage's one address (docs/decisions/040) and deploys every
 * stack of the app (`cdk deploy --all`). A stage without -c domainName or -c siteUrl learns its
 * address (the CloudFront domain) from this deploy's SiteUrl output; when the build named
 * another, it builds and deploys once more with it (a second pass, on that stage's first deploy).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { localSiteUrl, siteUrlBuildVariable } from '../shared/site-address.ts';
import { stageSiteUrl } from './site-address.ts';
import { isFirewallOnlyRun } from './stage-app.ts';

const args = process.argv.slice(2);
/** The value of `-c key=value` (or `--context key=value`) among the arguments. */
function contextOption(argv: readonly string[], key: string): string | undefined {
  for (let i = 0; i < argv.length - 1; i++) {
    if ((argv[i] === '-c' || argv[i] === '--context') && argv[i + 1].startsWith(`${key}=`)) {
      return argv[i + 1].slice(key.length + 1);
    }
  }
  return undefined;
}

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, commandArgs, { stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const bin = (name: string) => join(import.meta.dirname, '..', 'node_modules', '.bin', name);
const build = (siteUrl: string) =>
  run(bin('react-router'), ['build'], { ...process.env, [siteUrlBuildVariable]: siteUrl });
const outputsFile = join(mkdtempSync(join(tmpdir(), 'pawcraft-deploy-')), 'outputs.json');
const deploy = (extra: string[] = []) =>
  run(bin('cdk'), ['deploy', '--all', '--no-notices', '--outputs-file', outputsFile, ...args, ...extra]);

const stage = contextOption(args, 'stage') ?? 'dev';
if (isFirewallOnlyRun((key) => contextOption(args, key))) {
  // The firewall stack alone (us-east-1): no site to build yet.
  deploy();
  process.exit(0);
}
const configured = stageSiteUrl({
  stage,
  domainName: contextOption(args, 'domainName'),
  siteUrl: contextOption(args, 'siteUrl'),
});

build(configured ?? localSiteUrl);
deploy();
if (!configured && existsSync(outputsFile)) {
  const outputs: Record<string, Record<string, string>> = JSON.parse(readFileSync(outputsFile, 'utf8'));
  const siteUrl = outputs[`pawcraft-${stage}`]?.SiteUrl;
  if (siteUrl) {
    console.info(
      `Second pass: building for ${siteUrl}. Next time pass -c siteUrl=${siteUrl} to deploy once.`,
    );
    build(siteUrl);
    deploy(['-c', `siteUrl=${siteUrl}`]);
  }
}
