import { getStateDetail } from './lib/data/locations-repository.ts';
import { publicHandler } from './lib/http/http-handler.ts';

/** GET /states/{stateId}: a state with its country's name and its districts. */
export const handler = publicHandler({}, ({ pathParameters }) =>
  getStateDetail(pathParameters.stateId ?? ''),
);
