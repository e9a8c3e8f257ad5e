import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import type { Server } from 'node:http';
import { join } from 'node:path';
import { siteUrlBuildVariable } from '../shared/site-address.ts';
import { createLocalPageRenderer } from './page-renderer-url.ts';
import type { RequestHandler } from './site-server.ts';
import { createStaticSite } from './static-site.ts';

/** build: `react-router build` then serve it; prebuilt: serve the existing build; dev: Vite with hot reload. */
export type WebMode = 'build' | 'prebuilt' | 'dev';

export interface WebApp {
  handle: RequestHandler;
  close(): Promise<void>;
}

/** Runs the production build of the web app (the same command as `npm run build`). */
export function buildWebApp(repositoryRoot: string, quiet: boolean, siteUrl?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const build = spawn(join(repositoryRoot, 'node_modules/.bin/react-router'), ['build'], {
      cwd: repositoryRoot,
      stdio: quiet ? 'ignore' : 'inherit',
      // The pages name the local stack's own origin (docs/decisions/040), so a link preview loads.
      env: siteUrl ? { ...process.env, [siteUrlBuildVariable]: siteUrl } : process.env,
    });
    build.on('error', reject);
    build.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`react-router build failed (exit code ${code})`)),
    );
  });
}

/**
 * Serves the build as CloudFront does: files of `build/client`, else the page renderer over
 * `build/server`; fails clearly when there is no build to serve.
 */
export async function staticWebApp(repositoryRoot: string): Promise<WebApp> {
  const root = join(repositoryRoot, 'build/client');
  const serverBuild = join(repositoryRoot, 'build/server/index.js');
  try {
    // The client build's last file (react-router.config.ts writes it once the build is done) and the renderer.
    await Promise.all([access(join(root, 'robots.txt')), access(serverBuild)]);
  } catch {
    throw new Error(`No web build at ${root} and ${serverBuild}: run \`npm run build\` first.`);
  }
  return {
    handle: createStaticSite(root, await createLocalPageRenderer(repositoryRoot)),
    close: async () => {},
  };
}

/**
 * Vite in middleware mode with React Router's dev server build, on our own HTTP server (so
 * the API, the uploads and the app share one origin, with hot reload over the same port).
 */
export async function viteDevWebApp(repositoryRoot: string, httpServer: Server): Promise<WebApp> {
  const [{ createServer }, { createRequestListener }] = await Promise.all([
    import('vite'),
    import('@react-router/node'),
  ]);
  const vite = await createServer({
    root: repositoryRoot,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: httpServer } },
  });
  const renderApp = createRequestListener({
    build: () => vite.ssrLoadModule('virtual:react-router/server-build') as never,
    mode: 'development',
  });
  return {
    handle: (request, response) => vite.middlewares(request, response, () => renderApp(request, response)),
    close: () => vite.close(),
  };
}
