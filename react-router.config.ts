import { join } from 'node:path';
import type { Config } from '@react-router/dev/config';
import { prerenderedPaths } from './shared/site-pages.ts';
import { prepareHtmlForFirstPaint } from './web/first-paint-html.ts';

/**
 * The web app is a SPA (`ssr: false`) whose static public pages are rendered to HTML at
 * build time, so their text is in the first response (fast first paint, search engines).
 * Pages that depend on the database (blogs, locations) and the dashboard are client-only.
 * The written HTML then gets its CSS inline, and the fallback the API modules its pages
 * need preloaded (web/first-paint-html.ts).
 */
export default {
  appDirectory: 'web/app',
  buildDirectory: 'build',
  ssr: true,
  prerender: () => prerenderedPaths,
  buildEnd: ({ reactRouterConfig }) =>
    prepareHtmlForFirstPaint(join(reactRouterConfig.buildDirectory, 'client')),
} satisfies Config;
