import { districtCreateSchema } from '../shared/location-rules.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { createDistrict } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /district/add {name, state} */
export const handler = adminHandler({ schema: districtCreateSchema, status: 201 }, ({ admin, input }) =>
  recorded({ by: admin.email, kind: 'district', action: 'created' }, () => createDistrict(input)),
);
