import { stateCreateSchema } from '../shared/validation.ts';
import { createState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /state/add {name, country} */
export const handler = adminHandler({ schema: stateCreateSchema, status: 201 }, ({ input }) =>
  createState(input),
);
