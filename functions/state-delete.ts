import { deleteState } from './lib/data/locations-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /state/delete/{id}: the state with its districts. */
export const handler = deleteByIdHandler('state', deleteState);
