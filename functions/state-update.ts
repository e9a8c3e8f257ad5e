import { renameSchema } from '../shared/validation.ts';
import { adminHandler } from './lib/http-handler.ts';
import { renameState } from './lib/locations-repository.ts';

/** PUT /state/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ input, pathParameters }) =>
  renameState(pathParameters.id ?? '', input.name),
);
