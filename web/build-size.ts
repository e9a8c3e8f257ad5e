/**
 * `npm run size`: the gzipped JavaScript and CSS a visitor's browser loads first on each
 * public route, from the build's React Router manifest (see initial-assets.ts).
 * Exits non-zero when a route is over the budget (DESIGN.md: 130 KB gzipped).
 */
import { initialAssetsByRoute } from './initial-assets.ts';

const budgetBytes = 130 * 1000;
const clientDir = process.argv[2] ?? 'build/client';
const rows = initialAssetsByRoute(clientDir).filter((row) => row.isPublic);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
console.log(`Initial JS + CSS per public route (gzipped), budget ${kb(budgetBytes)}\n`);
console.log(`${'route'.padEnd(34)}${'JS'.padStart(10)}${'CSS'.padStart(10)}${'total'.padStart(10)}`);
let over = 0;
for (const row of rows) {
  const total = row.jsBytes + row.cssBytes;
  const flag = total > budgetBytes ? '  OVER BUDGET' : '';
  if (flag) over++;
  console.log(
    `${row.path.padEnd(34)}${kb(row.jsBytes).padStart(10)}${kb(row.cssBytes).padStart(10)}${kb(total).padStart(10)}${flag}`,
  );
}
if (over > 0) {
  console.error(`\n${over} route(s) over the ${kb(budgetBytes)} budget.`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} public routes within budget.`);
