import { describe, expect, it } from 'vitest';
import { publicationAction } from '../../functions/lib/data/activity-repository.ts';
import {
  nextScheduleRevision,
  pendingChanges,
  scheduleMarkerWrites,
  scheduleName,
} from '../../functions/lib/data/publication-schedule.ts';
import { formatIndiaTime, indiaLocalToUtc, utcToIndiaLocal } from '../../shared/india-time.ts';
import { publicationProblem } from '../../shared/publication-rules.ts';
import { messages } from '../../shared/validation.ts';

/** Issue 35 (docs/decisions/064): India's time both ways, the publishing rules, the markers a save writes. */
describe("India's time", () => {
  it('reads a wall-clock time in India as UTC (05:30 ahead, no daylight saving) and back', () => {
    expect(indiaLocalToUtc('2026-12-01T09:00')).toBe('2026-12-01T03:30:00.000Z');
    // Midnight to 05:29 in India is the day before in UTC; June is no different from December.
    expect(indiaLocalToUtc('2026-06-01T05:00')).toBe('2026-05-31T23:30:00.000Z');
    expect(utcToIndiaLocal('2026-05-31T23:30:00.000Z')).toBe('2026-06-01T05:00');
    expect(utcToIndiaLocal(indiaLocalToUtc('2027-01-15T23:59') as string)).toBe('2027-01-15T23:59');
    expect(formatIndiaTime('2026-12-01T03:30:00.000Z')).toBe('1 Dec 2026, 09:00 IST');
  });

  it('refuses what is not a time or names no real day', () => {
    for (const text of [
      '',
      'tomorrow',
      '2026-02-30T10:00',
      '2026-12-01T24:00',
      '2026-12-01 09:00',
      '2026-13-01T09:00',
    ])
      expect(indiaLocalToUtc(text), text).toBeUndefined();
  });
});

describe('the publishing rules', () => {
  const now = Date.parse('2026-12-01T00:00:00.000Z');
  const later = '2026-12-02T00:00:00.000Z';
  const earlier = '2026-11-30T00:00:00.000Z';
  it('asks a schedule for a future time, and only a schedule for a publish time', () => {
    expect(publicationProblem({ status: 'scheduled' }, undefined, now)?.message).toBe(messages.publishAt);
    expect(publicationProblem({ status: 'scheduled', publishAt: earlier }, undefined, now)?.message).toBe(
      messages.publishAtFuture,
    );
    expect(publicationProblem({ status: 'scheduled', publishAt: later }, undefined, now)).toBeUndefined();
    expect(publicationProblem({ status: 'published', publishAt: later }, undefined, now)?.message).toBe(
      messages.publishAtOnlyScheduled,
    );
    // A late schedule kept as it was can be saved with other changes.
    expect(
      publicationProblem({ status: 'scheduled', publishAt: earlier }, { publishAt: earlier }, now),
    ).toBeUndefined();
  });

  it('takes a take-down time in the future, after the publish time, never on a draft', () => {
    expect(publicationProblem({ status: 'published', unpublishAt: later }, undefined, now)).toBeUndefined();
    expect(publicationProblem({ status: 'published', unpublishAt: earlier }, undefined, now)?.field).toBe(
      'unpublishAt',
    );
    expect(publicationProblem({ status: 'draft', unpublishAt: later }, undefined, now)?.message).toBe(
      messages.unpublishAtOnDraft,
    );
    expect(
      publicationProblem({ status: 'scheduled', publishAt: later, unpublishAt: later }, undefined, now)
        ?.message,
    ).toBe(messages.unpublishAtAfterPublish);
  });
});

describe('schedule markers and revisions', () => {
  const at = '2026-12-02T03:30:00.000Z';
  it('names the schedule within 64 characters and lists what an item waits for', () => {
    const change = { kind: 'product', id: '999999', action: 'unpublish', revision: 12345, at } as const;
    expect(scheduleName(change)).toBe('product-999999-unpublish-r12345');
    expect(
      scheduleName({ ...change, kind: 'blog', id: '01HZZZZZZZZZZZZZZZZZZZZZZZ' }).length,
    ).toBeLessThanOrEqual(64);
    expect(pendingChanges('blog', 'b', { status: 'draft', unpublishAt: at })).toEqual([]);
    expect(pendingChanges('blog', 'b', { unpublishAt: at, scheduleRevision: 2 })).toEqual([
      { kind: 'blog', id: 'b', action: 'unpublish', revision: 2, at },
    ]);
  });

  it('adds one to the revision only when a time is set, changed or cleared', () => {
    expect(nextScheduleRevision(undefined, {})).toBe(0);
    expect(nextScheduleRevision(undefined, { publishAt: at })).toBe(1);
    expect(nextScheduleRevision({ publishAt: at, scheduleRevision: 3 }, { publishAt: at })).toBe(3);
    expect(nextScheduleRevision({ publishAt: at, scheduleRevision: 3 }, {})).toBe(4);
  });

  it("replaces a moved time's marker and keeps an unchanged one (its schedule stays)", () => {
    const before = { status: 'scheduled', publishAt: at, scheduleRevision: 1 } as const;
    expect(scheduleMarkerWrites('blog', 'b', before, { ...before, status: 'scheduled' })).toEqual([]);
    const moved = scheduleMarkerWrites('blog', 'b', before, {
      status: 'scheduled',
      publishAt: '2026-12-03T03:30:00.000Z',
      scheduleRevision: 2,
    });
    expect(moved.map((write) => Object.keys(write)[0])).toEqual(['Delete', 'Put']);
    expect(moved[1].Put?.Item).toMatchObject({
      PK: 'SCHEDULE',
      SK: '2026-12-03T03:30:00.000Z#blog#b#publish#r2',
      scheduleName: 'blog-b-publish-r2',
      revision: 2,
    });
    expect(
      scheduleMarkerWrites('blog', 'b', before, undefined).map((write) => Object.keys(write)[0]),
    ).toEqual(['Delete']);
    // A take-down time added: the publish time stays, its revision does not, so its marker is
    // replaced by another item (one transaction cannot delete and put one key).
    const [gone, put] = scheduleMarkerWrites('blog', 'b', before, {
      ...before,
      unpublishAt: '2026-12-09T03:30:00.000Z',
      scheduleRevision: 2,
    });
    expect(gone.Delete?.Key?.SK).toBe(`${at}#blog#b#publish#r1`);
    expect(put.Put?.Item?.SK).toBe(`${at}#blog#b#publish#r2`);
  });

  it('names what a save did to the status for the activity', () => {
    expect(publicationAction('draft', 'published')).toBe('published');
    expect(publicationAction('published', 'draft')).toBe('unpublished');
    expect(publicationAction('draft', 'scheduled')).toBe('scheduled');
    expect(publicationAction('scheduled', 'scheduled')).toBe('changed');
    expect(publicationAction(undefined, 'published')).toBe('changed');
  });
});
