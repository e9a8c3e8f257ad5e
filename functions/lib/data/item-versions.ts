import { messages } from '../../../shared/validation.ts';
import { Conflict } from '../domain-errors.ts';
import { conflictPauseMs, VersionChanged, type Versioned, versionOf } from './table.ts';

/**
 * The admin's side of optimistic concurrency (docs/decisions/051): the version they sent, and
 * the re-reads when another write got in. Apart from table.ts, which every function bundles,
 * since the message comes with the validation rules.
 */

/** A save sent with a version other than the stored one: the editor saw an older state. */
export function checkExpectedVersion(current: Versioned, expected: number | undefined): void {
  if (expected !== undefined && expected !== versionOf(current))
    throw new Conflict(messages.changedBySomeoneElse);
}

/**
 * Attempts of a read-check-write whose write found another write in between. Each attempt
 * reads again, so a save without a version (last write wins) still counts from the committed
 * state, and one with a version meets the other write's version (a 409). Parallel saves of
 * one item all land within a few rounds; past these the admin hears it was changed meanwhile.
 */
const versionAttempts = 10;

/** Runs `attempt` (read, `checkExpectedVersion`, conditional write) until no write got in between. */
export async function retryOnVersionChange<Result>(attempt: () => Promise<Result>): Promise<Result> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof VersionChanged)) throw error;
      if (round >= versionAttempts) throw new Conflict(messages.changedBySomeoneElse);
      await new Promise((resolve) => setTimeout(resolve, conflictPauseMs(Math.min(round, 5))));
    }
  }
}
