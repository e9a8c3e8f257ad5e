import type { DynamoDBRecord } from 'aws-lambda';
import { sweepEvent, sweepIntervalMinutes } from '../shared/scheduled-publishing.ts';

export interface PublishingTimerOptions {
  log: (line: string) => void;
  /** @default sweepIntervalMinutes.local */
  sweepMs?: number;
}

export interface PublishingTimer {
  /**
   * The table's stream records (from the local stack's stream poller): a marker written or
   * deleted among them makes it read the first marker again and arm for it, as the keeper
   * learns of markers in AWS.
   */
  tableChanged(records: readonly DynamoDBRecord[]): void;
  /** Stops reading and timing, and waits for a change being carried out. */
  stop(): Promise<void>;
}

/** Later than any marker's time: the horizon that makes `findDueChanges` answer the first marker, due or not. */
const endOfTime = new Date('9999-12-31T23:59:59.999Z');
/** setTimeout's longest delay (about 24.8 days); a marker further off is read again then. */
const longestDelayMs = 2 ** 31 - 1;

/**
 * EventBridge Scheduler of the local stack (docs/decisions/065): no schedules and no keeper,
 * the table itself. It reads the first SCHEDULE marker (the markers sort by their time) and
 * arms one timer for its time; when it fires, each change then due goes to the same handler a
 * one-time schedule invokes in AWS, with the same input, and it arms for the next marker. It
 * reads again when a marker is written or deleted (`tableChanged`, from the table's stream)
 * and with every sweep, so a marker gone or moved never runs from an old timer. Every minute
 * it runs the sweep too. Each outcome is one line of the stack's log. The handler's module is
 * imported once the stack's environment names the local table.
 */
export function startPublishingTimer(options: PublishingTimerOptions): PublishingTimer {
  const sweepMs = options.sweepMs ?? sweepIntervalMinutes.local * 60_000;
  let running = true;
  let busy: Promise<unknown> = Promise.resolve();
  let armed: NodeJS.Timeout | undefined;
  const modules = Promise.all([
    import('../functions/scheduled-publishing.ts'),
    import('../functions/lib/content/publication.ts'),
    import('../functions/lib/data/publication-schedule.ts'),
  ]);

  /** Runs `task` after every earlier one, as one function with reserved concurrency 1 would run its calls. */
  const inTurn = (task: () => Promise<void>) => {
    busy = busy
      .then(() => (running ? task() : undefined))
      .catch((error: unknown) => {
        options.log(`Scheduled publishing failed (${(error as Error).message}); the sweep tries again`);
      });
    return busy;
  };

  const invoke = async (event: unknown, describe: (result: unknown) => string | undefined) => {
    const [{ handler }] = await modules;
    try {
      const line = describe(await handler(event));
      if (line) options.log(`Scheduled publishing: ${line}`);
    } catch (error) {
      options.log(`Scheduled publishing failed (${(error as Error).message}); the sweep tries again`);
    }
  };

  /** Carries out every change due now, one call per marker as its one-time schedule would. */
  const carryOutDue = async () => {
    const [, { findDueChanges }, { scheduleName }] = await modules;
    for (const change of await findDueChanges(new Date(), 100)) {
      const dueAt = Date.parse(change.at);
      await invoke(change, (result) => {
        const { outcome } = result as { outcome: string };
        return `${scheduleName(change)} ${outcome}, ${Math.max(0, Date.now() - dueAt)} ms after its time`;
      });
    }
  };

  let failures = 0;
  const arm = () =>
    inTurn(async () => {
      clearTimeout(armed);
      armed = undefined;
      try {
        const [, { findDueChanges }] = await modules;
        const [next] = await findDueChanges(endOfTime, 1);
        failures = 0;
        // A read answered after stop() arms nothing: a timer would keep the process alive.
        if (!next || !running) return;
        const delay = Math.min(Math.max(0, Date.parse(next.at) - Date.now()), longestDelayMs);
        armed = setTimeout(() => {
          void inTurn(carryOutDue).then(arm);
        }, delay);
      } catch (error) {
        failures += 1;
        if (failures === 1)
          options.log(
            `Scheduled publishing: reading the schedule failed (${(error as Error).name}); the next sweep reads it again`,
          );
      }
    });

  void arm();
  const sweeper = setInterval(() => {
    void inTurn(() =>
      invoke(sweepEvent, (result) => {
        const { swept } = result as { swept: { outcome: string }[] };
        if (swept.length === 0) return undefined;
        return `sweep carried out ${swept.filter((one) => one.outcome === 'applied').length} of ${swept.length} due changes`;
      }),
    ).then(arm);
  }, sweepMs);

  return {
    tableChanged: (records) => {
      void modules.then(([, , { schedulePartition }]) => {
        if (records.some((record) => record.dynamodb?.Keys?.PK?.S === schedulePartition)) void arm();
      });
    },
    stop: async () => {
      running = false;
      clearInterval(sweeper);
      clearTimeout(armed);
      await busy;
    },
  };
}
