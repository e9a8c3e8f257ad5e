import { countryRenameSchema } from '../shared/countries.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { renameCountry } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /countries/update/{id} {name} */
export const handler = adminHandler({ schema: countryRenameSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'country', action: 'changed' }, () =>
    renameCountry(pathParameters.id ?? '', input.name, input.version),
  ),
);
