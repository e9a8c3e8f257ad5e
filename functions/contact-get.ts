import { getContact } from './lib/data/contacts-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /api/cnt/contact/{id}: one message (the dashboard link in its email opens it). */
export const handler = adminHandler({}, ({ pathParameters }) => getContact(pathParameters.id ?? ''));
