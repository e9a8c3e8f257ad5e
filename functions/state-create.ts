import { stateCreateSchema } from '../shared/validation.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http-handler.ts';
import { createState } from './lib/locations-repository.ts';

/** POST /state/add {name, country} */
export const handler = adminHandler({ schema: stateCreateSchema, status: 201 }, ({ admin, input }) =>
  recorded({ by: admin.email, kind: 'state', action: 'created' }, () => createState(input)),
);
