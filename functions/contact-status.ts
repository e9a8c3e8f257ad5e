import { contactStatusSchema } from '../shared/validation.ts';
import { setContactStatus } from './lib/data/contacts-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /api/cnt/status/{id}: marks a message new, read, replied or archived. */
export const handler = adminHandler({ schema: contactStatusSchema }, ({ pathParameters, input }) =>
  setContactStatus(pathParameters.id ?? '', input.status),
);
