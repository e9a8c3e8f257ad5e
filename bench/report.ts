import { beaconConcurrency, beaconProbeLabel } from './api-load.ts';
import type { BudgetCheck } from './budgets.ts';
import type { CatalogueSizeResult } from './catalogue.ts';
import { dashboardRuns, dashboardTables } from './dashboard-timings.ts';
import { imageVariantsTable } from './image-variants.ts';
import { describeMachineLine } from './machine.ts';
import { navigationRunsPerStep, navigationTable } from './navigation-timings.ts';
import { type PageBytes, transferredBytes } from './page-bytes.ts';
import type { BenchResults } from './results.ts';
import { type SearchKeystrokes, searchKeystrokesTable, searchRuns } from './search-keystrokes.ts';
import { visitorTable } from './visitor-timings.ts';

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

/** The columns of a page's bytes, as `pageBytesCells` fills them. */
const pageBytesHeader = ['HTML gz', 'HTML', '.data gz', '.data', 'HTML gz + .data gz'];
const pageBytesCells = (bytes: PageBytes) => [
  kb(bytes.htmlGzipBytes),
  kb(bytes.htmlBytes),
  kb(bytes.dataGzipBytes),
  kb(bytes.dataBytes),
  kb(transferredBytes(bytes)),
];
/** How much more (or less) a page transfers than it did at `from`, e.g. `4.2%`. */
const bytesChange = (from: PageBytes, to: PageBytes) =>
  `${((transferredBytes(to) / transferredBytes(from) - 1) * 100).toFixed(1)}%`;

/** A Markdown table with aligned columns (as Biome formats Markdown). */
function table(header: string[], rows: (string | number)[][]): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(3, ...cells.map((row) => row[column].length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  return [line(cells[0]), line(widths.map((width) => '-'.repeat(width))), ...cells.slice(1).map(line)].join(
    '\n',
  );
}

/** The run as Markdown: readable in a terminal and pasted as is into docs/benchmarks.md. */
export function renderReport(results: BenchResults, checks: BudgetCheck[]): string {
  const { machine, lambdas } = results;
  const sections = [
    `Measured on: ${describeMachineLine(machine)}; ${results.quick ? 'quick run (no 20,000 size, no Lighthouse)' : 'full run'}, ${results.durationSeconds} s.`,
    ...webSections(results.web),
    ...apiSections(results.api),
    ...catalogueSections(results.catalogue ?? [], results.search),
  ];
  sections.push(
    '### Lambda bundles (esbuild as infra bundles them) and cold import (median of 5 fresh Node processes)',
    'page-renderer = functions/page-renderer.ts with the React Router server build (build/server).',
    table(
      ['function', 'bundle KB', 'cold import ms', 'heaviest modules (KB)'],
      lambdas.map((l) => [
        l.handler,
        kb(l.bytes),
        l.coldImportMs,
        l.heaviestModules.map((m) => `${m.module} ${kb(m.bytes)}`).join(', '),
      ]),
    ),
  );
  if ((results.images ?? []).length > 0) {
    sections.push(
      '### Image variants (bench/image-variants.ts, ADR 024)',
      imageVariantsTable(results.images ?? []),
    );
  }
  sections.push('### Budgets');
  const missed = checks.filter((check) => !check.pass);
  sections.push(`${checks.length - missed.length} of ${checks.length} budget checks met.`);
  if (missed.length > 0) {
    sections.push(
      table(
        ['missed budget', 'subject', 'limit', 'actual'],
        missed.map((c) => [c.budget, c.subject, c.limit, c.actual]),
      ),
    );
  }
  return `${sections.join('\n\n')}\n`;
}

/** The web build's initial bytes per route, Lighthouse's audits and what a phone visitor feels. */
function webSections(web: BenchResults['web']): string[] {
  const sections = [
    '### Web: initial JS and CSS (gzipped, KB), from build/client',
    table(
      ['route', 'JS', 'CSS', 'total'],
      web.initialAssets.map((r) => [r.path, kb(r.jsBytes), kb(r.cssBytes), kb(r.jsBytes + r.cssBytes)]),
    ),
  ];
  if (web.lighthouse.length > 0) {
    sections.push(
      '### Web: Lighthouse 13 (mobile, simulated throttling), local stack',
      'Each page audited several times; the figures are those of the run with the median performance score.',
      table(
        [
          'template',
          'page',
          'perf',
          'perf of each run',
          'a11y',
          'best pr.',
          'SEO',
          'FCP ms',
          'LCP ms',
          'TBT ms',
          'CLS',
        ],
        web.lighthouse.map((p) => [
          p.template,
          p.page,
          p.scores.performance,
          p.performanceRuns.join(', '),
          p.scores.accessibility,
          p.scores['best-practices'],
          p.scores.seo,
          p.fcpMs,
          p.lcpMs,
          p.tbtMs,
          p.cls,
        ]),
      ),
      [
        ...web.lighthouse
          .filter((p) => p.failedAudits.length > 0)
          .map((p) => `- ${p.page} failed audits: ${p.failedAudits.join('; ')}`),
        ...web.lighthouse
          .filter((p) => p.lcpElement)
          .map((p) => `- ${p.page} LCP element: ${p.lcpElement.replaceAll('|', '/')}`),
        ...web.lighthouse
          .filter((p) => p.layoutShifts?.length > 0)
          .map((p) => `- ${p.page} layout shifts: ${p.layoutShifts.join(', ')}`),
      ].join('\n'),
    );
  }
  if (web.visitor && web.visitor.length > 0) {
    sections.push(
      "### Web: what a phone visitor feels (Lighthouse's phone emulated in Chromium: CDP 150 ms, 1.6 Mbit/s, CPU 4x), median of 3",
      'The menu is tapped every 100 ms from when its button shows; "taps ignored for" is the time from the first tap to the one that opened it (docs/decisions/042).',
      visitorTable(web.visitor),
    );
  }
  if (web.navigation) {
    sections.push(
      `### Web: moving between pages on the same phone (issue 37), median of ${navigationRunsPerStep} visits`,
      'After the first page has hydrated and settled: "tap" is a touch (React Router prefetches on it), from the touch to the first frame painted with the next page\'s heading and its first picture on the screen; "hover" rests a mouse on the link for 300 ms, then clicks (what prefetch on intent gives), from the press; "no JS" is a full page load with JavaScript disabled, from the navigation\'s start to the next page\'s LCP. The budget is a tap\'s; hover rows are shown beside it, not checked.',
      navigationTable(web.navigation),
    );
  }
  if (web.dashboard) {
    sections.push(
      `### Web: the owner's dashboard on the same phone, signed in (issue 37), median of ${dashboardRuns} visits`,
      "\"hydrated and settled\" is a full load with the cache off, from the navigation's start to the first frame painted once the app has hydrated and the screen's heading is in with nothing loading; a tap (with the modules cached) from the touch on a header or list link to the next screen so painted; TBT and accessibility are Lighthouse's, run with the session cookie (the run with the median performance score); the list calls are the screens' first pages, one call at a time.",
      dashboardTables(web.dashboard),
    );
  }
  return sections;
}

/** The API under load and the `/marketplace` bytes and overview counts, by data size. */
function apiSections(api: BenchResults['api']): string[] {
  return [
    `### API and server-rendered pages on the local stack (autocannon, ${api.connections} connections, ${api.loadSeconds} s per route)`,
    '"page …" rows are pages the page renderer makes per request (no gzip asked); their DynamoDB requests are those of the render.',
    table(
      [
        'districts',
        'route',
        'one call ms',
        'req/s',
        'p50 ms',
        'p99 ms',
        'non-2xx',
        'DynamoDB req/call',
        'by command',
        'DynamoDB KB/call',
        'response KB',
      ],
      api.sizes.flatMap((size) =>
        size.routes.map((r) => [
          size.districts,
          r.route,
          r.singleCallMs,
          // autocannon reports no latency when no call finished within the run.
          r.requestsPerSecond === 0 ? `none in ${api.loadSeconds} s` : r.requestsPerSecond,
          r.requestsPerSecond === 0 ? '-' : r.latencyP50Ms,
          r.requestsPerSecond === 0 ? '-' : r.latencyP99Ms,
          r.non2xx + r.errors,
          r.dynamoDbRequestsPerCall,
          Object.entries(r.dynamoDbCommandsPerCall)
            .map(([command, count]) => `${command.replace(/Command$/, '')} ${count}`)
            .join(', '),
          kb(r.dynamoDbBytesPerCall),
          kb(r.responseBytes),
        ]),
      ),
    ),
    '### /marketplace bytes by data size (gzipped as served; KB)',
    'HTML = the document with its data inline (a first visit); .data = `/marketplace.data` (a client navigation). "before districts" = the same countries and states, measured before this size\'s new districts were written.',
    table(
      ['districts', 'countries', 'states', ...pageBytesHeader, 'before districts (districts then)', 'change'],
      api.sizes.map((s) => {
        const before = s.marketplaceBeforeDistricts;
        return [
          s.districts,
          s.countries,
          s.states,
          ...pageBytesCells(s.marketplace),
          before ? `${kb(transferredBytes(before))} (${before.districts})` : '-',
          before ? bytesChange(before, s.marketplace) : '-',
        ];
      }),
    ),
    '### Data sizes and the overview counts (GET /api/admin/dashboard-data)',
    table(
      [
        'districts',
        'states',
        'countries',
        'generated in s',
        'META/COUNTS GetItem',
        'Scan',
        'requests/call (with authorizer)',
      ],
      api.sizes.map((s) => [
        s.districts,
        s.states,
        s.countries,
        s.generateSeconds,
        s.overview.countsItemReads,
        s.overview.scans,
        s.overview.totalRequests,
      ]),
    ),
    ...visitBeaconSections(api),
  ];
}

/**
 * The catalogue's `/product` bytes, search index and dashboard list by catalogue size, and the
 * header search's keystrokes at the largest.
 */
function catalogueSections(catalogue: CatalogueSizeResult[], search: SearchKeystrokes | undefined): string[] {
  const sections: string[] = [];
  if (catalogue.length > 0) {
    const fewest = catalogue[0];
    sections.push(
      "### Catalogue: /product bytes, the search index and the dashboard's product list by catalogue size",
      "`/product` is its first page (gzipped as served; KB): HTML = the document with its data inline, .data = `/product.data`. The search index is `GET /api/products/search-index`, gzipped here at zlib's default level (the local stack does not compress API answers; CloudFront does).",
      table(
        [
          'products',
          'published',
          'generated in s',
          ...pageBytesHeader,
          'change',
          'search index entries',
          'index KB',
          'index gz KB',
        ],
        catalogue.map((size) => [
          size.products,
          size.published,
          size.generateSeconds,
          ...pageBytesCells(size.productsPage),
          size === fewest ? '-' : bytesChange(fewest.productsPage, size.productsPage),
          size.searchIndex.entries,
          kb(size.searchIndex.bytes),
          kb(size.searchIndex.gzipBytes),
        ]),
      ),
      "`GET /api/admin/products` signed in, called one at a time (median and slowest of the timed calls; DynamoDB requests, the authorizer's included, the mean of 3 calls).",
      table(
        [
          'products',
          'query',
          'median ms',
          'max ms',
          'each call ms',
          'items',
          'response KB',
          'DynamoDB req/call',
          'DynamoDB KB/call',
        ],
        catalogue.flatMap((size) =>
          size.adminList.map((list) => [
            size.products,
            list.query,
            list.medianMs,
            list.maxMs,
            list.runsMs.join(', '),
            list.items,
            kb(list.responseBytes),
            list.dynamoDbRequestsPerCall,
            kb(list.dynamoDbBytesPerCall),
          ]),
        ),
      ),
    );
  }
  if (search) {
    sections.push(
      `### Header search on Lighthouse's throttled phone (CPU 4x, 150 ms, 1.6 Mbit/s), ${catalogue.at(-1)?.products ?? '?'} products`,
      `On ${search.page}, ${searchRuns} visits: the search index ${search.indexFetched ? `was fetched on the first focus and in after ${search.indexLoadedMs} ms (median)` : '**was not fetched** on the first focus'}; then "${search.keystrokes.at(-1)?.text ?? ''}" typed a key at a time. Each key's median; of those the median ${search.medianMs} ms, the max ${search.maxMs} ms.`,
      searchKeystrokesTable(search),
    );
  }
  return sections;
}

/** The visit beacon's load run at each data size (issue 36): its percentiles and failures. */
function visitBeaconSections(api: BenchResults['api']): string[] {
  const rows = api.sizes.flatMap((size) =>
    size.routes
      .filter((r) => r.route === beaconProbeLabel)
      .map((r) => [
        size.districts,
        r.requestsPerSecond,
        r.latencyP50Ms,
        r.latencyP95Ms ?? '-',
        r.latencyP99Ms,
        r.non2xx,
        r.errors,
        r.dynamoDbRequestsPerCall,
      ]),
  );
  if (rows.length === 0) return [];
  return [
    `### Visit beacon (POST /api/visits) under ${beaconConcurrency} page views at once, ${api.loadSeconds} s per size`,
    "Each view from an address of its own with a browser's user agent, so each is counted; the page is the size's district page.",
    table(
      ['districts', 'views/s', 'p50 ms', 'p95 ms', 'p99 ms', 'non-2xx', 'errors', 'DynamoDB req/view'],
      rows,
    ),
  ];
}
