import { deleteCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /countries/delete/{id}: the country with its states and districts. */
export const handler = adminHandler({}, ({ pathParameters }) => deleteCountry(pathParameters.id ?? ''));
