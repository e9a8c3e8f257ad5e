import { districtCreateSchema } from '../shared/validation.ts';
import { adminHandler } from './lib/http-handler.ts';
import { createDistrict } from './lib/locations-repository.ts';

/** POST /district/add {name, state} */
export const handler = adminHandler({ schema: districtCreateSchema, status: 201 }, ({ input }) =>
  createDistrict(input),
);
