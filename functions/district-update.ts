import { renameSchema } from '../shared/location-rules.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { renameDistrict } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /district/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'district', action: 'changed' }, () =>
    renameDistrict(pathParameters.id ?? '', input.name, input.version),
  ),
);
