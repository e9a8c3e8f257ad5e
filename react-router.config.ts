import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { localSiteUrl, robotsTxt, siteOriginOf, siteUrlBuildVariable } from './shared/site-address.ts';
import { writeServerStylesheets } from './web/first-paint-html.ts';

/**
 * Every public URL answers with HTML that holds its content (docs/decisions/021): every page
 * (the public ones, which all show the site's settings, the dashboard's shell, 404s) is
 * rendered per request by `build/server` in the page renderer Lambda
 * (functions/page-renderer.ts), behind CloudFront's cache; none is prerendered any more
 * (docs/decisions/063). `build/client` holds the assets and public files, served from S3.
 */
/** The address this build names: the same variable the pages read (web/components/page-meta.ts). */
const buildSiteUrl = (): string => {
  const configured = process.env[siteUrlBuildVariable];
  return configured ? siteOriginOf(configured, siteUrlBuildVariable) : localSiteUrl;
};

export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: true,
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await writeServerStylesheets(join(buildDirectory, 'client'), join(buildDirectory, 'server'));
    // robots.txt names the same address as the pages' canonical URLs (docs/decisions/040).
    await writeFile(join(buildDirectory, 'client', 'robots.txt'), robotsTxt(buildSiteUrl()));
  },
} satisfies Config;
