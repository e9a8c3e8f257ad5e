import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addSums,
  type Metrics,
  maxPackedBytes,
  packSums,
  rollupDue,
  sameMetrics,
  unpackSums,
} from '../../functions/lib/data/counter-rollups.ts';

/**
 * The pure side of the counters' roll-ups (docs/decisions/072): a packed roll-up gives back
 * every value it was made of, sums add by sort key, and a period is rolled up only once it has
 * been over for a whole India day.
 */
const metrics = fc.record({ views: fc.nat(), visitors: fc.nat(), enquiries: fc.nat() });
const sumsOf = fc
  .array(fc.tuple(fc.string({ minLength: 1 }), metrics))
  .map((entries) => new Map<string, Metrics>(entries));

describe('counter roll-ups', () => {
  it('unpacks to exactly the sums packed, whatever the values (any text, any counts)', () => {
    fc.assert(
      fc.property(sumsOf, (sums) => {
        expect(unpackSums(packSums(sums))).toEqual(sums);
      }),
    );
  });

  it('adds sums by sort key, as many periods read one by one would', () => {
    fc.assert(
      fc.property(fc.array(sumsOf, { maxLength: 5 }), (periods) => {
        const added = periods.reduce((into, sums) => addSums(into, sums), new Map<string, Metrics>());
        for (const [sortKey, sum] of added)
          for (const metric of ['views', 'visitors', 'enquiries'] as const)
            expect(sum[metric]).toBe(
              periods.reduce((total, sums) => total + (sums.get(sortKey)?.[metric] ?? 0), 0),
            );
        expect(added.size).toBe(new Set(periods.flatMap((sums) => [...sums.keys()])).size);
      }),
    );
  });

  it('tells equal totals from different ones', () => {
    expect(
      sameMetrics({ views: 1, visitors: 2, enquiries: 3 }, { views: 1, visitors: 2, enquiries: 3 }),
    ).toBe(true);
    expect(
      sameMetrics({ views: 1, visitors: 2, enquiries: 3 }, { views: 1, visitors: 2, enquiries: 4 }),
    ).toBe(false);
  });

  it('rolls a day or a month up once it has been over for a whole day', () => {
    expect(rollupDue({ kind: 'day', date: '2026-11-26' }, '2026-11-28')).toBe(true);
    expect(rollupDue({ kind: 'day', date: '2026-11-27' }, '2026-11-28')).toBe(false);
    expect(rollupDue({ kind: 'day', date: '2026-11-28' }, '2026-11-28')).toBe(false);
    expect(rollupDue({ kind: 'month', month: '2026-10' }, '2026-11-02')).toBe(true);
    expect(rollupDue({ kind: 'month', month: '2026-10' }, '2026-11-01')).toBe(false);
    expect(rollupDue({ kind: 'month', month: '2026-02' }, '2026-03-02')).toBe(true);
    expect(rollupDue({ kind: 'month', month: '2026-11' }, '2026-11-28')).toBe(false);
  });

  it("packs a month of 20,000 of the site's pages well under DynamoDB's item limit", () => {
    const sums = new Map<string, Metrics>(
      Array.from({ length: 20_000 }, (_, n) => [
        n % 2
          ? `page#/blog/how-to-choose-a-leather-dog-harness-part-${n}`
          : `page#/marketplace/india/state-${n % 30}/district-name-${n}`,
        { views: (n * 7) % 5000, visitors: 0, enquiries: n % 7 },
      ]),
    );
    expect(packSums(sums).byteLength).toBeLessThan(maxPackedBytes / 2);
  });
});
