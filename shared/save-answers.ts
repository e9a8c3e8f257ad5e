/**
 * 503 for a write that went out and that the database did not answer in time, so it may
 * have been stored (functions/lib/runtime/unconfirmed-writes.ts): saving again without
 * looking could make a second copy. The dashboard knows it by its text, as it knows the 409 of
 * a stale version (`messages.changedBySomeoneElse`), and offers to reload instead of saving
 * again. docs/decisions/052-saves-that-survive-conflicts-and-timeouts.md
 */
export const unconfirmedWriteMessage =
  'The database did not confirm this change in time, so it may have been saved. Reload to check before saving again.';
