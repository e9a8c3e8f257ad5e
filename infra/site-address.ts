import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteOriginOf, siteUrlBuildVariable } from '../shared/site-address.ts';

/**
 * The stage's one public address (docs/decisions/040): `https://<domainName>`, else `siteUrl`
 * (e.g. the CloudFront domain from the first deploy's SiteUrl output); `undefined` when
 * neither is given, which only a stage other than prod may be: its address is then its
 * CloudFront domain, known to the functions at deploy and to the web build on a second pass.
 */
export function stageSiteUrl(options: {
  stage: string;
  domainName?: string;
  siteUrl?: string;
}): string | undefined {
  const fromDomain = options.domainName
    ? siteOriginOf(`https://${options.domainName}`, '-c domainName')
    : undefined;
  const given = options.siteUrl ? siteOriginOf(options.siteUrl, '-c siteUrl') : undefined;
  if (fromDomain && given && fromDomain !== given) {
    throw new Error(
      `-c siteUrl=${given} is not the address of -c domainName=${options.domainName}: give one of them`,
    );
  }
  if (options.stage === 'prod' && !fromDomain) {
    throw new Error(
      'stage prod needs its public address: pass -c domainName=<www.your-domain> with -c certificateArn=<its ACM certificate in us-east-1> (docs/operations.md "Deploy a stage")',
    );
  }
  return fromDomain ?? given;
}

/**
 * Every origin a web build names: robots.txt's sitemap, written by the same build as the
 * server build whose pages name it in their canonical URLs (react-router.config.ts).
 */
export function webBuildSiteOrigins(webBuildDir: string): Set<string> {
  const origins = new Set<string>();
  const robots = join(webBuildDir, 'robots.txt');
  if (existsSync(robots)) {
    for (const [, url] of readFileSync(robots, 'utf8').matchAll(/^Sitemap:\s*(\S+)/gm))
      origins.add(new URL(url).origin);
  }
  return origins;
}

/**
 * Refuses a web build made for another address than the stage's: its pages would name the
 * wrong host in every canonical URL. Returns the origins it names.
 */
export function checkWebBuildAddress(webBuildDir: string, siteUrl: string | undefined): Set<string> {
  const named = webBuildSiteOrigins(webBuildDir);
  const wrong = siteUrl ? [...named].filter((origin) => origin !== siteUrl) : [];
  if (wrong.length > 0) {
    throw new Error(
      `the web build in ${webBuildDir} names ${wrong.join(', ')}, but this stage's address is ${siteUrl}: build it with ${siteUrlBuildVariable}=${siteUrl} npm run build (npm run deploy does)`,
    );
  }
  return named;
}
