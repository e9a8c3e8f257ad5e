import { describe, expect, it } from 'vitest';
import { budgets, checkBudgets, dashboardChecks } from '../../bench/budgets.ts';
import {
  type DashboardTimings,
  dashboardTables,
  signedInScreens,
  summariseVisits,
} from '../../bench/dashboard-timings.ts';
import type { LighthouseResult } from '../../bench/lighthouse-audit.ts';
import routes from '../../web/app/routes.ts';
import { olderBenchResults } from './support/bench-results.ts';

/** Lighthouse's figures for one signed-in screen, as bench/lighthouse-audit.ts reports them. */
const audit = (page: string, tbtMs: number, accessibility: number): LighthouseResult => ({
  page,
  template: page,
  scores: { performance: 90, accessibility, 'best-practices': 100, seo: 100 },
  performanceRuns: [90],
  fcpMs: 900,
  lcpMs: 1200,
  tbtMs,
  cls: 0,
  lcpElement: '',
  layoutShifts: [],
  failedAudits: [],
});

/** A dashboard run as the bench reports it (bench/dashboard-timings.ts). */
const timings = (overrides: Partial<DashboardTimings> = {}): DashboardTimings => ({
  data: { products: 1000, posts: 200, enquiries: 5000 },
  seedSeconds: 12,
  login: { medianMs: 1800, runsMs: [1700, 1800, 2100] },
  screens: [
    { screen: '/dashboard', path: '/dashboard', medianMs: 2900, runsMs: [2900] },
    { screen: '/dashboard/products/:id', path: '/dashboard/products/p1', medianMs: 3100, runsMs: [3100] },
  ],
  taps: [{ step: '/dashboard -> /dashboard/blog', to: '/dashboard/blog', medianMs: 300, runsMs: [300] }],
  lists: [
    {
      label: 'enquiries, first page',
      query: '/api/cnt/contact?limit=100',
      medianMs: 301,
      maxMs: 400,
      runsMs: [301],
      items: 100,
      responseBytes: 40_000,
      dynamoDbRequestsPerCall: 2,
      dynamoDbBytesPerCall: 50_000,
    },
  ],
  lighthouse: [audit('/dashboard', 200, 100), audit('/dashboard/products/p1', 201, 96)],
  failed: [],
  ...overrides,
});

const verdicts = (checks: ReturnType<typeof dashboardChecks>) =>
  checks.map(({ budget, subject, limit, pass }) => [budget, subject, limit, pass]);

describe('dashboard timings', () => {
  it("lists every screen behind the guard from the route table, none of the signed-out pages'", () => {
    const screens = signedInScreens(routes);
    expect(screens).toContain('/dashboard');
    expect(screens).toContain('/dashboard/products/:id');
    expect(screens).toContain('/dashboard/blogdetail/:id');
    expect(screens).toContain('/dashboard/contact');
    expect(screens).not.toContain('/dashboard/das-login');
    expect(screens.every((screen) => screen.startsWith('/dashboard'))).toBe(true);
  });

  it("summarises visits: each screen's and tap's median, and the login's", () => {
    const visit = (login: number, overview: number, tap: number) => ({
      loginMs: login,
      screens: new Map([['/dashboard', overview]]),
      taps: new Map([['/dashboard -> /dashboard/blog', { ms: tap, to: '/dashboard/blog' }]]),
    });
    const summary = summariseVisits(
      [{ screen: '/dashboard', path: '/dashboard' }],
      [visit(1500, 2000, 250), visit(2500, 1000, 400), visit(1900, 3000, 100)],
    );
    expect(summary).toEqual({
      login: { medianMs: 1900, runsMs: [1500, 2500, 1900] },
      screens: [{ screen: '/dashboard', path: '/dashboard', medianMs: 2000, runsMs: [2000, 1000, 3000] }],
      taps: [
        {
          step: '/dashboard -> /dashboard/blog',
          to: '/dashboard/blog',
          medianMs: 250,
          runsMs: [250, 400, 100],
        },
      ],
    });
  });

  it('checks the login, each screen (hydrated, TBT, accessibility), each tap and list call against issue 37', () => {
    expect(verdicts(dashboardChecks(timings()))).toEqual([
      [
        'dashboard login to overview (median)',
        '/dashboard/das-login',
        `<= ${budgets.dashboardLoginMs} ms`,
        true,
      ],
      ['dashboard screen hydrated (median)', '/dashboard', '<= 3000 ms', true],
      ['dashboard TBT (Lighthouse)', '/dashboard', '<= 200 ms', true],
      ['dashboard Lighthouse accessibility', '/dashboard', '>= 100', true],
      ['dashboard screen hydrated (median)', '/dashboard/products/p1', '<= 3000 ms', false],
      ['dashboard TBT (Lighthouse)', '/dashboard/products/p1', '<= 200 ms', false],
      ['dashboard Lighthouse accessibility', '/dashboard/products/p1', '>= 100', false],
      ['dashboard tap to the next screen (median)', '/dashboard -> /dashboard/blog', '<= 300 ms', true],
      ['dashboard list call (median)', '/api/cnt/contact?limit=100 (100 items)', '<= 300 ms', false],
    ]);
  });

  it('fails a screen Lighthouse left out and anything that could not be measured', () => {
    const checks = dashboardChecks(
      timings({
        lighthouse: [audit('/dashboard', 100, 100)],
        failed: ['/dashboard/new-screen/:slug: no value known for its parameters'],
      }),
    );
    const failing = checks.filter((check) => !check.pass).map(({ budget, subject }) => [budget, subject]);
    expect(failing).toContainEqual(['dashboard TBT (Lighthouse)', '/dashboard/products/p1']);
    expect(failing).toContainEqual(['dashboard Lighthouse accessibility', '/dashboard/products/p1']);
    expect(failing).toContainEqual([
      'dashboard measured',
      '/dashboard/new-screen/:slug: no value known for its parameters',
    ]);
  });

  it('checks no Lighthouse figure when Lighthouse did not run', () => {
    const budgetsChecked = dashboardChecks(timings({ lighthouse: [] })).map((check) => check.budget);
    expect(budgetsChecked).not.toContain('dashboard TBT (Lighthouse)');
    expect(budgetsChecked).not.toContain('dashboard Lighthouse accessibility');
  });

  it('adds no dashboard check to results without its figures (a quick run, older results)', () => {
    const results = olderBenchResults();
    expect(checkBudgets(results).filter((check) => check.budget.startsWith('dashboard'))).toEqual([]);
    results.web.dashboard = timings();
    expect(checkBudgets(results).filter((check) => check.budget.startsWith('dashboard'))).toHaveLength(9);
  });

  it('reports each figure with its budget, and what failed', () => {
    const report = dashboardTables(timings({ failed: ['dashboard visit 2: timeout'] }));
    expect(report).toContain(
      '| /dashboard/products/:id | /dashboard/products/p1 | 3100 ms | 3100 | **no** | 201 ms | 96 | 90 |',
    );
    expect(report).toContain('| /dashboard -> /dashboard/blog | 300 ms | 300 | yes |');
    expect(report).toContain('| /api/cnt/contact?limit=100 | 301 ms | 400 ms | 100 | 40.0 | 2 | **no** |');
    expect(report).toContain('Failed: dashboard visit 2: timeout');
  });
});
