import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /state/delete/{id}: the state with its districts. */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'state', itemId: id },
    () => labelOfItem(id),
    () => deleteState(id),
  );
});
