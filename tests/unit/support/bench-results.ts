import type { BenchResults } from '../../../bench/results.ts';

/**
 * A quick run of the bench before the dashboard's and the journeys' figures existed: nothing
 * but what checkBudgets reads, so a test adds the figures it checks.
 */
export const olderBenchResults = (): BenchResults => ({
  machine: {} as BenchResults['machine'],
  quick: true,
  durationSeconds: 1,
  web: { initialAssets: [], lighthouse: [] },
  api: { loadSeconds: 1, connections: 1, sizes: [] },
  lambdas: [],
});
