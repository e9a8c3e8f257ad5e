import { publicHandler } from './lib/http-handler.ts';
import { listHierarchy } from './lib/locations-repository.ts';

/** GET /countries/hierarchy: countries with their states and districts. */
export const handler = publicHandler({}, () => listHierarchy());
