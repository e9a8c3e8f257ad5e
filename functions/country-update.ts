import { countryRenameSchema } from '../shared/validation.ts';
import { adminHandler } from './lib/http-handler.ts';
import { renameCountry } from './lib/locations-repository.ts';

/** PUT /countries/update/{id} {name} */
export const handler = adminHandler({ schema: countryRenameSchema }, ({ input, pathParameters }) =>
  renameCountry(pathParameters.id ?? '', input.name),
);
