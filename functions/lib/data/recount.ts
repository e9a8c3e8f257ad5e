import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Counts } from '../../../shared/api-types.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { blogPartition } from './blogs-repository.ts';
import { type CategoryItem, categoryPartition, listCategoryItems } from './categories-repository.ts';
import { contactPartition } from './contacts-repository.ts';
import { districtPartition, locationPartition } from './locations-repository.ts';
import { productPartition } from './products-repository.ts';
import { countsKey, queryAll, readCounts, type TableItem, tableName } from './table.ts';

/**
 * `npm run admin -- recount` (docs/decisions/051): the repair of every count the writes keep,
 * from the items they count: each category's `productCount` and `publishedCount`, and the
 * overview's counters item. Writes keep them exact (each count changes in the transaction of
 * what it counts, from the committed state); this fixes data a bug or a manual edit left wrong.
 *
 * Each count is read before the items it counts, and fixed on the condition that it is still
 * what was read: a save that lands after that read changes the count, so the fix fails and is
 * worked out again; one that landed before it is in both. So a recount is right on a live table.
 */

/** One count the recount changed: where, which, from what to what. */
export interface CountFix {
  item: string;
  count: string;
  was: number;
  now: number;
}

const attempts = 5;

/** Each category's two counts, from the products' `categoryIds` and `status`. */
export function categoryCountsFrom(
  products: readonly TableItem[],
): Map<string, { productCount: number; publishedCount: number }> {
  const counts = new Map<string, { productCount: number; publishedCount: number }>();
  for (const product of products)
    for (const id of new Set(product.categoryIds as string[])) {
      const count = counts.get(id) ?? { productCount: 0, publishedCount: 0 };
      count.productCount += 1;
      if (product.status === 'published') count.publishedCount += 1;
      counts.set(id, count);
    }
  return counts;
}

/** The overview's counters, from the items of their partitions. */
export function overviewCountsFrom(items: {
  blogs: readonly TableItem[];
  places: readonly TableItem[];
  contacts: readonly TableItem[];
}): Counts {
  const ofKind = (kind: string) => items.places.filter((place) => place.kind === kind).length;
  return {
    blogs: items.blogs.length,
    countries: ofKind('country'),
    states: ofKind('state'),
    districts: ofKind('district'),
    contacts: items.contacts.length,
    newContacts: items.contacts.filter((contact) => contact.status === 'new').length,
  };
}

/** The differences between what is stored and what it should be, named after `item`. */
function fixesOf(item: string, stored: Record<string, number>, wanted: Record<string, number>): CountFix[] {
  return Object.keys(wanted)
    .filter((count) => (stored[count] ?? 0) !== wanted[count])
    .map((count) => ({ item, count, was: stored[count] ?? 0, now: wanted[count] }));
}

/** Sets `fixes` on `key` if its counts are still those read; false when a write got in between. */
async function applyFixes(key: { PK: string; SK: string }, fixes: CountFix[]): Promise<boolean> {
  const names = Object.fromEntries(fixes.map((fix, index) => [`#c${index}`, fix.count]));
  const values = Object.fromEntries(
    fixes.flatMap((fix, index) => [
      [`:now${index}`, fix.now],
      [`:was${index}`, fix.was],
    ]),
  );
  const condition = fixes
    // A counter never written is absent: it was read as 0.
    .map((fix, index) =>
      fix.was === 0
        ? `(attribute_not_exists(#c${index}) OR #c${index} = :was${index})`
        : `#c${index} = :was${index}`,
    )
    .join(' AND ');
  try {
    await dynamoDocumentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET ${fixes.map((_, index) => `#c${index} = :now${index}`).join(', ')}`,
        ConditionExpression: condition,
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

const partitionItems = (partition: string, projection: string, names: Record<string, string> = {}) =>
  queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': partition },
    // Read after the counts: strongly, so a save the counts show is in the items too.
    ConsistentRead: true,
    ProjectionExpression: projection,
    ...(Object.keys(names).length > 0 && { ExpressionAttributeNames: names }),
  });

/** Fixes every category's counts; answers what it changed. */
async function recountCategories(): Promise<CountFix[]> {
  const applied: CountFix[] = [];
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const categories: CategoryItem[] = await listCategoryItems();
    const products = await partitionItems(productPartition, 'categoryIds, #status', { '#status': 'status' });
    const wanted = categoryCountsFrom(products);
    let raced = false;
    for (const category of categories) {
      const fixes = fixesOf(
        `category ${category.slug} (${category.id})`,
        { productCount: category.productCount, publishedCount: category.publishedCount },
        wanted.get(category.id) ?? { productCount: 0, publishedCount: 0 },
      );
      if (fixes.length === 0) continue;
      if (await applyFixes({ PK: categoryPartition, SK: category.id }, fixes)) applied.push(...fixes);
      else raced = true;
    }
    if (!raced) return applied;
  }
  throw new Error('The categories kept changing while they were recounted. Please run it again.');
}

/** Fixes the overview's counters item; answers what it changed. */
async function recountOverview(): Promise<CountFix[]> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const stored = await readCounts();
    const [blogs, places, districts, contacts] = await Promise.all([
      partitionItems(blogPartition, 'id'),
      partitionItems(locationPartition, 'kind'),
      partitionItems(districtPartition, 'kind'),
      partitionItems(contactPartition, '#status', { '#status': 'status' }),
    ]);
    const wanted = overviewCountsFrom({ blogs, places: [...places, ...districts], contacts });
    const fixes = fixesOf('overview counters', { ...stored }, { ...wanted });
    if (fixes.length === 0) return [];
    if (await applyFixes(countsKey, fixes)) return fixes;
  }
  throw new Error('The overview counters kept changing while they were recounted. Please run it again.');
}

/** Recounts the categories, then the overview; answers every count it changed (none: all were right). */
export async function recountTable(): Promise<CountFix[]> {
  return [...(await recountCategories()), ...(await recountOverview())];
}
