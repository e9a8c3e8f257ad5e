import { deleteDistrict } from './lib/data/locations-repository.ts';
import { deleteByIdHandler } from './lib/http/delete-by-id-handler.ts';

/** DELETE /district/delete/{id} */
export const handler = deleteByIdHandler('district', deleteDistrict);
