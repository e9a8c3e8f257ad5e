/**
 * `npm run size`: the gzipped JavaScript and CSS a visitor's browser loads first on each
 * public route (entry, the route chain's modules with their static imports, their CSS, and
 * the route manifest), read from the build's React Router manifest. Lazy chunks (Swiper,
 * the blog sanitizer) are not counted: they load later, only where used.
 * Exits non-zero when a route is over the budget (DESIGN.md: 130 KB gzipped).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const budgetBytes = 130 * 1000;
const clientDir = process.argv[2] ?? 'build/client';
const assetsDir = join(clientDir, 'assets');

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[]; css?: string[] };
  routes: Record<string, ManifestRoute>;
}

const manifestFile = readdirSync(assetsDir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error(`No React Router manifest in ${assetsDir}: run \`npm run build\` first.`);
const manifestSource = readFileSync(join(assetsDir, manifestFile), 'utf8');
const manifest = JSON.parse(
  manifestSource.slice(manifestSource.indexOf('{'), manifestSource.lastIndexOf('}') + 1),
) as Manifest;

const gzippedSizes = new Map<string, number>();
function gzippedSize(url: string): number {
  let size = gzippedSizes.get(url);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(clientDir, url)), { level: 9 }).length;
    gzippedSizes.set(url, size);
  }
  return size;
}

function routeChain(route: ManifestRoute): ManifestRoute[] {
  const parent = route.parentId ? manifest.routes[route.parentId] : undefined;
  return parent ? [...routeChain(parent), route] : [route];
}

function fullPath(route: ManifestRoute): string {
  const parts = routeChain(route)
    .map((r) => r.path)
    .filter((part): part is string => Boolean(part));
  return `/${parts.join('/')}`;
}

/** Pages are the leaves of the route tree (root and layouts only wrap them). */
const parentIds = new Set(Object.values(manifest.routes).map((route) => route.parentId));
const pages = Object.values(manifest.routes).filter(
  (route) =>
    !parentIds.has(route.id) &&
    !route.id.startsWith('routes/dashboard') &&
    !fullPath(route).startsWith('/dashboard'),
);

interface Row {
  path: string;
  js: number;
  css: number;
}
const rows: Row[] = pages.map((route) => {
  const js = new Set<string>([`/assets/${manifestFile}`, manifest.entry.module, ...manifest.entry.imports]);
  const css = new Set<string>(manifest.entry.css ?? []);
  for (const r of routeChain(route)) {
    js.add(r.module);
    for (const url of r.imports ?? []) js.add(url);
    for (const url of r.css ?? []) css.add(url);
  }
  const sum = (urls: Set<string>) => [...urls].reduce((total, url) => total + gzippedSize(url), 0);
  return { path: fullPath(route), js: sum(js), css: sum(css) };
});

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`Initial JS + CSS per public route (gzipped), budget ${kb(budgetBytes)}\n`);
console.log(`${'route'.padEnd(34)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`);
let over = 0;
for (const row of rows.sort((a, b) => a.path.localeCompare(b.path))) {
  const total = row.js + row.css;
  const flag = total > budgetBytes ? '  OVER BUDGET' : '';
  if (flag) over++;
  console.log(
    `${row.path.padEnd(34)}${kb(row.js).padStart(10)}${kb(row.css).padStart(10)}${kb(total).padStart(10)}${flag}`,
  );
}
if (over > 0) {
  console.error(`\n${over} route(s) over the ${kb(budgetBytes)} budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} public routes within budget.`);
