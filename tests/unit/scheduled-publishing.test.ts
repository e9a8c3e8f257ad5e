import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  carryOutScheduledChange,
  findDueChanges,
  type ScheduledChange,
} from '../../functions/lib/content/publication.ts';
import { handler } from '../../functions/scheduled-publishing.ts';
import { earlyDeliveryWaitSeconds, sweepBatchLimit } from '../../shared/scheduled-publishing.ts';
import './support/aws-mocks.ts';

/**
 * The scheduled-publishing function's own part (docs/decisions/065), with the domain's
 * carryOutScheduledChange and findDueChanges (H1's, tested on the local stack) replaced: what
 * it does with a one-time schedule's delivery, with the sweep, and with anything else.
 */
vi.mock('../../functions/lib/content/publication.ts', () => ({
  carryOutScheduledChange: vi.fn(),
  findDueChanges: vi.fn(),
}));
const carryOut = vi.mocked(carryOutScheduledChange);
const findDue = vi.mocked(findDueChanges);

const now = new Date('2026-12-01T03:30:00.000Z');
const change = (at: string, id = '01KB0000000000000000000001'): ScheduledChange => ({
  kind: 'blog',
  id,
  action: 'publish',
  revision: 2,
  at,
});

beforeEach(() => {
  vi.useFakeTimers({ now });
  carryOut.mockResolvedValue('applied');
});
afterEach(() => {
  vi.useRealTimers();
  carryOut.mockReset();
  findDue.mockReset();
});

describe('the scheduled-publishing function', () => {
  it('carries out a delivered change at once when its time has come', async () => {
    expect(await handler(change('2026-12-01T03:29:00.000Z'))).toEqual({ outcome: 'applied' });
    expect(carryOut).toHaveBeenCalledWith(change('2026-12-01T03:29:00.000Z'));
  });

  it('waits out a delivery that came early within Scheduler’s minute, then carries it out', async () => {
    const early = change('2026-12-01T03:30:40.000Z');
    const delivered = handler(early);
    await vi.advanceTimersByTimeAsync(39_000);
    expect(carryOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await delivered).toEqual({ outcome: 'applied' });
    expect(carryOut).toHaveBeenCalledTimes(1);
  });

  it('does not wait for a delivery earlier than that: the domain answers early and changes nothing', async () => {
    carryOut.mockResolvedValue('early');
    const tooEarly = change(new Date(now.getTime() + (earlyDeliveryWaitSeconds + 1) * 1000).toISOString());
    expect(await handler(tooEarly)).toEqual({ outcome: 'early' });
  });

  it('sweeps the due changes, oldest first and at most a batch, going on past one that fails, then fails as a whole', async () => {
    const due = [change('2026-12-01T03:00:00.000Z', 'a'), change('2026-12-01T03:05:00.000Z', 'b')];
    findDue.mockResolvedValue(due);
    carryOut.mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce('applied');
    await expect(handler({ sweep: true })).rejects.toThrow('could not carry out 1 of 2 due changes');
    expect(findDue).toHaveBeenCalledWith(now, sweepBatchLimit);
    expect(carryOut.mock.calls.map(([one]) => one.id)).toEqual(['a', 'b']);

    carryOut.mockReset().mockResolvedValue('stale');
    expect(await handler({ sweep: true })).toEqual({
      swept: due.map((one) => ({ change: one, outcome: 'stale' })),
    });
  });

  it('takes a site part’s scheduled draft as a change like any other (docs/decisions/070)', async () => {
    const site: ScheduledChange = {
      ...change('2026-12-01T03:29:00.000Z'),
      kind: 'site',
      id: 'home',
      revision: 1,
    };
    expect(await handler(site)).toEqual({ outcome: 'applied' });
    expect(carryOut).toHaveBeenCalledWith(site);
  });

  it('refuses anything else (it throws, so the schedule’s retries and dead-letter alarm show it)', async () => {
    for (const event of [
      {},
      null,
      { sweep: 'yes' },
      { ...change('nonsense') },
      { ...change(now.toISOString()), kind: 'page' },
    ])
      await expect(handler(event)).rejects.toThrow('not a scheduled change or a sweep');
    expect(carryOut).not.toHaveBeenCalled();
  });
});
