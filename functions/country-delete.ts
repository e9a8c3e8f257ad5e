import { adminHandler } from './lib/http-handler.ts';
import { deleteCountry } from './lib/locations-repository.ts';

/** DELETE /countries/delete/{id}: the country with its states and districts. */
export const handler = adminHandler({}, ({ pathParameters }) => deleteCountry(pathParameters.id ?? ''));
