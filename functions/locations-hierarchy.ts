import { listHierarchy } from './lib/data/locations-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /countries/hierarchy: countries with their states and districts. */
export const handler = publicHandler({}, () => listHierarchy());
