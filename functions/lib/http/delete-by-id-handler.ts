// valibot's own function, not the `v` namespace: that would bundle all of valibot.
import { safeParse } from 'valibot';
import type { ActivityKind } from '../../../shared/api-types.ts';
import { deleteSchema, firstIssue } from '../../../shared/validation.ts';
import { labelOfItem, recordedDelete } from '../data/activity-repository.ts';
import { InvalidInput } from '../domain-errors.ts';
import { adminHandler } from './http-handler.ts';

/**
 * The handler of an admin's DELETE of a blog, a place, a product or a category by the `{id}`
 * in its path: `remove` deletes it, and the activity records the deletion under its title or name.
 * `?version=N` is the version the admin saw: another admin's save since is a 409
 * (docs/decisions/051); without it (the spec's client) the item is deleted as it is now.
 */
export const deleteByIdHandler = (
  kind: ActivityKind,
  remove: (id: string, expectedVersion?: number) => Promise<unknown>,
) =>
  adminHandler({}, ({ admin, pathParameters, query }) => {
    const id = pathParameters.id ?? '';
    const parsed = safeParse(deleteSchema, { version: query.version });
    if (!parsed.success) throw new InvalidInput(firstIssue(parsed.issues));
    return recordedDelete(
      { by: admin.email, kind, itemId: id },
      () => labelOfItem(id),
      () => remove(id, parsed.output.version),
    );
  });
