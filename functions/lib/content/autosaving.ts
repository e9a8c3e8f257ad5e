import type { AutosaveKind } from '../../../shared/api-types.ts';
import { autosaveKindNames } from '../../../shared/autosave-rules.ts';
import { deleteAutosave } from '../data/autosaves.ts';
import { isItemId } from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';
import { logger } from '../runtime/logger.ts';

/** What a path that names no post's or product's form gets: the same 404 for a wrong kind and a wrong id. */
const noSuchForm = 'There is no such form to keep a draft copy of.';

/**
 * The form an autosave route names (docs/decisions/069): `{kind}` a post or a product, `{id}`
 * an item's id as the other routes take it or `new`. Whether such an item exists is not read:
 * the copy is the admin's own typing, and deleting an item deletes its copies.
 */
export function autosaveTarget(pathParameters: Record<string, string>): { kind: AutosaveKind; id: string } {
  const { kind = '', id = '' } = pathParameters;
  if (!(autosaveKindNames as readonly string[]).includes(kind) || !isItemId(id))
    throw new NotFound(noSuchForm);
  return { kind: kind as AutosaveKind, id };
}

/**
 * A save of a post or a product, then the saver's server copy of that form deleted: what it
 * kept is saved now (a new item's copy is the one under `new`). In the save's request, not
 * one more from the browser (one save, one request: docs/decisions/059); a failure there is
 * logged, never the save's: the copy offered again equals the saved item, so it is not offered.
 */
export async function savedThenCopyDeleted<Item extends { _id: string }>(
  kind: AutosaveKind,
  by: string,
  isNew: boolean,
  save: () => Promise<Item>,
): Promise<Item> {
  const saved = await save();
  try {
    await deleteAutosave(kind, isNew ? 'new' : saved._id, by);
  } catch (error) {
    logger.error('could not delete the saver’s autosave', { error: error as Error, kind, id: saved._id });
  }
  return saved;
}
