import { getDistrictDetail } from './lib/data/locations-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /api/districts/{id}: a district with its state's and country's names, for deep links. */
export const handler = publicHandler({}, ({ pathParameters }) => getDistrictDetail(pathParameters.id ?? ''));
