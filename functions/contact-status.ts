import { contactStatusSchema } from '../shared/contact-rules.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { setContactStatus } from './lib/data/contacts-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /api/cnt/status/{id}: marks a message new, read, replied or archived. */
export const handler = adminHandler({ schema: contactStatusSchema }, ({ admin, pathParameters, input }) =>
  recorded({ by: admin.email, kind: 'message', action: 'changed' }, () =>
    setContactStatus(pathParameters.id ?? '', input.status),
  ),
);
