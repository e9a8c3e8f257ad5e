import { renameSchema } from '../shared/location-rules.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { renameState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /state/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'state', action: 'changed' }, () =>
    renameState(pathParameters.id ?? '', input.name, input.version),
  ),
);
