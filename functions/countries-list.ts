import { listCountrySummaries } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /countries/view: countries with their states and counts. */
export const handler = adminHandler({}, () => listCountrySummaries());
