import { deleteState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /state/delete/{id}: the state with its districts. */
export const handler = adminHandler({}, ({ pathParameters }) => deleteState(pathParameters.id ?? ''));
