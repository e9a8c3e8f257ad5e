import { categoryInputSchema } from '../shared/catalogue-rules.ts';
import { updateCategory } from './lib/content/category-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /api/admin/categories/{id} {name, slug?, position?, image?}: rename, move, another tile. */
export const handler = adminHandler({ schema: categoryInputSchema }, ({ admin, input, pathParameters }) =>
  recorded({ by: admin.email, kind: 'category', action: 'changed' }, () =>
    updateCategory(pathParameters.id ?? '', input),
  ),
);
