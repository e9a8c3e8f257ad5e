import { digestEvent, nextDigestAt } from '../shared/monday-digest.ts';

export interface DigestTimerOptions {
  log: (line: string) => void;
  /** @default () => new Date() */
  now?: () => Date;
}

export interface DigestTimer {
  /** When it fires next (Monday 09:00 India time). */
  readonly nextAt: () => Date;
  /** Stops the timer, and waits for a digest being sent. */
  stop(): Promise<void>;
}

/**
 * EventBridge Scheduler's Monday digest on the local stack (docs/decisions/072): one timer
 * armed for the next Monday 09:00 India time (`nextDigestAt`, never a fixed interval, so it
 * does not fire while tests run at any other time), which calls the same handler the
 * recurring schedule invokes in AWS with the same event, then arms the next. The mail goes to
 * the local SES's mailbox. The handler's module is imported once the stack's environment
 * names the local table and SES.
 */
export function startDigestTimer(options: DigestTimerOptions): DigestTimer {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let next = nextDigestAt(now());
  let sending: Promise<void> = Promise.resolve();
  let running = true;

  const arm = () => {
    next = nextDigestAt(now());
    timer = setTimeout(fire, Math.max(0, next.getTime() - now().getTime()));
  };
  const fire = () => {
    sending = (async () => {
      try {
        const { handler } = await import('../functions/monday-digest.ts');
        const { outcome, week } = await handler(digestEvent);
        options.log(`Monday digest for ${week.from} to ${week.to}: ${outcome}`);
      } catch (error) {
        options.log(`Monday digest failed (${(error as Error).message})`);
      }
    })();
    if (running) arm();
  };
  arm();

  return {
    nextAt: () => next,
    stop: async () => {
      running = false;
      clearTimeout(timer);
      await sending;
    },
  };
}
