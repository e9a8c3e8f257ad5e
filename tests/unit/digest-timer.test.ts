import { afterEach, describe, expect, it, vi } from 'vitest';
import { startDigestTimer } from '../../local/digest-timer.ts';
import { digestEvent } from '../../shared/monday-digest.ts';

const handler = vi.fn(async () => ({ outcome: 'sent', week: { from: '2026-11-23', to: '2026-11-29' } }));
vi.mock('../../functions/monday-digest.ts', () => ({ handler }));

afterEach(() => {
  vi.useRealTimers();
  handler.mockClear();
});

/**
 * The local stack's Monday digest (docs/decisions/072): one timer for the next Monday 09:00
 * India time, never an interval, so a test running at any other time never sees it fire.
 */
describe('the local digest timer', () => {
  it('fires at Monday 09:00 India time with the schedule’s event, then arms the next Monday', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T03:29:00Z') });
    const lines: string[] = [];
    const timer = startDigestTimer({ log: (line) => lines.push(line) });
    expect(timer.nextAt().toISOString()).toBe('2026-11-30T03:30:00.000Z');
    await vi.advanceTimersByTimeAsync(59_000);
    expect(handler).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(handler).toHaveBeenCalledWith(digestEvent);
    expect(timer.nextAt().toISOString()).toBe('2026-12-07T03:30:00.000Z');
    await timer.stop();
    expect(lines).toEqual(['Monday digest for 2026-11-23 to 2026-11-29: sent']);
  });

  it('does not fire in the week between', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T03:31:00Z') });
    const timer = startDigestTimer({ log: () => {} });
    await vi.advanceTimersByTimeAsync(6 * 86_400_000);
    expect(handler).not.toHaveBeenCalled();
    await timer.stop();
  });
});
