/**
 * `npm run size`: the gzipped JavaScript and CSS a browser loads first on each route, from
 * the build's React Router manifest (see initial-assets.ts). Exits non-zero when a public
 * route's JS + CSS is over its budget (DESIGN.md: 130 KB gzipped), or a dashboard route's JS
 * over its own (issue 37: 150 KB gzipped, the editor and other lazy parts not counted).
 */
import { dashboardInitialJsBudgetBytes, initialAssetsByRoute, type RouteAssets } from './initial-assets.ts';

const budgetBytes = 130 * 1000;
const clientDir = process.argv[2] ?? 'build/client';
const routes = initialAssetsByRoute(clientDir);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * Prints one table of routes; answers how many are over `budget` (none without one), counting
 * what `measured` says of a route (its JS + CSS, or its JS).
 */
function printTable(
  title: string,
  rows: RouteAssets[],
  budget: number,
  measured: (row: RouteAssets) => number,
): number {
  console.log(`${title}\n`);
  console.log(`${'route'.padEnd(52)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`);
  let over = 0;
  for (const row of rows) {
    const total = row.jsBytes + row.cssBytes;
    const flag = measured(row) > budget ? '  OVER BUDGET' : '';
    if (flag) over++;
    console.log(
      `${row.path.padEnd(52)}${kb(row.jsBytes).padStart(10)}${kb(row.cssBytes).padStart(10)}${kb(total).padStart(10)}${flag}`,
    );
  }
  return over;
}

const publicRoutes = routes.filter((row) => row.isPublic);
const dashboardRoutes = routes.filter((row) => !row.isPublic);
const publicOver = printTable(
  `Initial JS + CSS per public route (gzipped), budget ${kb(budgetBytes)} for JS + CSS`,
  publicRoutes,
  budgetBytes,
  (row) => row.jsBytes + row.cssBytes,
);
console.log('');
const dashboardOver = printTable(
  `Initial JS + CSS per dashboard route (gzipped; lazy chunks such as the editor not counted), budget ${kb(dashboardInitialJsBudgetBytes)} for JS`,
  dashboardRoutes,
  dashboardInitialJsBudgetBytes,
  (row) => row.jsBytes,
);
if (publicOver > 0) console.error(`\n${publicOver} public route(s) over the ${kb(budgetBytes)} budget.`);
if (dashboardOver > 0)
  console.error(
    `\n${dashboardOver} dashboard route(s) over the ${kb(dashboardInitialJsBudgetBytes)} JS budget.`,
  );
if (publicOver + dashboardOver > 0) process.exit(1);
console.log(
  `\nAll ${publicRoutes.length} public and ${dashboardRoutes.length} dashboard routes within budget.`,
);
