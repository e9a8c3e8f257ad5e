import { deleteDistrict } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** DELETE /district/delete/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteDistrict(pathParameters.id ?? ''));
