import { countryCreateSchema } from '../shared/validation.ts';
import { createCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /countries/add {name}: one of the built-in names, once. */
export const handler = adminHandler({ schema: countryCreateSchema, status: 201 }, ({ input }) =>
  createCountry(input.name),
);
