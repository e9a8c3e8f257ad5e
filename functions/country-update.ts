import { countryRenameSchema } from '../shared/validation.ts';
import { renameCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /countries/update/{id} {name} */
export const handler = adminHandler({ schema: countryRenameSchema }, ({ input, pathParameters }) =>
  renameCountry(pathParameters.id ?? '', input.name),
);
