import { adminHandler } from './lib/http-handler.ts';
import { deleteDistrict } from './lib/locations-repository.ts';

/** DELETE /district/delete/{id} */
export const handler = adminHandler({}, ({ pathParameters }) => deleteDistrict(pathParameters.id ?? ''));
