import { ulid } from 'ulid';
import type { Category, ProductPhoto } from '../../../shared/api-types.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { type CategoryInput, messages } from '../../../shared/validation.ts';
import { Conflict, InvalidInput, NotFound } from '../domain-errors.ts';
import { settlePhotoTags, storablePhotos, uploadKeys } from '../uploads/photos.ts';
import { checkExpectedVersion, retryOnVersionChange } from './item-versions.ts';
import { photoOwner, photoOwnerUpdates } from './photo-owners.ts';
import { claimSlug, type SlugChoice, slugHistory, slugReleases, withChosenSlug } from './slug-claims.ts';
import {
  conditional,
  findItemById,
  nextVersion,
  queryAll,
  type TableItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  VersionChanged,
  versionCondition,
  versionOf,
} from './table.ts';

/**
 * Categories of the catalogue (docs/decisions/047): partition `CATEGORY`, sort key the
 * category's id, GSI1 by id; slug claims in `SLUG#CATEGORY` (slug-claims.ts). They are few, so
 * a list is one Query sorted by `position` here. Each keeps how many products name it, all
 * (`productCount`) and published ones (`publishedCount`), changed in the same transaction as
 * the product: a category is deleted only on the condition that it has none.
 */
export const categoryPartition = 'CATEGORY';
export const categorySlugScope = 'SLUG#CATEGORY';
export const categoryNotFound = 'Category not found.';

export interface CategoryItem extends TableItem {
  id: string;
  name: string;
  slug: string;
  /** Every slug it had, the current one last: deleting it frees them. */
  slugs: string[];
  position: number;
  image?: ProductPhoto;
  productCount: number;
  publishedCount: number;
  updatedAt: string;
  /** Absent on categories stored before versions (docs/decisions/051): version 0. */
  version?: number;
}

/** Which of its two counts a category answers with: the public's or the dashboard's. */
export type CategoryAudience = 'public' | 'admin';

export function toCategory(item: CategoryItem, audience: CategoryAudience): Category {
  const { id, name, slug, position, image, productCount, publishedCount, updatedAt } = item;
  return {
    _id: id,
    name,
    slug,
    position,
    ...(image && { image }),
    productCount: audience === 'public' ? publishedCount : productCount,
    updatedAt,
    version: versionOf(item),
  };
}

const byPosition = (a: CategoryItem, b: CategoryItem) =>
  a.position - b.position || a.name.localeCompare(b.name);

export async function listCategoryItems(): Promise<CategoryItem[]> {
  const items = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': categoryPartition },
  })) as CategoryItem[];
  return items.sort(byPosition);
}

/** `GET /api/categories` (published counts) and `GET /api/admin/categories` (all). */
export async function listCategories(audience: CategoryAudience): Promise<Category[]> {
  return (await listCategoryItems()).map((item) => toCategory(item, audience));
}

export async function findCategoryItem(id: string): Promise<CategoryItem> {
  const item = await findItemById(id);
  if (!item || item.PK !== categoryPartition) throw new NotFound(categoryNotFound);
  return item as CategoryItem;
}

/** The slug a save claims: the admin's own, or one made from the name. */
const slugChoice = (wanted: string | undefined, name: string, id: string): SlugChoice => ({
  scope: categorySlugScope,
  ownerId: id,
  wanted,
  takenMessage: messages.categorySlugTaken,
  base: slugify(name, 'category'),
});

/** A new category goes after the last one unless given a position. */
async function nextPosition(): Promise<number> {
  const last = (await listCategoryItems()).at(-1);
  return last ? last.position + 1 : 1;
}

export async function createCategory(input: CategoryInput): Promise<Category> {
  const id = ulid();
  const position = input.position ?? (await nextPosition());
  const [image] = input.image ? await storablePhotos([input.image]) : [];
  const category = await withChosenSlug(slugChoice(input.slug, input.name, id), async (slug) => {
    const item: CategoryItem = {
      PK: categoryPartition,
      SK: id,
      GSI1PK: id,
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
    await transactWrite([
      conditional(
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        () => new Error(`Category id ${id} already taken`),
      ),
      claimSlug(categorySlugScope, slug, id),
      ...photoOwnerUpdates(photoOwner('CATEGORY', id), [], tileKeys(image)),
    ]);
    return toCategory(item, 'admin');
  });
  await settlePhotoTags([], tileKeys(image));
  return category;
}

/** The upload key of a tile, when it is an upload. */
const tileKeys = (image: ProductPhoto | undefined): string[] => (image ? uploadKeys([image]) : []);

/**
 * Renames, moves or gives a category another tile. The slug stays unless the admin changes
 * it; the earlier ones keep leading to it. Its counts are the stored ones, changed by the
 * products' own writes only: the update sets the other fields and leaves them alone (so a
 * product's save does not change the category's version either). Conditional on the version
 * read, as every admin write (docs/decisions/051).
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
        const item: CategoryItem = {
          ...current,
          name: input.name,
          slug,
          slugs: history.slugs,
          position: input.position ?? current.position,
          updatedAt: new Date().toISOString(),
          version: nextVersion(current),
        };
        const condition = versionCondition(current);
        const writes: TransactionWrite[] = [
          conditional(
            {
              Update: {
                TableName: tableName(),
                Key: { PK: categoryPartition, SK: id },
                UpdateExpression: `SET #name = :name, slug = :slug, slugs = :slugs, #position = :position, updatedAt = :now, #version = :nextVersion ${image ? ', image = :image' : 'REMOVE image'}`,
                ConditionExpression: condition.ConditionExpression,
                ExpressionAttributeNames: {
                  ...condition.ExpressionAttributeNames,
                  '#name': 'name',
                  '#position': 'position',
                },
                ExpressionAttributeValues: {
                  ...condition.ExpressionAttributeValues,
                  ':name': item.name,
                  ':slug': slug,
                  ':slugs': history.slugs,
                  ':position': item.position,
                  ':now': item.updatedAt,
                  ':nextVersion': item.version,
                  ...(image && { ':image': image }),
                },
              },
            },
            () => new VersionChanged(),
          ),
          ...photoOwnerUpdates(photoOwner('CATEGORY', id), tileKeys(current.image), tileKeys(image)),
          ...(await slugReleases(categorySlugScope, history.released, id)),
        ];
        if (slug !== current.slug) writes.push(claimSlug(categorySlugScope, slug, id));
        await transactWrite(writes, () => new NotFound(categoryNotFound));
        const { image: _, ...rest } = item;
        return toCategory({ ...rest, ...(image && { image }) }, 'admin');
      },
    );
    return { category: saved, before: tileKeys(current.image), after: tileKeys(image) };
  });
  await settlePhotoTags(before, after);
  return category;
}

/**
 * Deletes a category that no product names (a 409 saying how many do otherwise), on the
 * conditions that it still has the version read and a count of 0 in the same write: a product
 * saved into it meanwhile (its count update is conditional on the category existing) makes the
 * delete read again and refuse. Answers its tile's uploads (content/photo-deletions.ts lets
 * them expire).
 */
export async function deleteCategory(id: string, expectedVersion?: number): Promise<string[]> {
  return retryOnVersionChange(async () => {
    const current = await findCategoryItem(id);
    checkExpectedVersion(current, expectedVersion);
    if (current.productCount > 0) throw new Conflict(messages.categoryNotEmpty(current.productCount));
    const releases = await slugReleases(categorySlugScope, current.slugs, id);
    const condition = versionCondition(current);
    await transactWrite([
      conditional(
        {
          Delete: {
            TableName: tableName(),
            Key: { PK: categoryPartition, SK: id },
            ConditionExpression: `${condition.ConditionExpression} AND productCount = :none`,
            ExpressionAttributeNames: condition.ExpressionAttributeNames,
            ExpressionAttributeValues: { ...condition.ExpressionAttributeValues, ':none': 0 },
          },
        },
        () => new VersionChanged(),
      ),
      ...photoOwnerUpdates(photoOwner('CATEGORY', id), tileKeys(current.image), []),
      ...releases,
    ]);
    return tileKeys(current.image);
  });
}

/**
 * `PUT /api/admin/categories/order`: positions 1, 2, 3, … in the order given, which must name
 * every category once (a 400 otherwise), in one transaction, each on the version read.
 */
export async function reorderCategories(ids: readonly string[]): Promise<Category[]> {
  return retryOnVersionChange(async () => {
    const items = await listCategoryItems();
    const known = new Map(items.map((item) => [item.id, item]));
    if (ids.length !== items.length || ids.some((id) => !known.has(id)))
      throw new InvalidInput(messages.categoryOrder);
    const now = new Date().toISOString();
    const reordered = ids.map((id, index): CategoryItem => {
      const current = known.get(id) as CategoryItem;
      return { ...current, position: index + 1, updatedAt: now, version: nextVersion(current) };
    });
    const writes = reordered.map((item) => {
      const condition = versionCondition(known.get(item.id) as CategoryItem);
      return conditional(
        {
          Update: {
            TableName: tableName(),
            Key: { PK: categoryPartition, SK: item.id },
            UpdateExpression: 'SET #position = :position, updatedAt = :now, #version = :nextVersion',
            ConditionExpression: condition.ConditionExpression,
            ExpressionAttributeNames: { ...condition.ExpressionAttributeNames, '#position': 'position' },
            ExpressionAttributeValues: {
              ...condition.ExpressionAttributeValues,
              ':position': item.position,
              ':now': now,
              ':nextVersion': item.version,
            },
          },
        },
        // Renamed, moved or deleted meanwhile: read the categories again.
        () => new VersionChanged(),
      );
    });
    await transactWrite(writes);
    return reordered.map((item) => toCategory(item, 'admin'));
  });
}

/**
 * The writes that keep the counts of the categories a product leaves, joins or stays in while
 * it is published or not: one Update each whose count changes, on the condition that the
 * category exists (a product never names a deleted category).
 */
export function categoryCountUpdates(
  before: { categoryIds: readonly string[]; published: boolean } | undefined,
  after: { categoryIds: readonly string[]; published: boolean } | undefined,
): TransactionWrite[] {
  const ids = [...new Set([...(before?.categoryIds ?? []), ...(after?.categoryIds ?? [])])];
  const counted = (side: typeof before, id: string) => (side?.categoryIds.includes(id) ? 1 : 0);
  return ids.flatMap((id) => {
    const all = counted(after, id) - counted(before, id);
    const published =
      (after?.published ? counted(after, id) : 0) - (before?.published ? counted(before, id) : 0);
    if (all === 0 && published === 0) return [];
    return [
      conditional(
        {
          Update: {
            TableName: tableName(),
            Key: { PK: categoryPartition, SK: id },
            UpdateExpression: 'ADD productCount :all, publishedCount :published',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':all': all, ':published': published },
          },
        },
        () => new InvalidInput(messages.categoryNotFound),
      ),
    ];
  });
}
