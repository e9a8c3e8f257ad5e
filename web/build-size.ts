/**
 * `npm run size`: the gzipped JavaScript and CSS a browser loads first on each route, from
 * the build's React Router manifest (see initial-assets.ts). Exits non-zero when a public
 * route is over the budget (DESIGN.md: 130 KB gzipped). The dashboard's routes are listed
 * too, with no budget yet (issue 37 asks for one): figures for the decision records.
 */
import { initialAssetsByRoute, type RouteAssets } from './initial-assets.ts';

const budgetBytes = 130 * 1000;
const clientDir = process.argv[2] ?? 'build/client';
const routes = initialAssetsByRoute(clientDir);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** Prints one table of routes; answers how many are over `budget` (none without one). */
function printTable(title: string, rows: RouteAssets[], budget?: number): number {
  console.log(`${title}\n`);
  console.log(`${'route'.padEnd(52)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`);
  let over = 0;
  for (const row of rows) {
    const total = row.jsBytes + row.cssBytes;
    const flag = budget !== undefined && total > budget ? '  OVER BUDGET' : '';
    if (flag) over++;
    console.log(
      `${row.path.padEnd(52)}${kb(row.jsBytes).padStart(10)}${kb(row.cssBytes).padStart(10)}${kb(total).padStart(10)}${flag}`,
    );
  }
  return over;
}

const publicRoutes = routes.filter((row) => row.isPublic);
const over = printTable(
  `Initial JS + CSS per public route (gzipped), budget ${kb(budgetBytes)}`,
  publicRoutes,
  budgetBytes,
);
console.log('');
printTable(
  'Initial JS + CSS per dashboard route (gzipped; lazy chunks such as the editor not counted)',
  routes.filter((row) => !row.isPublic),
);
if (over > 0) {
  console.error(`\n${over} public route(s) over the ${kb(budgetBytes)} budget.`);
  process.exit(1);
}
console.log(`\nAll ${publicRoutes.length} public routes within budget.`);
