import { stateCreateSchema } from '../shared/location-rules.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { createState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /state/add {name, country} */
export const handler = adminHandler({ schema: stateCreateSchema, status: 201 }, ({ admin, input }) =>
  recorded({ by: admin.email, kind: 'state', action: 'created' }, () => createState(input)),
);
