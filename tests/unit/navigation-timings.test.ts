import { describe, expect, it } from 'vitest';
import { budgets, checkBudgets, navigationChecks } from '../../bench/budgets.ts';
import {
  type NavigationResult,
  navigationTable,
  summariseRuns,
  withinNavigationBudget,
} from '../../bench/navigation-timings.ts';
import { olderBenchResults } from './support/bench-results.ts';

/** Issue 37's journeys as the bench reports them (bench/navigation-timings.ts). */
const tap = (medianMs: number, worstMs: number): NavigationResult => ({
  step: '/product -> a product',
  mode: 'tap',
  medianMs,
  worstMs,
  runsMs: [medianMs, worstMs],
  to: '/product/h-harness',
  picture: true,
});

describe('navigation timings', () => {
  it("summarises a step's visits: the median, the slowest, whether a picture was waited for", () => {
    const result = summariseRuns('/blog -> a post', 'tap', [
      { ms: 120, headingMs: 90, to: '/blog/a', picture: true },
      { ms: 310, headingMs: 200, to: '/blog/a', picture: true },
      { ms: 140, headingMs: 100, to: '/blog/a', picture: true },
    ]);
    expect(result).toEqual({
      step: '/blog -> a post',
      mode: 'tap',
      medianMs: 140,
      worstMs: 310,
      runsMs: [120, 310, 140],
      headingMedianMs: 100,
      to: '/blog/a',
      picture: true,
    });
  });

  it('a full load without JavaScript has no heading time and no picture flag', () => {
    const result = summariseRuns('a state -> a district', 'no JS', [{ ms: 480, to: '/marketplace/in/uk/d' }]);
    expect(result).not.toHaveProperty('headingMedianMs');
    expect(result).not.toHaveProperty('picture');
  });

  it("holds a full load without JavaScript to the first visit's LCP budget", () => {
    expect(budgets.navigationFullLoadLcpMs).toBe(budgets.lighthouseLcpMs);
  });

  it('holds a tap to 150 ms median and 300 ms worst, a full load to the first-visit LCP budget', () => {
    expect(withinNavigationBudget(tap(150, 300))).toBe(true);
    expect(withinNavigationBudget(tap(151, 200))).toBe(false);
    expect(withinNavigationBudget(tap(100, 301))).toBe(false);
    expect(withinNavigationBudget({ ...tap(1400, 1600), mode: 'no JS' })).toBe(true);
  });

  it('reports each row with its budget beside it, and what was skipped or failed', () => {
    const table = navigationTable({
      results: [tap(900, 1200)],
      skipped: ['a post -> a product: none'],
      failed: ['/ (hover): timeout'],
    });
    expect(table).toContain(
      '| /product -> a product | tap | 900 ms | 1200 ms | 900, 1200 | <= 150 ms median, <= 300 ms worst | **no** |',
    );
    expect(table).toContain('Skipped: a post -> a product: none');
    expect(table).toContain('Failed: / (hover): timeout');
  });

  it("checks a tap's median and worst, a full load's LCP, and fails a journey that did not run; not hover", () => {
    const checks = navigationChecks({
      results: [tap(120, 400), { ...tap(90, 100), mode: 'hover' }, { ...tap(1600, 1700), mode: 'no JS' }],
      skipped: [],
      failed: ['/blog (tap): timeout'],
    });
    expect(checks.map(({ budget, limit, pass }) => [budget, limit, pass])).toEqual([
      ['navigation tap (median)', `<= ${budgets.navigationMedianMs} ms`, true],
      ['navigation tap (worst of 3)', `<= ${budgets.navigationWorstMs} ms`, false],
      ['navigation without JavaScript: LCP (median)', `<= ${budgets.navigationFullLoadLcpMs} ms`, false],
      ['navigation journey measured', 'measured', false],
    ]);
  });

  it('adds no navigation check to older results, which have no figures', () => {
    expect(
      checkBudgets(olderBenchResults()).filter((check) => check.budget.startsWith('navigation')),
    ).toEqual([]);
    const withFigures = olderBenchResults();
    withFigures.web.navigation = { results: [tap(100, 200)], skipped: [] };
    expect(checkBudgets(withFigures).filter((check) => check.budget.startsWith('navigation'))).toHaveLength(
      2,
    );
  });
});
