import { type GenericSchema, type InferOutput, safeParse } from 'valibot';
import type { Revision } from '../../../shared/api-types.ts';
import { firstIssue, messages } from '../../../shared/validation.ts';
import { findRevision, type RevisionKind } from '../data/revisions.ts';
import type { TableItem } from '../data/table.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';

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
function restoredInput(kept: Revision<unknown>, current: TableItem): Record<string, unknown> {
  const restored: Record<string, unknown> = { ...(kept.value as Record<string, unknown>) };
  // A field the item no longer has goes too: a version saved while scheduled keeps a publish
  // time that has passed once the post went live, which the save would refuse.
  for (const name of keptOnRestore) {
    if (current[name] === undefined) delete restored[name];
    else restored[name] = current[name];
  }
  return restored;
}

/**
 * The input of the save that restores `version` of the item `id` (`findItem` reads it as stored
 * now, a 404 when it is not there), checked with the save's own `schema` and carrying the
 * `expectedVersion` the form opened: 404 when the version is not kept, 400 with the rule's
 * message when today's rules refuse what was kept.
 */
export async function restoringInput<Schema extends GenericSchema>(
  kind: Exclude<RevisionKind, 'site'>,
  id: string,
  version: number,
  expectedVersion: number | undefined,
  findItem: (id: string) => Promise<TableItem>,
  schema: Schema,
): Promise<InferOutput<Schema>> {
  const current = await findItem(id);
  const kept = await findRevision(kind, id, version);
  if (!kept) throw new NotFound(messages.versionGone);
  const parsed = safeParse(schema, { ...restoredInput(kept, current), version: expectedVersion });
  if (!parsed.success) throw new InvalidInput(firstIssue(parsed.issues));
  return parsed.output;
}
