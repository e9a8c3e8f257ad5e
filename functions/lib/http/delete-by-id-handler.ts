import type { ActivityKind } from '../../../shared/api-types.ts';
import { labelOfItem, recordedDelete } from '../data/activity-repository.ts';
import { adminHandler } from './http-handler.ts';

/**
 * The handler of an admin's DELETE of a blog, a place, a product or a category by the `{id}`
 * in its path: `remove` deletes it, and the activity records the deletion under its title or name.
 */
export const deleteByIdHandler = (kind: ActivityKind, remove: (id: string) => Promise<unknown>) =>
  adminHandler({}, ({ admin, pathParameters }) => {
    const id = pathParameters.id ?? '';
    return recordedDelete(
      { by: admin.email, kind, itemId: id },
      () => labelOfItem(id),
      () => remove(id),
    );
  });
