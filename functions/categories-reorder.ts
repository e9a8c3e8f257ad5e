import { categoryOrderSchema } from '../shared/catalogue-rules.ts';
import { recordChange } from './lib/data/activity-repository.ts';
import { reorderCategories } from './lib/data/categories-repository.ts';
import { adminHandler } from './lib/http/http-handler.ts';

/** PUT /api/admin/categories/order {ids}: every category's id once, in the new order. */
export const handler = adminHandler({ schema: categoryOrderSchema }, async ({ admin, input }) => {
  const categories = await reorderCategories(input.ids);
  // One change of each category: the lists' "last changed" lines and the Activity panel.
  await Promise.all(
    categories.map((category) =>
      recordChange({
        by: admin.email,
        kind: 'category',
        action: 'changed',
        itemId: category._id,
        label: category.name,
      }),
    ),
  );
  return categories;
});
