import { renameSchema } from '../shared/validation.ts';
import { renameDistrict } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /district/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ input, pathParameters }) =>
  renameDistrict(pathParameters.id ?? '', input.name),
);
