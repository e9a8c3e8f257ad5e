import type { Revision } from '../../../shared/api-types.ts';
import type { TableItem } from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';

/**
 * What a restore (docs/decisions/067) takes from a kept version and what it keeps of the item
 * as it is now. Shared by the posts' and products' restores and the site parts' (the path's
 * version number).
 */

/** A kept version's number as a path gives it; anything else names no version (404, `gone`). */
export function versionNamed(text: string | undefined, gone: string): number {
  if (!text || !/^[1-9]\d{0,9}$/.test(text)) throw new NotFound(gone);
  return Number(text);
}

/**
 * Fields a restore keeps as they are now: where the item is shown (its slug: links shared since
 * stay canonical), whether and when (its publication status and times) and its place in the
 * list. A restore brings back what was written; publishing stays the admin's separate step.
 */
const keptOnRestore = ['slug', 'status', 'publishAt', 'unpublishAt', 'position'] as const;

/** The save a restore of `kept` over `current` asks for, before the save's own schema checks it. */
export function restoredInput(kept: Revision<unknown>, current: TableItem): Record<string, unknown> {
  const now = Object.fromEntries(
    keptOnRestore.filter((name) => current[name] !== undefined).map((name) => [name, current[name]]),
  );
  return { ...(kept.value as Record<string, unknown>), ...now };
}
