import { countryCreateSchema } from '../shared/countries.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { createCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /countries/add {name}: one of the built-in names, once. */
export const handler = adminHandler({ schema: countryCreateSchema, status: 201 }, ({ admin, input }) =>
  recorded({ by: admin.email, kind: 'country', action: 'created' }, () => createCountry(input.name)),
);
