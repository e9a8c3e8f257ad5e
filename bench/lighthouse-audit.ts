import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromiumFlags } from '../local/chromium.ts';
import { repositoryRoot } from '../local/stack.ts';
import type { BlogSummary, Country, DistrictDetail, Page, StateDetail } from '../shared/api-types.ts';
import { blogPostPath } from '../shared/site-urls.ts';
import { type AuditedPage, getJson } from './public-site.ts';

const run = promisify(execFile);

/**
 * The pages audited (Lighthouse and the visitor timings), the one list: one of each public
 * template, all rendered per request (docs/decisions/063): home, About, dog breeds, contact
 * (the owner's site settings, issue 34), the catalogue's list, a product, a category's two
 * listings, blog list and post, marketplace, a state's page, a district's page. The database's pages are found through the public API, as a visitor's
 * links would be: the first product and its category (bench/catalogue.ts), the newest
 * post's slug, and the `path` the API gives the first state of the hierarchy and that
 * state's first district.
 */
export async function resolveAuditedPages(baseUrl: string): Promise<AuditedPage[]> {
  const { resolveCataloguePages } = await import('./catalogue.ts');
  const catalogue = await resolveCataloguePages(baseUrl);
  const blogs = await getJson<BlogSummary[] | Page<BlogSummary>>(baseUrl, '/api/blogs?limit=1');
  const post = (Array.isArray(blogs) ? blogs : blogs.items)[0];
  const [country] = await getJson<Country[]>(baseUrl, '/countries/hierarchy');
  const stateId = country?.states[0]?._id;
  if (!post || !stateId) throw new Error('Lighthouse needs a blog post and a state with districts');
  const state = await getJson<StateDetail>(baseUrl, `/states/${stateId}`);
  const districtId = state.districts[0]?._id;
  if (!districtId) throw new Error(`state ${stateId} has no district to audit`);
  const district = await getJson<DistrictDetail>(baseUrl, `/api/districts/${districtId}`);
  return [
    { template: 'home', path: '/' },
    ...catalogue.listings,
    catalogue.product,
    { template: 'blog list', path: '/blog' },
    { template: 'blog post', path: blogPostPath(post.slug) },
    { template: 'marketplace', path: '/marketplace' },
    { template: 'state (districts)', path: state.path },
    { template: 'district', path: district.path },
    { template: 'about', path: '/about' },
    { template: 'dog breeds', path: '/dogbreed' },
    { template: 'contact', path: '/contact' },
  ];
}

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type LighthouseCategory = (typeof lighthouseCategories)[number];

/** One Lighthouse run of one page. */
export interface LighthouseRun {
  page: string;
  template: string;
  /** 0-100 per category. */
  scores: Record<LighthouseCategory, number>;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The element Lighthouse took as the largest contentful paint (its label or selector, and its tag). */
  lcpElement: string;
  /** The elements that shifted, with their share of the CLS. */
  layoutShifts: string[];
  /** Audits of categories below 100 that did not pass, with their first items, to say why a score is missed. */
  failedAudits: string[];
}

/** A page's figures: its median run, and the performance score of every run. */
export interface LighthouseResult extends LighthouseRun {
  performanceRuns: number[];
}

/**
 * Runs per page. Lighthouse's performance score moves by several points between runs on a
 * busy machine (its docs advise taking the median of several runs), and one run decided
 * the budget check before.
 */
export const runsPerPage = 3;

/** The run with the median performance score (its other figures come from the same run). */
export function medianRun(runs: LighthouseRun[]): LighthouseResult {
  const byPerformance = [...runs].sort((a, b) => a.scores.performance - b.scores.performance);
  return {
    ...byPerformance[Math.floor(byPerformance.length / 2)],
    performanceRuns: runs.map((run) => run.scores.performance),
  };
}

/** Debian's Chromium, headless, with the project's flags (TOOLING.md). */
const chromeFlags = ['--headless=new', ...chromiumFlags].join(' ');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

interface LighthouseJson {
  categories: Record<
    LighthouseCategory,
    { score: number | null; auditRefs: { id: string; weight: number }[] }
  >;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      title: string;
      scoreDisplayMode: string;
      details?: { items?: AuditItem[] } & Record<string, unknown>;
    }
  >;
}
interface AuditItem {
  url?: string;
  text?: string;
  score?: number;
  sourceLocation?: { url?: string };
  node?: { selector?: string };
}
interface AuditNode {
  type: 'node';
  selector?: string;
  nodeLabel?: string;
  snippet?: string;
}

/** The first DOM node an audit's details name (Lighthouse 13 nests them differently per audit). */
function firstNode(details: unknown): AuditNode | undefined {
  if (Array.isArray(details)) {
    for (const item of details) {
      const node = firstNode(item);
      if (node) return node;
    }
  } else if (details && typeof details === 'object') {
    if ((details as { type?: string }).type === 'node') return details as AuditNode;
    for (const value of Object.values(details)) {
      const node = firstNode(value);
      if (node) return node;
    }
  }
  return undefined;
}

const describeNode = (node: AuditNode | undefined): string => {
  if (!node) return '';
  const tag = node.snippet?.match(/^<[a-z0-9-]+[^>]{0,120}/i)?.[0] ?? '';
  return `${(node.nodeLabel ?? node.selector ?? '').replace(/\s+/g, ' ').slice(0, 60)}${tag ? ` (${tag}…)` : ''}`;
};

/** What an audit's item points at: a URL, a link's text or an element. */
const describeItem = (item: AuditItem): string | undefined =>
  item.url ?? item.sourceLocation?.url ?? item.node?.selector ?? item.text;

/**
 * One Lighthouse CLI run per page (mobile form factor and simulated throttling, its
 * defaults), in a child process so its work does not stall the server in this process.
 * `headers` go with every request of the page: the dashboard's session cookie (bench/dashboard-timings.ts).
 */
export async function auditPage(
  baseUrl: string,
  { template, path: page }: AuditedPage,
  { headers }: { headers?: Record<string, string> } = {},
): Promise<LighthouseRun> {
  const outputDir = await mkdtemp(join(tmpdir(), 'pawcraft-lighthouse-'));
  try {
    const reportFile = join(outputDir, 'report.json');
    await run(
      join(repositoryRoot, 'node_modules/.bin/lighthouse'),
      [
        new URL(page, baseUrl).href,
        `--chrome-flags=${chromeFlags}`,
        `--only-categories=${lighthouseCategories.join(',')}`,
        '--output=json',
        `--output-path=${reportFile}`,
        '--quiet',
        ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
      ],
      { env: { ...process.env, CHROME_PATH: chromePath }, maxBuffer: 16 * 1024 * 1024 },
    );
    const report = JSON.parse(await readFile(reportFile, 'utf8')) as LighthouseJson;
    const scores = Object.fromEntries(
      lighthouseCategories.map((category) => [
        category,
        Math.round((report.categories[category].score ?? 0) * 100),
      ]),
    ) as Record<LighthouseCategory, number>;
    const failedAudits = lighthouseCategories.flatMap((category) =>
      scores[category] === 100
        ? []
        : report.categories[category].auditRefs
            .filter(({ id, weight }) => {
              const audit = report.audits[id];
              return weight > 0 && audit.scoreDisplayMode !== 'notApplicable' && (audit.score ?? 1) < 0.9;
            })
            .map(({ id }) => {
              const items = (report.audits[id].details?.items ?? [])
                .map(describeItem)
                .filter((text): text is string => Boolean(text))
                .map((text) => text.replace(baseUrl, ''));
              const shown = items.length > 0 ? `: ${items.slice(0, 4).join(', ')}` : '';
              return `${category}: ${id}${shown}`;
            }),
    );
    const lcpDetails = (
      report.audits['lcp-breakdown-insight'] ?? report.audits['largest-contentful-paint-element']
    )?.details;
    const layoutShifts = (report.audits['layout-shifts']?.details?.items ?? []).map(
      (item) => `${item.node?.selector ?? '?'} ${Math.round((item.score ?? 0) * 1000) / 1000}`,
    );
    const metric = (id: string) => Math.round((report.audits[id].numericValue ?? 0) * 1000) / 1000;
    return {
      page,
      template,
      scores,
      fcpMs: Math.round(metric('first-contentful-paint')),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: metric('cumulative-layout-shift'),
      lcpElement: describeNode(firstNode(lcpDetails)),
      layoutShifts,
      failedAudits,
    };
  } finally {
    await rm(outputDir, { recursive: true, force: true });
  }
}
