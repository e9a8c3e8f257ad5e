import { deleteContact } from './lib/contacts-repository.ts';
import { adminHandler } from './lib/http-handler.ts';

/** DELETE /api/cnt/delete/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteContact(pathParameters.id ?? ''));
