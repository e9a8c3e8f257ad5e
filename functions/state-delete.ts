import { adminHandler } from './lib/http-handler.ts';
import { deleteState } from './lib/locations-repository.ts';

/** DELETE /state/delete/{id}: the state with its districts. */
export const handler = adminHandler({}, ({ pathParameters }) => deleteState(pathParameters.id ?? ''));
