import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  maxRangeDays,
  mondayOf,
  pageKind,
  parseInsightRange,
  rangePeriods,
} from '../../shared/insights.ts';
import { digestWeeks, nextDigestAt } from '../../shared/monday-digest.ts';

/**
 * The calendar the Insights answer and the Monday digest read the counters by
 * (docs/decisions/072): India days, Monday weeks, the months and days that cover a range
 * exactly, the refused ranges, and when the digest goes.
 */
describe('the insights calendar', () => {
  it('finds the Monday of any day', () => {
    expect(mondayOf('2026-11-27')).toBe('2026-11-23'); // a Friday
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(mondayOf('2025-01-01')).toBe('2024-12-30'); // across a year
  });

  it('covers a range with its whole months and the days at its ends, each day once', () => {
    expect(rangePeriods('2025-02-20', '2025-04-10')).toEqual({
      months: ['2025-03'],
      days: [...daysBetween('2025-02-20', '2025-02-28'), ...daysBetween('2025-04-01', '2025-04-10')],
    });
    expect(rangePeriods('2025-01-01', '2025-12-31')).toEqual({
      months: Array.from({ length: 12 }, (_, n) => `2025-${String(n + 1).padStart(2, '0')}`),
      days: [],
    });
    const day = fc.integer({ min: 0, max: 3000 }).map((n) => addDays('2020-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: maxRangeDays - 1 }), (from, length) => {
        const to = addDays(from, length);
        const { months, days } = rangePeriods(from, to);
        const covered = [
          ...months.flatMap((month) =>
            daysBetween(`${month}-01`, addDays(`${month}-01`, 40)).filter((d) => d.startsWith(month)),
          ),
          ...days,
        ].sort();
        expect(covered).toEqual(daysBetween(from, to));
        // A year costs at most 13 months and about two months of days.
        expect(months.length).toBeLessThanOrEqual(13);
        expect(days.length).toBeLessThanOrEqual(62);
      }),
    );
  });

  it('refuses what is not a range of real days of a year or less, not in the future', () => {
    const today = '2026-11-27';
    expect(parseInsightRange({}, today)).toEqual({ from: '2026-09-05', to: today });
    expect(parseInsightRange({ from: '2025-11-27', to: today }, today)).toEqual({
      from: '2025-11-27',
      to: today,
    });
    expect(parseInsightRange({ from: '2026-02-29' }, today)).toHaveProperty('error');
    expect(parseInsightRange({ from: '2026-11-28', to: '2026-11-29' }, today)).toHaveProperty('error');
    expect(parseInsightRange({ from: '2024-11-01', to: today }, today)).toHaveProperty('error');
    expect(parseInsightRange({ from: '27/11/2026' }, today)).toHaveProperty('error');
  });

  it('tells location pages and posts apart from the other pages', () => {
    expect(pageKind('/marketplace/india/goa/north-goa')).toBe('location');
    expect(pageKind('/marketplacedetails/01J')).toBe('location');
    expect(pageKind('/districts/01J')).toBe('location');
    expect(pageKind('/blog/choosing-a-harness')).toBe('post');
    expect(pageKind('/blog')).toBe('other');
    expect(pageKind('/product/hut-snail')).toBe('product');
    expect(pageKind('/')).toBe('other');
  });
});

describe('when the Monday digest goes, and which weeks it compares', () => {
  it('goes next on Monday at 09:00 India time (03:30 UTC)', () => {
    expect(nextDigestAt(new Date('2026-11-27T12:00:00Z')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    // Monday before 09:00 India time: that morning; at or after it: the next Monday.
    expect(nextDigestAt(new Date('2026-11-30T03:29:59Z')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
    expect(nextDigestAt(new Date('2026-11-30T03:30:00Z')).toISOString()).toBe('2026-12-07T03:30:00.000Z');
    // Sunday 23:00 UTC is already Monday 04:30 in India.
    expect(nextDigestAt(new Date('2026-11-29T23:00:00Z')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });

  it('compares the last Monday-to-Sunday week with the one before', () => {
    expect(digestWeeks(new Date('2026-11-30T03:30:00Z'))).toEqual({
      last: { from: '2026-11-23', to: '2026-11-29' },
      before: { from: '2026-11-16', to: '2026-11-22' },
    });
  });
});
