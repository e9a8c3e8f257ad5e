import { listStates } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /state/{countryId}: the country's states with their district counts. */
export const handler = adminHandler({}, ({ pathParameters }) => listStates(pathParameters.countryId ?? ''));
