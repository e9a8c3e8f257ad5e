import { renameSchema } from '../shared/validation.ts';
import { adminHandler } from './lib/http-handler.ts';
import { renameDistrict } from './lib/locations-repository.ts';

/** PUT /district/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ input, pathParameters }) =>
  renameDistrict(pathParameters.id ?? '', input.name),
);
