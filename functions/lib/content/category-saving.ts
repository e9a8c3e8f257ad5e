import { ulid } from 'ulid';
import type { Category } from '../../../shared/api-types.ts';
import type { CategoryInput } from '../../../shared/catalogue-rules.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { messages } from '../../../shared/validation.ts';
import {
  type CategoryItem,
  categoryKeys,
  categorySlugScope,
  findCategoryItem,
  insertCategory,
  nextCategoryPosition,
  storeCategoryChanges,
  tileKeys,
  toCategory,
} from '../data/categories-repository.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import { type SlugChoice, slugHistory, withChosenSlug } from '../data/slug-claims.ts';
import { nextVersion } from '../data/table.ts';
import { settlePhotoTags, storablePhotos } from '../uploads/photos.ts';

/**
 * Creating and changing categories (categories-repository.ts has the rest), as products are
 * saved (product-saving.ts): the tile goes through the upload checks on every write and its
 * tags are settled after the commit. A new category's slug comes from its name (made unique)
 * unless the admin gives one; renaming keeps it, and every earlier slug still leads to it.
 */

/** The slug a save claims: the admin's own, or one made from the name. */
const slugChoice = (wanted: string | undefined, name: string, id: string): SlugChoice => ({
  scope: categorySlugScope,
  ownerId: id,
  wanted,
  takenMessage: messages.categorySlugTaken,
  base: slugify(name, 'category'),
});

export async function createCategory(input: CategoryInput): Promise<Category> {
  const id = ulid();
  const position = input.position ?? (await nextCategoryPosition());
  const [image] = input.image ? await storablePhotos([input.image]) : [];
  const category = await withChosenSlug(slugChoice(input.slug, input.name, id), async (slug) => {
    const item: CategoryItem = {
      ...categoryKeys(id),
      id,
      name: input.name,
      slug,
      slugs: [slug],
      position,
      ...(image && { image }),
      productCount: 0,
      publishedCount: 0,
      updatedAt: new Date().toISOString(),
      version: 1,
    };
    await insertCategory(item);
    return toCategory(item, 'admin');
  });
  await settlePhotoTags([], tileKeys(image));
  return category;
}

/**
 * Renames, moves or gives a category another tile. The slug stays unless the admin changes
 * it; the earlier ones keep leading to it. Its counts are the stored ones (the write leaves
 * them alone: categories-repository.ts says why). Conditional on the version read, as every
 * admin write (docs/decisions/051); the tile's tags are settled once the change is saved.
 */
export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  const { category, before, after } = await retryOnVersionChange(async () => {
    const current = await findCategoryItem(id);
    checkExpectedVersion(current, input.version);
    const [image] = input.image
      ? await storablePhotos([input.image], current.image ? [current.image] : [])
      : [];
    const saved = await withChosenSlug(
      slugChoice(input.slug ?? current.slug, input.name, id),
      async (slug) => {
        const history = slugHistory(current.slugs, slug);
        const { image: _, ...untiled } = current;
        const item: CategoryItem = {
          ...untiled,
          name: input.name,
          slug,
          slugs: history.slugs,
          position: input.position ?? current.position,
          ...(image && { image }),
          updatedAt: new Date().toISOString(),
          version: nextVersion(current),
        };
        await storeCategoryChanges(current, item, history.released);
        return toCategory(item, 'admin');
      },
    );
    return { category: saved, before: tileKeys(current.image), after: tileKeys(image) };
  });
  await settlePhotoTags(before, after);
  return category;
}
