import { recordedDelete } from './lib/data/activity-repository.ts';
import { deleteContact, getContact } from './lib/data/contacts-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/cnt/delete/{id} */
export const handler = adminHandler({}, ({ admin, pathParameters }) => {
  const id = pathParameters.id ?? '';
  return recordedDelete(
    { by: admin.email, kind: 'message', itemId: id },
    async () => `${(await getContact(id)).name}`,
    () => deleteContact(id),
  );
});
