import { renameSchema } from '../shared/validation.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http-handler.ts';
import { renameState } from './lib/locations-repository.ts';

/** PUT /state/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'state', action: 'changed' }, () =>
    renameState(pathParameters.id ?? '', input.name),
  ),
);
