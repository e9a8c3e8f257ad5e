import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { localSiteUrl, robotsTxt, siteOriginOf, siteUrlBuildVariable } from './shared/site-address.ts';
import { prerenderedPaths } from './shared/site-pages.ts';
import { prepareHtmlForFirstPaint } from './web/first-paint-html.ts';

/**
 * Every public URL answers with HTML that holds its content (docs/decisions/021): pages that
 * do not depend on the database are rendered at build time into `build/client` (served from
 * S3, their CSS inlined by web/first-paint-html.ts); every other page (blogs, locations, the
 * dashboard's shell, 404s) is rendered per request by `build/server` in the page renderer
 * Lambda (functions/page-renderer.ts), behind CloudFront's cache.
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
  prerender: () => prerenderedPaths,
  buildEnd: async ({ reactRouterConfig: { buildDirectory } }) => {
    await prepareHtmlForFirstPaint(join(buildDirectory, 'client'), join(buildDirectory, 'server'));
    // robots.txt names the same address as the pages' canonical URLs (docs/decisions/040).
    await writeFile(join(buildDirectory, 'client', 'robots.txt'), robotsTxt(buildSiteUrl()));
  },
} satisfies Config;
