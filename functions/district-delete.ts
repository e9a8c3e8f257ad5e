import { labelOfItem, recordedDelete } from './lib/data/activity-repository.ts';
import { deleteDistrict } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /district/delete/{id} */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'district', itemId: id },
    () => labelOfItem(id),
    () => deleteDistrict(id),
  );
});
