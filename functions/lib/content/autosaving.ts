import type { AutosaveKind } from '../../../shared/api-types.ts';
import { autosaveKindNames } from '../../../shared/validation.ts';
import { isItemId } from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';

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
