import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { productListPath } from '../shared/site-pages.ts';

/** The outcome of one smoke check. */
export interface SmokeResult {
  name: string;
  passed: boolean;
  detail: string;
}

interface SmokeCheck {
  name: string;
  path: string;
  /** Returns what is wrong with the response, or undefined when it is right. */
  verify: (response: Response, body: string) => string | undefined;
}

const expectStatus = (response: Response, ...statuses: number[]) =>
  statuses.includes(response.status)
    ? undefined
    : `status ${response.status}, wanted ${statuses.join(' or ')}`;

const isHtml = (response: Response, body: string) =>
  expectStatus(response, 200) ??
  (response.headers.get('content-type')?.includes('text/html') && /<html/i.test(body)
    ? undefined
    : `not HTML (${response.headers.get('content-type')})`);

const isJsonArray = (response: Response, body: string) => {
  const wrongStatus = expectStatus(response, 200);
  if (wrongStatus) return wrongStatus;
  try {
    return Array.isArray(JSON.parse(body)) ? undefined : 'JSON but not an array';
  } catch {
    return `not JSON: ${body.slice(0, 80)}`;
  }
};

/** Read-only checks: nothing here writes, so it may run against any stage, prod included. */
const checks: SmokeCheck[] = [
  { name: 'home page', path: '/', verify: isHtml },
  { name: 'product list (server-rendered)', path: productListPath, verify: isHtml },
  // The spec's URL of the first product: a 301 to its readable URL, which fetch follows.
  { name: 'product page', path: '/product/1', verify: isHtml },
  // Not a file in the site bucket: the page renderer answers (docs/decisions/021).
  { name: 'blog list (server-rendered)', path: '/blog', verify: isHtml },
  {
    name: 'unknown page is a 404 page',
    path: '/no-such-page-smoke',
    verify: (response, body) =>
      expectStatus(response, 404) ?? (/<html/i.test(body) ? undefined : 'the 404 is not an HTML page'),
  },
  { name: 'locations (public API)', path: '/countries/hierarchy', verify: isJsonArray },
  { name: 'blogs (public API)', path: '/api/blogs', verify: isJsonArray },
  {
    name: 'sitemap',
    path: '/sitemap.xml',
    verify: (response, body) =>
      expectStatus(response, 200) ?? (body.includes('<urlset') ? undefined : 'no <urlset> in the body'),
  },
  {
    name: 'dashboard data refused without a session',
    path: '/api/admin/dashboard-data',
    verify: (response) => expectStatus(response, 401, 403),
  },
  {
    name: 'contact messages refused without a session',
    path: '/api/cnt/contact',
    verify: (response) => expectStatus(response, 401, 403),
  },
];

async function runCheck(siteUrl: string, check: SmokeCheck): Promise<SmokeResult> {
  const url = new URL(check.path, siteUrl);
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    const problem = check.verify(response, await response.text());
    return {
      name: check.name,
      passed: !problem,
      detail: `GET ${url.pathname} -> ${problem ?? response.status}`,
    };
  } catch (error) {
    return {
      name: check.name,
      passed: false,
      detail: `GET ${url.pathname} failed: ${(error as Error).message}`,
    };
  }
}

/** Runs every smoke check against a deployed (or local) site, e.g. `https://d123.cloudfront.net`. */
export async function runSmoke(siteUrl: string): Promise<SmokeResult[]> {
  return Promise.all(checks.map((check) => runCheck(siteUrl, check)));
}

// `npm run smoke -- --url <site URL>`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { url: { type: 'string' } } });
  if (!values.url) {
    console.error('usage: npm run smoke -- --url <site URL>');
    process.exit(2);
  }
  const results = await runSmoke(values.url);
  for (const result of results)
    console.log(`${result.passed ? 'ok  ' : 'FAIL'} ${result.name}: ${result.detail}`);
  const failed = results.filter((r) => !r.passed).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}
