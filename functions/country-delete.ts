import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /countries/delete/{id}: the country with its states and districts. */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'country', itemId: id },
    () => labelOfItem(id),
    () => deleteCountry(id),
  );
});
