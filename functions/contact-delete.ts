import { deleteContact } from './lib/data/contacts-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /api/cnt/delete/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteContact(pathParameters.id ?? ''));
