import { publicHandler } from './lib/http-handler.ts';
import { getStateDetail } from './lib/locations-repository.ts';

/** GET /states/{stateId}: a state with its country's name and its districts. */
export const handler = publicHandler({}, ({ pathParameters }) =>
  getStateDetail(pathParameters.stateId ?? ''),
);
