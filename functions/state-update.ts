import { renameSchema } from '../shared/validation.ts';
import { renameState } from './lib/data/locations-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /state/update/{id} {name} */
export const handler = adminHandler({ schema: renameSchema }, ({ input, pathParameters }) =>
  renameState(pathParameters.id ?? '', input.name),
);
