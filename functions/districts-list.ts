import { listDistricts } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** GET /district/{stateId}: the state's districts. */
export const handler = adminHandler({}, ({ pathParameters }) => listDistricts(pathParameters.stateId ?? ''));
