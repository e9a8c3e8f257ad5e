import { countryCreateSchema } from '../shared/validation.ts';
import { adminHandler } from './lib/http-handler.ts';
import { createCountry } from './lib/locations-repository.ts';

/** POST /countries/add {name}: one of the built-in names, once. */
export const handler = adminHandler({ schema: countryCreateSchema, status: 201 }, ({ input }) =>
  createCountry(input.name),
);
