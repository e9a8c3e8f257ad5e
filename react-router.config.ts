import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './shared/site-pages.ts';
import { prepareHtmlForFirstPaint } from './web/first-paint-html.ts';

/**
 * Every public URL answers with HTML that holds its content (docs/decisions/021): pages that
 * do not depend on the database are rendered at build time into `build/client` (served from
 * S3, their CSS inlined by web/first-paint-html.ts); every other page (blogs, locations, the
 * dashboard's shell, 404s) is rendered per request by `build/server` in the page renderer
 * Lambda (functions/page-renderer.ts), behind CloudFront's cache.
 */
export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: true,
  prerender: () => prerenderedPaths,
  buildEnd: ({ reactRouterConfig: { buildDirectory } }) =>
    prepareHtmlForFirstPaint(join(buildDirectory, 'client'), join(buildDirectory, 'server')),
} satisfies Config;
