import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ScheduledChange } from '../../functions/lib/data/publication-schedule.ts';
import { startPublishingTimer } from '../../local/publishing-timer.ts';
import { sweepEvent } from '../../shared/scheduled-publishing.ts';

/** The SCHEDULE partition: the markers, as findDueChanges reads them (first due first). */
let markers: ScheduledChange[] = [];
const findDueChanges = vi.fn(async (now: Date, limit: number) =>
  markers
    .filter((marker) => Date.parse(marker.at) <= now.getTime())
    .sort((a, b) => a.at.localeCompare(b.at))
    .slice(0, limit),
);
vi.mock('../../functions/lib/content/publication.ts', () => ({ findDueChanges }));
/** The scheduled-publishing handler: a change deletes its marker, the sweep finds nothing. */
const handler = vi.fn(async (event: unknown) => {
  if (event === sweepEvent) return { swept: [] };
  markers = markers.filter((marker) => marker !== event);
  return { outcome: 'applied' };
});
vi.mock('../../functions/scheduled-publishing.ts', () => ({ handler }));

// The timer imports these once started; loaded here, before time is faked, they are at hand.
beforeAll(async () => {
  await Promise.all([
    import('../../functions/scheduled-publishing.ts'),
    import('../../functions/lib/content/publication.ts'),
    import('../../functions/lib/data/publication-schedule.ts'),
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  markers = [];
});

const start = new Date('2026-11-30T10:00:00.000Z');
const marker = (secondsAhead: number): ScheduledChange => ({
  kind: 'blog',
  id: 'b1',
  action: 'publish',
  revision: 1,
  at: new Date(start.getTime() + secondsAhead * 1000).toISOString(),
});
/** A stream record of a write to `partition`, as the local stack's stream poller hands it on. */
const writeTo = (partition: string) => ({ dynamodb: { Keys: { PK: { S: partition } } } }) as DynamoDBRecord;
const changeCalls = () => handler.mock.calls.filter(([event]) => event !== sweepEvent);

/**
 * The local stack's stand-in for EventBridge Scheduler (docs/decisions/065): one timer armed
 * for the first marker's time, read again when the stream shows a marker written or deleted
 * and with each sweep, never a read every second.
 */
describe('the local publishing timer', () => {
  it('carries a change out at its time, with the one-time schedule’s input', async () => {
    vi.useFakeTimers({ now: start });
    const change = marker(5);
    markers = [change];
    const lines: string[] = [];
    const timer = startPublishingTimer({ log: (line) => lines.push(line) });
    await vi.advanceTimersByTimeAsync(4_999);
    expect(handler).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledWith(change);
    await timer.stop();
    expect(lines).toEqual(['Scheduled publishing: blog-b1-publish-r1 applied, 0 ms after its time']);
  });

  it('reads the schedule once while nothing changes, again on a marker’s write, and runs it then', async () => {
    vi.useFakeTimers({ now: start });
    const timer = startPublishingTimer({ log: () => {} });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(findDueChanges).toHaveBeenCalledTimes(1);

    // Another partition's write is no reason to read.
    timer.tableChanged([writeTo('BLOG')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(findDueChanges).toHaveBeenCalledTimes(1);

    const change = marker(40);
    markers = [change];
    timer.tableChanged([writeTo('SCHEDULE')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(findDueChanges).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(handler).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledWith(change);
    await timer.stop();
  });

  it('never runs a marker moved to a later time at its old one', async () => {
    vi.useFakeTimers({ now: start });
    markers = [marker(5)];
    const timer = startPublishingTimer({ log: () => {} });
    await vi.advanceTimersByTimeAsync(1_000);
    const moved = marker(20);
    markers = [moved];
    timer.tableChanged([writeTo('SCHEDULE')]);
    await vi.advanceTimersByTimeAsync(18_999);
    expect(changeCalls()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(changeCalls()).toEqual([[moved]]);
    await timer.stop();
  });
});
