import { lighthouseCategories } from './lighthouse-audit.ts';
import type { BenchResults } from './results.ts';

/** DESIGN.md "Performance budgets". Sizes in bytes, KB = 1,000 bytes as `npm run size` counts. */
export const budgets = {
  publicInitialJsBytes: 130_000,
  lighthouseMinimum: { performance: 95, accessibility: 95, 'best-practices': 100, seo: 100 },
  lambdaBundleBytes: 300_000,
  /** DynamoDB returns at most 1 MB per Query page. */
  dynamoDbPageBytes: 1024 * 1024,
} as const;

export interface BudgetCheck {
  budget: string;
  subject: string;
  limit: string;
  actual: string;
  pass: boolean;
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

export function checkBudgets(results: BenchResults): BudgetCheck[] {
  const checks: BudgetCheck[] = [];
  for (const route of results.web.initialAssets.filter((r) => r.isPublic)) {
    checks.push({
      budget: 'public initial JS (gzip)',
      subject: route.path,
      limit: `<= ${kb(budgets.publicInitialJsBytes)}`,
      actual: kb(route.jsBytes),
      pass: route.jsBytes <= budgets.publicInitialJsBytes,
    });
  }
  for (const page of results.web.lighthouse) {
    for (const category of lighthouseCategories) {
      const minimum = budgets.lighthouseMinimum[category];
      checks.push({
        budget: `Lighthouse ${category}`,
        subject: page.page,
        limit: `>= ${minimum}`,
        actual: String(page.scores[category]),
        pass: page.scores[category] >= minimum,
      });
    }
  }
  for (const bundle of results.lambdas) {
    checks.push({
      budget: 'Lambda bundle',
      subject: bundle.handler,
      limit: `<= ${kb(budgets.lambdaBundleBytes)}`,
      actual: kb(bundle.bytes),
      pass: bundle.bytes <= budgets.lambdaBundleBytes,
    });
  }
  for (const size of results.api.sizes) {
    const hierarchy = size.routes.find((route) => route.route === 'GET /countries/hierarchy');
    if (hierarchy) {
      // Only DynamoDB's own 1 MB pages may split the read: one request per (started) MB it returned.
      const allowed = Math.max(1, Math.ceil(hierarchy.dynamoDbBytesPerCall / budgets.dynamoDbPageBytes));
      checks.push({
        budget: 'hierarchy: 1 request per MB',
        subject: `${size.districts} districts`,
        limit: `<= ${allowed} (${(hierarchy.dynamoDbBytesPerCall / 1024 ** 2).toFixed(2)} MB read)`,
        actual: String(hierarchy.dynamoDbRequestsPerCall),
        pass: hierarchy.dynamoDbRequestsPerCall <= allowed,
      });
    }
    checks.push({
      budget: 'overview counts: one request',
      subject: `${size.districts} districts`,
      limit: '1 GetItem of META/COUNTS, no Scan',
      actual: `${size.overview.countsItemReads} GetItem, ${size.overview.scans} Scan`,
      pass: size.overview.countsItemReads === 1 && size.overview.scans === 0,
    });
  }
  return checks;
}
