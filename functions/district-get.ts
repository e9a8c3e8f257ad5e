import { publicHandler } from './lib/http-handler.ts';
import { getDistrictDetail } from './lib/locations-repository.ts';

/** GET /api/districts/{id}: a district with its state's and country's names, for deep links. */
export const handler = publicHandler({}, ({ pathParameters }) => getDistrictDetail(pathParameters.id ?? ''));
