/**
 * `npm run bench [-- --quick] [-- --check]`: the web build's initial assets, Lighthouse on
 * the local stack, a phone visitor's first visit and moves between pages, the API and the server-rendered pages under load at three data sizes
 * with their DynamoDB requests per call, `/marketplace`'s bytes at each size, the catalogue
 * at 28 and 1,000 products (`/product`'s bytes, the dashboard's list, the header search), and the
 * Lambda bundles (the page renderer's included). Writes bench/results/latest.json and .md (latest-quick.* for
 * a quick run, so it does not replace the last full results) and prints the
 * tables. `--check` exits 1 when a budget of DESIGN.md is missed; `--quick` skips the
 * 20,000-district size, Lighthouse, the phone timings and the dashboard's.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repositoryRoot } from '../local/stack.ts';
import { startThrowawayStack } from '../local/throwaway-stack.ts';
import { buildWebApp } from '../local/web-app.ts';
import type { BlogSummary, DistrictDetail, Page, StateDetail } from '../shared/api-types.ts';
import { blogPostPath, marketplacePath } from '../shared/site-urls.ts';
import { initialAssetsByRoute } from '../web/initial-assets.ts';
import {
  type ApiProbe,
  beaconProbe,
  countDynamoDbRequests,
  countedCalls,
  loadConnections,
  loadSeconds,
  measureApiRoute,
} from './api-load.ts';
import { checkBudgets } from './budgets.ts';
import {
  type CatalogueSizeResult,
  givePhonePhotos,
  measureCatalogueSize,
  productTargets,
  resolveCataloguePages,
} from './catalogue.ts';
import {
  adminCookieHeader,
  type DashboardTimings,
  measureDashboardTimings,
  seedDashboard,
} from './dashboard-timings.ts';
import type { DynamoDbRequestLog } from './dynamodb-requests.ts';
import { createPhotoBlogs, measureImageVariants } from './image-variants.ts';
import { measureLambdaBundles } from './lambda-bundles.ts';
import { auditPage, medianRun, resolveAuditedPages, runsPerPage } from './lighthouse-audit.ts';
import { describeMachine, finishMachine } from './machine.ts';
import { measureNavigationTimings, type NavigationTimings } from './navigation-timings.ts';
import { measurePageBytes, type PageBytes } from './page-bytes.ts';
import { type AuditedPage, getJson } from './public-site.ts';
import { renderReport } from './report.ts';
import type { BenchResults, DataSizeResult, OverviewCost } from './results.ts';
import { measureSearchKeystrokes } from './search-keystrokes.ts';
import { publishSitePhotos } from './site-photos.ts';
import { measureVisitorTimings, type VisitorResult } from './visitor-timings.ts';

const quick = process.argv.includes('--quick');
const check = process.argv.includes('--check');
const districtTargets = quick ? [10, 1_000] : [10, 1_000, 20_000];
const benchAdmin = { email: 'bench@pawcraft.test', password: 'bench password, not secret' };
const resultsDir = join(repositoryRoot, 'bench/results');
const resultsName = quick ? 'latest-quick' : 'latest';
const clientDir = join(repositoryRoot, 'build/client');

const progress = (line: string) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);
const seconds = (startMs: number) => Math.round((performance.now() - startMs) / 100) / 10;

async function measureOverview(
  baseUrl: string,
  requestLog: DynamoDbRequestLog,
  cookieHeader: string,
): Promise<OverviewCost> {
  const probe: ApiProbe = {
    label: 'GET /api/admin/dashboard-data',
    method: 'GET',
    path: '/api/admin/dashboard-data',
  };
  const { requests } = await countDynamoDbRequests(baseUrl, probe, requestLog, { cookie: cookieHeader });
  const isCountsItem = (input: Record<string, unknown>) => {
    const key = input.Key as Record<string, { S?: string }> | undefined;
    return key?.PK?.S === 'META' && key?.SK?.S === 'COUNTS';
  };
  const perCall = (count: number) => Math.round((count / countedCalls) * 100) / 100;
  return {
    countsItemReads: perCall(
      requests.filter((r) => r.command === 'GetItemCommand' && isCountsItem(r.input)).length,
    ),
    scans: perCall(requests.filter((r) => r.command === 'ScanCommand').length),
    totalRequests: perCall(requests.length),
  };
}

/**
 * The client build's last file and the page renderer's server build, as the local stack checks
 * (every page is rendered since docs/decisions/063).
 */
const hasWebBuild = () =>
  existsSync(join(clientDir, 'robots.txt')) && existsSync(join(repositoryRoot, 'build/server/index.js'));

/** Paths of the pages the load runs render at every size, found through the public API. */
async function pagePaths(baseUrl: string, stateId: string) {
  const blogs = await getJson<BlogSummary[] | Page<BlogSummary>>(baseUrl, '/api/blogs?limit=1');
  const post = (Array.isArray(blogs) ? blogs : blogs.items)[0];
  const state = await getJson<StateDetail>(baseUrl, `/states/${stateId}`);
  const districtId = state.districts[0]?._id;
  if (!post || !districtId) throw new Error('the bench data has no blog post or no district');
  const district = await getJson<DistrictDetail>(baseUrl, `/api/districts/${districtId}`);
  return { post: blogPostPath(post.slug), state: state.path, districtId, district: district.path };
}

/**
 * Other work on this machine may rerun `npm run build`, which empties build/client for a
 * few seconds while the stack serves it: wait for a complete build, and audit again once
 * if the page failed to load meanwhile.
 */
async function auditPageOnSteadyBuild(baseUrl: string, page: AuditedPage) {
  for (let attempt = 1; ; attempt++) {
    for (let waited = 0; !hasWebBuild(); waited++) {
      if (waited === 120) throw new Error('build/client stayed incomplete for 2 minutes');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    try {
      return await auditPage(baseUrl, page);
    } catch (error) {
      if (attempt === 2) throw error;
      progress(
        `Lighthouse ${page.path} failed (${(error as Error).message.split('\n')[1] ?? ''}); trying again`,
      );
      await new Promise((resolve) => setTimeout(resolve, 5000));
    }
  }
}

async function main(): Promise<number> {
  const started = performance.now();
  const machine = describeMachine();
  if (!hasWebBuild()) {
    progress('no web build: running the production build');
    await buildWebApp(repositoryRoot, false);
  }
  const initialAssets = initialAssetsByRoute(clientDir);

  progress('bundling the Lambda functions and timing cold imports');
  const lambdas = await measureLambdaBundles();

  progress('starting the local stack');
  // Without the publishing timer: its SCHEDULE reads each second would count as the routes' requests.
  const stack = await startThrowawayStack({
    purpose: 'bench',
    admin: benchAdmin,
    seed: false,
    publishingTimer: false,
  });
  try {
    // Imported once the stack has set the handlers' environment, as the stack imports them.
    const [{ recordDynamoDbRequests }, sampleData] = await Promise.all([
      import('./dynamodb-requests.ts'),
      import('./sample-data.ts'),
    ]);
    // Every DynamoDB client of this process: the handlers' shared one and the page renderer's.
    const requestLog = recordDynamoDbRequests();
    const cookieHeader = await adminCookieHeader(stack.url, benchAdmin);

    const smallStart = performance.now();
    let totals = await sampleData.createSmallLocations();
    // Lighthouse audits the blog with phone photos as covers, and the home and About pages with
    // the owner's phone photos, whose variants the stack's variant function makes (the
    // originals are private, ADR 024); the quick run, which audits nothing, keeps the fast
    // small PNGs and the site's drawings.
    if (quick) await sampleData.createBlogs(6);
    else {
      progress('writing 6 blogs with 12 MP phone photos as covers (their variants made by the stack)');
      await createPhotoBlogs(6);
      progress("12 MP phone photos for the home page's first banner and the About page's first section");
      await publishSitePhotos(stack.url, benchAdmin);
    }
    let generateSeconds = seconds(smallStart);

    // The catalogue: the migration's 28 products, then 1,000. The products the audits open get
    // 12 MP phone photos before the first figures, so `/product`'s first page is the same at both sizes.
    const { specProducts } = await import('../functions/lib/data/spec-catalogue.ts');
    const catalogue: CatalogueSizeResult[] = [];
    let products = specProducts.length;
    for (const target of productTargets) {
      let productsSeconds = 0;
      if (products < target) {
        progress(`writing products up to ${target}`);
        const growStart = performance.now();
        await sampleData.growProducts(products, target);
        products = target;
        productsSeconds = seconds(growStart);
      }
      if (!quick) {
        progress(`${products} products: 12 MP phone photos for the products the audits open`);
        const changed = await givePhonePhotos(stack.url, await resolveCataloguePages(stack.url));
        progress(`${changed} products given 12 MP photos`);
      }
      progress(`${products} products: /product bytes, search index, dashboard list`);
      const size = await measureCatalogueSize(stack.url, requestLog, cookieHeader, {
        products,
        generateSeconds: productsSeconds,
      });
      // The first size is the migration's: all of the spec's products, all published.
      if (catalogue.length === 0 && size.published !== products)
        throw new Error(`the migration published ${size.published} products, not the spec's ${products}`);
      catalogue.push(size);
    }
    progress(`${products} products: header search keystrokes on a throttled phone`);
    const search = await measureSearchKeystrokes(stack.url);

    const lighthouse = [];
    const visitor: VisitorResult[] = [];
    let navigation: NavigationTimings | undefined;
    const audited = await resolveAuditedPages(stack.url);
    if (!quick) {
      visitor.push(...(await measureVisitorTimings(stack.url, audited, progress)));
      // A post page on a dense phone (issue 21): its LCP image within the budget at 2.625x.
      const post = audited.filter((page) => page.template === 'blog post');
      visitor.push(...(await measureVisitorTimings(stack.url, post, progress, 2.625)));
      // Moving between pages (issue 37), on the same 1,000 products and photo covers.
      navigation = await measureNavigationTimings(stack.url, progress);
      for (const page of audited) {
        const runs = [];
        for (let run = 1; run <= runsPerPage; run++) {
          progress(`Lighthouse ${page.path} (run ${run} of ${runsPerPage})`);
          runs.push(await auditPageOnSteadyBuild(stack.url, page));
        }
        lighthouse.push(medianRun(runs));
      }
    }

    const sizes: DataSizeResult[] = [];
    for (const target of districtTargets) {
      let marketplaceBeforeDistricts: (PageBytes & { districts: number }) | undefined;
      if (totals.districts < target) {
        progress(`generating locations up to ${target} districts`);
        const growStart = performance.now();
        totals = await sampleData.growLocations(totals, target, async (places) => {
          progress(`${places.countries} countries and ${places.states} states written: /marketplace bytes`);
          const bytes = await measurePageBytes(stack.url, marketplacePath);
          marketplaceBeforeDistricts = { ...bytes, districts: places.districts };
        });
        generateSeconds = seconds(growStart);
      }
      progress(`${totals.districts} districts: /marketplace bytes`);
      const marketplace = await measurePageBytes(stack.url, marketplacePath);
      const pages = await pagePaths(stack.url, totals.lastStateId);
      const probes: ApiProbe[] = [
        { label: 'GET /countries/hierarchy', method: 'GET', path: '/countries/hierarchy' },
        { label: 'GET /api/blogs', method: 'GET', path: '/api/blogs' },
        { label: 'GET /states/{id}', method: 'GET', path: `/states/${totals.lastStateId}` },
        { label: 'GET /api/districts/{id}', method: 'GET', path: `/api/districts/${pages.districtId}` },
        {
          label: 'POST /api/cnt/contact',
          method: 'POST',
          path: '/api/cnt/contact',
          body: { name: 'Bench', contact: '9876543210', email: 'bench@example.com', message: 'Load test.' },
          asManyVisitors: true,
        },
        // Server-rendered pages (the page renderer, as CloudFront's origin would call it, uncached).
        { label: 'page /marketplace', method: 'GET', path: marketplacePath },
        { label: 'page state (districts)', method: 'GET', path: pages.state },
        { label: 'page district', method: 'GET', path: pages.district },
        { label: 'page blog post', method: 'GET', path: pages.post },
        // Issue 36: the visit beacon of page views of the district page, 200 at once.
        beaconProbe(pages.district),
      ];
      const routes = [];
      for (const probe of probes) {
        progress(`${totals.districts} districts: ${probe.label}`);
        routes.push(await measureApiRoute(stack.url, probe, requestLog));
      }
      sizes.push({
        countries: totals.countries,
        states: totals.states,
        districts: totals.districts,
        generateSeconds,
        routes,
        overview: await measureOverview(stack.url, requestLog, cookieHeader),
        marketplace,
        marketplaceBeforeDistricts,
      });
    }

    const images = quick ? [] : await measureImageVariants(progress);

    // The owner's dashboard (issue 37) last: its 200 posts and 5,000 enquiries would change
    // what the figures above read (`GET /api/blogs`, the blog pages).
    let dashboard: DashboardTimings | undefined;
    if (!quick) {
      const data = await seedDashboard(progress);
      dashboard = await measureDashboardTimings(stack.url, benchAdmin, requestLog, { progress, data });
    }

    const results: BenchResults = {
      machine: finishMachine(machine),
      quick,
      durationSeconds: Math.round(seconds(started)),
      web: { initialAssets, auditedPages: audited, lighthouse, visitor, navigation, dashboard },
      api: { loadSeconds, connections: loadConnections, sizes },
      catalogue,
      search,
      lambdas,
      images,
    };
    const checks = checkBudgets(results);
    const report = renderReport(results, checks);
    await mkdir(resultsDir, { recursive: true });
    await writeFile(
      join(resultsDir, `${resultsName}.json`),
      `${JSON.stringify({ ...results, budgets: checks }, null, 2)}\n`,
    );
    await writeFile(join(resultsDir, `${resultsName}.md`), report);
    // Committed files: leave them as the project's formatter would, so `npm run lint` stays clean.
    await promisify(execFile)(join(repositoryRoot, 'node_modules/.bin/biome'), [
      'format',
      '--write',
      resultsDir,
    ]);
    console.log(report);
    const missed = checks.filter((c) => !c.pass).length;
    if (check && missed > 0) {
      console.error(`${missed} budget check(s) missed.`);
      return 1;
    }
    return 0;
  } finally {
    await stack.dispose();
  }
}

process.exitCode = await main();
