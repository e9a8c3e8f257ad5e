import { sweepEvent, sweepIntervalMinutes } from '../shared/scheduled-publishing.ts';

export interface PublishingTimerOptions {
  log: (line: string) => void;
  /**
   * How often the SCHEDULE partition is read. A marker written less than this before its time
   * is run at most this late; any other at its time.
   * @default 1000
   */
  pollMs?: number;
  /** @default sweepIntervalMinutes.local */
  sweepMs?: number;
}

export interface PublishingTimer {
  /** Stops reading and timing, and waits for a change being carried out. */
  stop(): Promise<void>;
}

/** How far ahead each read arms timers: a few reads' worth, so a marker is armed well before its time. */
const lookaheadReads = 30;

/**
 * EventBridge Scheduler of the local stack (docs/decisions/065): no schedules and no keeper,
 * the table itself. Every `pollMs` it reads the SCHEDULE markers due within the next reads
 * (`findDueChanges` with a horizon ahead of now) and arms one timer per marker at its time,
 * which calls the same handler a one-time schedule invokes in AWS with the same input; a
 * marker gone or moved before its time has its timer cleared, as the keeper deletes a schedule.
 * Every minute it runs the sweep too. Each outcome is one line of the stack's log. The
 * handler's module is imported once the stack's environment names the local table.
 */
export function startPublishingTimer(options: PublishingTimerOptions): PublishingTimer {
  const pollMs = options.pollMs ?? 1000;
  const sweepMs = options.sweepMs ?? sweepIntervalMinutes.local * 60_000;
  /** A timer per marker read, by schedule name; a marker's timer fires once (a failure is the sweep's). */
  const armed = new Map<string, NodeJS.Timeout>();
  let running = true;
  let busy: Promise<unknown> = Promise.resolve();
  const modules = Promise.all([
    import('../functions/scheduled-publishing.ts'),
    import('../functions/lib/content/publication.ts'),
    import('../functions/lib/data/publication-schedule.ts'),
  ]);

  /** Runs the handler one call at a time, as one function with reserved concurrency 1 would. */
  const invoke = (event: unknown, describe: (result: unknown) => string | undefined) => {
    busy = busy.then(async () => {
      if (!running) return;
      const [{ handler }] = await modules;
      try {
        const line = describe(await handler(event));
        if (line) options.log(`Scheduled publishing: ${line}`);
      } catch (error) {
        options.log(`Scheduled publishing failed (${(error as Error).message}); the sweep tries again`);
      }
    });
    return busy;
  };

  const read = async () => {
    const [, { findDueChanges }, { scheduleName }] = await modules;
    const horizon = new Date(Date.now() + lookaheadReads * pollMs);
    const upcoming = await findDueChanges(horizon, 100);
    // A read answered after stop() arms nothing: a timer would keep the process alive.
    if (!running) return;
    const names = new Set(upcoming.map(scheduleName));
    for (const [name, timer] of armed)
      if (!names.has(name)) {
        clearTimeout(timer);
        armed.delete(name);
      }
    for (const change of upcoming) {
      const name = scheduleName(change);
      if (armed.has(name)) continue;
      const timer = setTimeout(
        () => {
          const dueAt = Date.parse(change.at);
          void invoke(change, (result) => {
            const { outcome } = result as { outcome: string };
            return `${name} ${outcome}, ${Math.max(0, Date.now() - dueAt)} ms after its time`;
          });
        },
        Math.max(0, Date.parse(change.at) - Date.now()),
      );
      armed.set(name, timer);
    }
  };

  let failures = 0;
  const poller = setInterval(() => {
    read().then(
      () => {
        failures = 0;
      },
      (error: unknown) => {
        failures += 1;
        if (failures === 1)
          options.log(
            `Scheduled publishing: reading the schedule failed (${(error as Error).name}); retrying`,
          );
      },
    );
  }, pollMs);
  const sweeper = setInterval(() => {
    void invoke(sweepEvent, (result) => {
      const { swept } = result as { swept: { outcome: string }[] };
      if (swept.length === 0) return undefined;
      return `sweep carried out ${swept.filter((one) => one.outcome === 'applied').length} of ${swept.length} due changes`;
    });
  }, sweepMs);

  return {
    stop: async () => {
      running = false;
      clearInterval(poller);
      clearInterval(sweeper);
      for (const timer of armed.values()) clearTimeout(timer);
      armed.clear();
      await busy;
    },
  };
}
