import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { stylesheetFile } from '../shared/inline-stylesheets.ts';
import { isDashboardPath } from '../shared/site-urls.ts';

/**
 * The gzipped JavaScript and CSS a browser loads first on each page of the build: the
 * entry, the route chain's modules with their static imports and CSS, read from React
 * Router's manifest. Lazy chunks (Swiper, Quill) load later and are not counted. Nor is the
 * manifest file: with lazy route discovery (React Router's default with `ssr: true`) a page
 * carries its part of the manifest inline and never loads the file (issue 21);
 * tests/web/first-paint-build.test.ts checks that what is counted here is exactly what each
 * public page with a fixed path preloads. Used by `npm run size` (web/build-size.ts) and `npm run bench`.
 */
/**
 * Each dashboard screen's JavaScript on its first load, gzipped (issue 37: the owner runs the
 * business from a phone): the rich-text editor, the dialogs' forms, the preview and the photo
 * upload load later and are not counted. `npm run size` fails above it, and so does the bench's
 * check (bench/budgets.ts) and tests/web/dashboard-initial-js.test.ts.
 */
export const dashboardInitialJsBudgetBytes = 150_000;

export interface RouteAssets {
  path: string;
  /** False for the dashboard's pages. */
  isPublic: boolean;
  jsBytes: number;
  cssBytes: number;
}

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

/** The JS and CSS URLs each page of the build loads first, by route path (leaves of the route tree). */
export function initialAssetUrlsByRoute(
  clientDir: string,
): { path: string; js: Set<string>; css: Set<string> }[] {
  const assetsDir = join(clientDir, 'assets');
  const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
  if (!manifestFile)
    throw new Error(`No React Router manifest in ${assetsDir}: run \`npm run build\` first.`);
  const source = readFileSync(join(assetsDir, manifestFile), 'utf8');
  const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest;

  const chain = (route: ManifestRoute): ManifestRoute[] => {
    const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
    return parent ? [...chain(parent), route] : [route];
  };
  const fullPath = (route: ManifestRoute) =>
    `/${chain(route)
      .map((r) => r.path)
      .filter(Boolean)
      .join('/')}`;

  // Pages are the leaves of the route tree (the root and layouts only wrap them).
  const parentIds = new Set(Object.values(manifest.routes).map((route) => route.parentId));
  return Object.values(manifest.routes)
    .filter((route) => !parentIds.has(route.id))
    .map((route) => {
      const js = new Set([manifest.entry.module, ...manifest.entry.imports]);
      const css = new Set(manifest.entry.css ?? []);
      for (const r of chain(route)) {
        js.add(r.module);
        for (const url of r.imports ?? []) js.add(url);
        for (const url of r.css ?? []) css.add(stylesheetFile(url));
      }
      return { path: fullPath(route), js, css };
    });
}

export function initialAssetsByRoute(clientDir: string): RouteAssets[] {
  const gzipped = new Map<string, number>();
  const gzippedSize = (url: string) => {
    let size = gzipped.get(url);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
      gzipped.set(url, size);
    }
    return size;
  };
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzippedSize(url), 0);
  return initialAssetUrlsByRoute(clientDir)
    .map(({ path, js, css }) => ({
      path,
      isPublic: !isDashboardPath(path),
      jsBytes: sum(js),
      cssBytes: sum(css),
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}
