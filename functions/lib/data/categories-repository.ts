import type { Category, ProductPhoto } from '../../../shared/api-types.ts';
import { messages } from '../../../shared/validation.ts';
import { Conflict, InvalidInput, NotFound } from '../domain-errors.ts';
import { uploadKeys } from '../uploads/photos.ts';
import { deleteWithHoldings } from './holder-deletion.ts';
import { checkExpectedVersion, retryOnVersionChange } from './item-versions.ts';
import { photoOwner, photoOwnerUpdates } from './photo-owners.ts';
import { claimSlug, slugChangeWrites } from './slug-claims.ts';
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
 * the product: a category is deleted only on the condition that it has none. Creating and
 * changing one, which checks its tile's upload and tags it, is content/category-saving.ts's;
 * the transactions that store it are here, as every DynamoDB request is (issue 33, item 2).
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

/** The keys that place a category in its partition and in GSI1. */
export const categoryKeys = (id: string) => ({ PK: categoryPartition, SK: id, GSI1PK: id });

/** After the last category: where a new one goes unless the admin gives a position. */
export async function nextCategoryPosition(): Promise<number> {
  const last = (await listCategoryItems()).at(-1);
  return last ? last.position + 1 : 1;
}

/** The upload key of a tile, when it is an upload. */
export const tileKeys = (image: ProductPhoto | undefined): string[] => (image ? uploadKeys([image]) : []);

/**
 * Stores a new category in one transaction with its slug's claim and its tile's owner (a
 * taken slug fails the claim: slug-claims.ts says so).
 */
export async function insertCategory(item: CategoryItem): Promise<void> {
  await transactWrite([
    conditional(
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      () => new Error(`Category id ${item.id} already taken`),
    ),
    claimSlug(categorySlugScope, item.slug, item.id),
    ...photoOwnerUpdates(photoOwner('CATEGORY', item.id), [], tileKeys(item.image)),
  ]);
}

/**
 * Writes the fields an admin changes (name, slug, slugs, position, tile) from `item` over
 * `current` (as read), in one transaction conditional on the version read: the tile's owners
 * change by what this save changes, the slugs it gives up (`released`) are released and a new
 * slug is claimed. An Update, not a Put: the counts are the products' writes' alone, so a
 * product saved meanwhile neither loses its count nor changes the category's version.
 */
export async function storeCategoryChanges(
  current: CategoryItem,
  item: CategoryItem,
  released: readonly string[],
): Promise<void> {
  const condition = versionCondition(current);
  const writes: TransactionWrite[] = [
    conditional(
      {
        Update: {
          TableName: tableName(),
          Key: { PK: categoryPartition, SK: item.id },
          UpdateExpression: `SET #name = :name, slug = :slug, slugs = :slugs, #position = :position, updatedAt = :now, #version = :nextVersion ${item.image ? ', image = :image' : 'REMOVE image'}`,
          ConditionExpression: condition.ConditionExpression,
          ExpressionAttributeNames: {
            ...condition.ExpressionAttributeNames,
            '#name': 'name',
            '#position': 'position',
          },
          ExpressionAttributeValues: {
            ...condition.ExpressionAttributeValues,
            ':name': item.name,
            ':slug': item.slug,
            ':slugs': item.slugs,
            ':position': item.position,
            ':now': item.updatedAt,
            ':nextVersion': item.version,
            ...(item.image && { ':image': item.image }),
          },
        },
      },
      () => new VersionChanged(),
    ),
    ...photoOwnerUpdates(photoOwner('CATEGORY', item.id), tileKeys(current.image), tileKeys(item.image)),
    ...(await slugChangeWrites(categorySlugScope, item.id, { from: current.slug, to: item.slug, released })),
  ];
  await transactWrite(writes, () => new NotFound(categoryNotFound));
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
    const condition = versionCondition(current);
    return deleteWithHoldings(
      {
        id,
        owner: photoOwner('CATEGORY', id),
        slugScope: categorySlugScope,
        slugs: current.slugs,
        uploads: tileKeys(current.image),
      },
      [
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
      ],
    );
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
