import { deleteCountry } from './lib/data/locations-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /countries/delete/{id}: the country with its states and districts. */
export const handler = deleteByIdHandler('country', deleteCountry);
