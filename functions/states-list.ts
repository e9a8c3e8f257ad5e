import { adminHandler } from './lib/http-handler.ts';
import { listStates } from './lib/locations-repository.ts';

/** GET /state/{countryId}: the country's states with their district counts. */
export const handler = adminHandler({}, ({ pathParameters }) => listStates(pathParameters.countryId ?? ''));
