import { categoryInputSchema } from '../shared/catalogue-rules.ts';
import { createCategory } from './lib/content/category-saving.ts';
import { recorded } from './lib/data/activity-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** POST /api/admin/categories {name, slug?, position?, image?} */
export const handler = adminHandler({ schema: categoryInputSchema, status: 201 }, ({ admin, input }) =>
  recorded({ by: admin.email, kind: 'category', action: 'created' }, () => createCategory(input)),
);
