import { adminHandler } from './lib/http-handler.ts';
import { listCountrySummaries } from './lib/locations-repository.ts';

/** GET /countries/view: countries with their states and counts. */
export const handler = adminHandler({}, () => listCountrySummaries());
