import { describe, expect, it } from 'vitest';
import { type ApiLoadResult, beaconProbe, beaconProbeLabel } from '../../bench/api-load.ts';
import { visitBeaconChecks } from '../../bench/budgets.ts';
import type { DataSizeResult } from '../../bench/results.ts';

/** A load run's row as bench/api-load.ts reports it. */
const route = (overrides: Partial<ApiLoadResult>): ApiLoadResult => ({
  route: beaconProbeLabel,
  requestsPerSecond: 400,
  latencyP50Ms: 80,
  latencyP95Ms: 150,
  latencyP99Ms: 250,
  non2xx: 0,
  errors: 0,
  singleCallMs: 20,
  dynamoDbRequestsPerCall: 13,
  dynamoDbCommandsPerCall: {},
  dynamoDbBytesPerCall: 0,
  responseBytes: 0,
  ...overrides,
});

const size = (districts: number, routes: ApiLoadResult[]) =>
  ({ districts, routes }) as unknown as DataSizeResult;

describe("the visit beacon's bench (issue 36)", () => {
  it('sends page views as browsers do: a page of the site, 200 at once, each its own visitor with a browser user agent', () => {
    const probe = beaconProbe('/marketplace/india/uttarakhand/almora');
    expect(probe).toMatchObject({
      method: 'POST',
      path: '/api/visits',
      body: { page: '/marketplace/india/uttarakhand/almora' },
      asManyVisitors: true,
      concurrency: 200,
    });
    expect(probe.userAgent).toMatch(/Chrome\/\d+/);
    expect(probe.userAgent).not.toMatch(/Headless|bot/i);
  });

  it('checks that every view was answered, at each size that ran it', () => {
    const checks = visitBeaconChecks([
      size(10, [route({})]),
      size(1000, [route({ latencyP95Ms: 4_000, non2xx: 3 })]),
      size(20000, [route({ route: 'GET /api/blogs' })]),
    ]);
    expect(checks.map((check) => [check.budget, check.subject, check.pass])).toEqual([
      ['visit beacon: every view answered 204', `${beaconProbeLabel}, 10 districts`, true],
      ['visit beacon: every view answered 204', `${beaconProbeLabel}, 1000 districts`, false],
    ]);
  });
});
