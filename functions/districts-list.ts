import { adminHandler } from './lib/http-handler.ts';
import { listDistricts } from './lib/locations-repository.ts';

/** GET /district/{stateId}: the state's districts. */
export const handler = adminHandler({}, ({ pathParameters }) => listDistricts(pathParameters.stateId ?? ''));
