import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type {
  Page,
  Product,
  ProductPhoto,
  ProductSearchEntry,
  ProductStatus,
  ProductSummary,
} from '../../../shared/api-types.ts';
import type { ProductAdminQuery, ProductPageQuery } from '../../../shared/list-queries.ts';
import { listMessages } from '../../../shared/list-queries.ts';
import { gsi2Name } from '../../../shared/table-definition.ts';
import { InvalidInput, NotFound } from '../domain-errors.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { uploadKeys } from '../uploads/photos.ts';
import { categoryCountUpdates } from './categories-repository.ts';
import { deleteEditedItem } from './holder-deletion.ts';
import { photoOwner, photoOwnerUpdates } from './photo-owners.ts';
import { carryOutItemChange, type ScheduledChange, scheduleMarkerWrites } from './publication-schedule.ts';
import { itemRevisionWrites } from './revisions.ts';
import { claimSlug, findSlugOwner, slugChangeWrites } from './slug-claims.ts';
import {
  conditional,
  countsKey,
  findItemById,
  queryAll,
  queryPage,
  queryWithinBytes,
  replaceItem,
  type TableItem,
  type TransactionWrite,
  tableName,
  transactWrite,
  versionOf,
} from './table.ts';

/**
 * Products of the catalogue (docs/decisions/047), in partition `PRODUCT`, sorted by
 * `<position>#<id>` (both six digits) so every list is one Query in the admin's order; GSI1
 * finds one by its number, and the slug claims in `SLUG#PRODUCT` by any slug it had. A
 * published product is also in GSI2 under `PRODUCTS#PUBLISHED` with the same sort key: the
 * public lists read only that index, so a draft cannot reach them. Creating and changing a
 * product's stored form, which sanitises its description and checks its photos, is chosen in
 * content/product-saving.ts, so the functions that only read or delete do not carry the
 * sanitiser; the transactions that store it are here, as every DynamoDB request is
 * (issue 33, item 2).
 */
export const productPartition = 'PRODUCT';
export const productSlugScope = 'SLUG#PRODUCT';
export const publishedProductsKey = 'PRODUCTS#PUBLISHED' as const;
export const productNotFound = 'Product not found.';
/** The counter item whose `lastId` numbers new products (the spec's are 1 to 28). */
export const productIdCounterKey = { PK: countsKey.PK, SK: 'PRODUCT-ID' } as const;

/** What a product stores besides its keys, slugs and version. */
export interface ProductFields extends Omit<Product, '_id' | 'slug' | 'version'> {
  id: string;
  /** The name in lower case: what the dashboard's search matches. */
  nameSearch: string;
  /** Who saved it last (its version's `savedBy`, docs/decisions/067); absent on products saved before. */
  updatedBy?: string;
}

export interface ProductItem extends TableItem, ProductFields {
  slug: string;
  /** Every slug it had, the current one last: deleting it frees them. */
  slugs: string[];
  GSI2PK?: string;
  GSI2SK?: string;
  /** Absent on products stored before versions (docs/decisions/051): version 0. */
  version?: number;
}

const sixDigits = (value: number) => String(value).padStart(6, '0');
/** The sort key: the list's order, then the number, so equal positions keep one order. */
export const productSortKey = (position: number, id: string) =>
  `${sixDigits(position)}#${sixDigits(Number(id))}`;

/** The keys that place a product in its partition, in GSI1 and (published only) in GSI2. */
export function productKeys(id: string, position: number, status: ProductStatus) {
  const SK = productSortKey(position, id);
  return {
    PK: productPartition,
    SK,
    GSI1PK: id,
    ...(status === 'published' && { GSI2PK: publishedProductsKey, GSI2SK: SK }),
  };
}

/** The publishing times and revision, which only the dashboard's answers carry (the public see published products only). */
function scheduleOf(item: ProductItem) {
  const { publishAt, unpublishAt, scheduleRevision } = item;
  return {
    ...(publishAt && { publishAt }),
    ...(unpublishAt && { unpublishAt }),
    ...(scheduleRevision !== undefined && { scheduleRevision }),
  };
}

function toSummary(item: ProductItem): ProductSummary {
  const { id, name, slug, categoryIds, photos, status, position, updatedAt } = item;
  const [photo] = photos ?? [];
  return {
    _id: id,
    name,
    slug,
    categoryIds,
    ...(photo && { photo }),
    status,
    position,
    updatedAt,
    version: versionOf(item),
  };
}

const toAdminSummary = (item: ProductItem): ProductSummary => ({ ...toSummary(item), ...scheduleOf(item) });

/** The whole product as the dashboard reads it, with its publishing times. */
export const toAdminProduct = (item: ProductItem): Product => ({ ...toProduct(item), ...scheduleOf(item) });

export function toProduct(item: ProductItem): Product {
  const { id, name, slug, categoryIds, status, position, updatedAt, createdAt } = item;
  const { description, features, sizes, materials, colours, minimumOrder, photos } = item;
  return {
    _id: id,
    name,
    slug,
    categoryIds,
    description,
    features,
    sizes,
    materials,
    colours,
    minimumOrder,
    photos,
    status,
    position,
    createdAt,
    updatedAt,
    version: versionOf(item),
  };
}

/** A product's number: the spec's 1 to 28, then the counter's. */
export const isProductId = (segment: string): boolean => /^[1-9]\d{0,5}$/.test(segment);

export async function findProductItem(id: string): Promise<ProductItem> {
  const item = isProductId(id) ? await findItemById(id) : undefined;
  if (!item || item.PK !== productPartition) throw new NotFound(productNotFound);
  return item as ProductItem;
}

/**
 * The published product a `/product/<segment>` URL names: its number (the spec's URLs), its
 * slug or a slug it had. The caller answers 301 when `product.slug` is not the segment. A
 * draft is not found.
 */
export async function findPublishedProduct(segment: string): Promise<Product | undefined> {
  const id = isProductId(segment) ? segment : await findSlugOwner(productSlugScope, segment);
  const item = id ? await findItemById(id) : undefined;
  if (item?.PK !== productPartition || (item as ProductItem).status !== 'published') return undefined;
  return toProduct(item as ProductItem);
}

/** `GET /api/products/{id}`: a published product by number or slug. */
export async function getPublishedProduct(segment: string): Promise<Product> {
  const product = await findPublishedProduct(segment);
  if (!product) throw new NotFound(productNotFound);
  return product;
}

/** `GET /api/admin/products/{id}`: any product, drafts too. */
export const getProduct = async (id: string): Promise<Product> => toAdminProduct(await findProductItem(id));

/** A new product's number, from the counter (one atomic ADD; a failed save leaves a gap). */
export async function allocateProductId(): Promise<string> {
  const { Attributes } = await dynamoDocumentClient().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: productIdCounterKey,
      UpdateExpression: 'ADD lastId :one',
      ExpressionAttributeValues: { ':one': 1 },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return String(Attributes?.lastId);
}

/** What the categories' counts see of a product. */
const counted = (item: Pick<ProductItem, 'categoryIds' | 'status'>) => ({
  categoryIds: item.categoryIds,
  published: item.status === 'published',
});

/** After the last product: where a new one goes unless the admin gives a position. */
export async function nextProductPosition(): Promise<number> {
  const { items } = await queryPage({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': productPartition },
    ProjectionExpression: '#position',
    ExpressionAttributeNames: { '#position': 'position' },
    ScanIndexForward: false,
    Limit: 1,
  });
  return ((items[0]?.position as number | undefined) ?? 0) + 1;
}

/**
 * Stores a new product in one transaction with its slug's claim, its categories' counts and
 * its photos' owners (a taken slug fails the claim: slug-claims.ts says so).
 */
export async function insertProduct(item: ProductItem): Promise<void> {
  await transactWrite([
    conditional(
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      () => new Error(`Product ${item.id} already stored`),
    ),
    claimSlug(productSlugScope, item.slug, item.id),
    ...categoryCountUpdates(undefined, counted(item)),
    ...photoOwnerUpdates(photoOwner('PRODUCT', item.id), [], uploadKeys(item.photos)),
    ...itemRevisionWrites('product', undefined, item),
    ...scheduleMarkerWrites('product', item.id, undefined, item),
  ]);
}

/**
 * Replaces `current` (as read) with `item` in one transaction, conditional on the version
 * read: a new position moves it to a new sort key, the categories' counts and the photos'
 * owners change by exactly what this save changes, the slugs it gives up (`released`) are
 * released and a new slug is claimed.
 */
export async function replaceProduct(
  current: ProductItem,
  item: ProductItem,
  released: readonly string[],
): Promise<void> {
  const writes: TransactionWrite[] = replaceItem(current, item);
  writes.push(...categoryCountUpdates(counted(current), counted(item)));
  writes.push(...scheduleMarkerWrites('product', item.id, current, item));
  writes.push(
    ...photoOwnerUpdates(photoOwner('PRODUCT', item.id), uploadKeys(current.photos), uploadKeys(item.photos)),
  );
  writes.push(
    ...(await slugChangeWrites(productSlugScope, item.id, { from: current.slug, to: item.slug, released })),
  );
  writes.push(...itemRevisionWrites('product', current, item));
  // The claim and the categories say what failed; the product's own write: it changed or went.
  await transactWrite(writes, () => new NotFound(productNotFound));
}

/**
 * Deletes a product, on the condition that it still has the version read (the version the
 * admin sent, when they sent one: a 409 otherwise), so its categories' counts and its photos'
 * owners go down by what the committed product had; then its kept versions go. Answers the
 * uploads it showed (content/photo-deletions.ts lets them expire).
 */
export async function deleteProduct(id: string, expectedVersion?: number): Promise<string[]> {
  return deleteEditedItem('product', id, expectedVersion, {
    find: findProductItem,
    holdings: (current) => ({
      owner: photoOwner('PRODUCT', id),
      slugScope: productSlugScope,
      slugs: current.slugs,
      uploads: uploadKeys(current.photos),
    }),
    counts: (current) => categoryCountUpdates(counted(current), undefined),
    notFound: () => new NotFound(productNotFound),
  });
}

/**
 * Carries out a scheduled change on the product as read (publication.ts checked that it is
 * due and still wanted): publishing puts it in GSI2's published list and its categories'
 * published counts, unpublishing takes it out of both, in one transaction with the marker's
 * Delete. Conditional on the version read (VersionChanged: read again); a new version, so a
 * save opened before it meets a 409 instead of undoing it.
 */
export async function carryOutProductChange(
  current: ProductItem,
  change: ScheduledChange,
  now: Date,
): Promise<void> {
  const status = change.action === 'publish' ? 'published' : 'draft';
  await carryOutItemChange('product', current, change, now, {
    ...(status === 'published'
      ? { set: { status, GSI2PK: publishedProductsKey, GSI2SK: current.SK }, remove: ['publishAt'] }
      : { set: { status }, remove: ['unpublishAt', 'GSI2PK', 'GSI2SK'] }),
    writes: categoryCountUpdates(counted(current), counted({ ...current, status })),
  });
}

const summaryAttributes = [
  'id',
  'name',
  'slug',
  'categoryIds',
  'photos[0]',
  'status',
  'position',
  'updatedAt',
  'version',
] as const;
/** The dashboard's list also shows each product's publishing times. */
const adminSummaryAttributes = [
  ...summaryAttributes,
  'publishAt',
  'unpublishAt',
  'scheduleRevision',
] as const;
/** `photos[0]` reads only the main photo; `name`, `status` and `position` are reserved words. */
const projection = (attributes: readonly string[]) => ({
  ProjectionExpression: attributes.map((attribute) => `#${attribute}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(
    attributes.map((attribute) => attribute.replace(/\[\d+\]$/, '')).map((name) => [`#${name}`, name]),
  ),
});

/** A page goes on after the sort key of the last product it showed. */
const encodeCursor = (item: TableItem) => Buffer.from(item.SK).toString('base64url');
function decodeCursor(cursor: string): string {
  const sortKey = Buffer.from(cursor, 'base64url').toString();
  if (!/^\d{6}#\d{6}$/.test(sortKey)) throw new InvalidInput(listMessages.pageCursor);
  return sortKey;
}

/** Items of a page as `toShown` makes them, and the cursor of the next page. */
async function productPage<Shown>(
  input: Parameters<typeof queryWithinBytes>[0],
  options: { limit?: number; cursor?: string; startKey: (sortKey: string) => Record<string, unknown> },
  toShown: (item: ProductItem) => Shown,
): Promise<Page<Shown>> {
  const page = await queryWithinBytes(input, {
    toShown: (item) => toShown(item as ProductItem),
    limit: options.limit,
    startKey: options.cursor ? options.startKey(decodeCursor(options.cursor)) : undefined,
  });
  return { items: page.items, ...(page.more && page.last ? { nextCursor: encodeCursor(page.last) } : {}) };
}

/** Reads of GSI2's published products, in the list's order; the sort key rides along for cursors. */
const publishedIndex = (attributes: readonly string[]) => {
  const { ProjectionExpression, ExpressionAttributeNames } = projection([...attributes, 'SK']);
  return {
    IndexName: gsi2Name,
    KeyConditionExpression: 'GSI2PK = :published',
    ExpressionAttributeValues: { ':published': publishedProductsKey },
    ProjectionExpression,
    ExpressionAttributeNames,
  };
};
const publishedStartKey = (sortKey: string) => ({
  PK: productPartition,
  SK: sortKey,
  GSI2PK: publishedProductsKey,
  GSI2SK: sortKey,
});

/**
 * `GET /api/products?category=&limit=N&cursor=C` and the public list pages: published products
 * in order, a page at a time; with `category` (an id) only that category's, filtered as
 * DynamoDB reads the index (one Query of its 1 MB pages at 1,000 products, as the dashboard's).
 */
export async function listPublishedProducts({
  limit,
  cursor,
  category,
}: ProductPageQuery): Promise<Page<ProductSummary>> {
  const input = publishedIndex(summaryAttributes);
  return productPage(
    category
      ? {
          ...input,
          FilterExpression: 'contains(categoryIds, :category)',
          ExpressionAttributeValues: { ...input.ExpressionAttributeValues, ':category': category },
        }
      : input,
    { limit, cursor, startKey: publishedStartKey },
    toSummary,
  );
}

/**
 * Every published product with the attributes it is read with, in the list's order, as
 * `toShown` makes it: one page that stops past `maxListBytes` (a catalogue far beyond the
 * company's), so each caller's projection decides what counts against it.
 */
const everyPublished = async <Shown>(
  attributes: readonly string[],
  toShown: (item: ProductItem) => Shown,
): Promise<Shown[]> =>
  (await productPage(publishedIndex(attributes), { startKey: publishedStartKey }, toShown)).items;

/** A product the search finds: its index entry, and the main photo `/search`'s cards show. */
export type SearchableProduct = ProductSearchEntry & { photo?: ProductPhoto };

/** Every published product's number, name, slug and main photo, in order: what `/search` matches. */
export const listSearchableProducts = (): Promise<SearchableProduct[]> =>
  everyPublished(['id', 'name', 'slug', 'photos[0]'], (item): SearchableProduct => {
    const [photo] = item.photos ?? [];
    return { _id: item.id, name: item.name, slug: item.slug, ...(photo && { photo }) };
  });

/**
 * `GET /api/products/search-index`: the header search's index (cached at the edge like every
 * public read): names and slugs only, about 60 bytes a product, since the dropdown shows no
 * photos. Its own projection: no photo is read or counted against `maxListBytes`.
 */
export const listSearchIndex = (): Promise<ProductSearchEntry[]> =>
  everyPublished(
    ['id', 'name', 'slug'],
    (item): ProductSearchEntry => ({
      _id: item.id,
      name: item.name,
      slug: item.slug,
    }),
  );

/** The sitemap's products: every published one's slug and last change, in the list's order. */
export async function listPublishedProductLinks(): Promise<{ slug: string; updatedAt: string }[]> {
  const items = (await queryAll(publishedIndex(['slug', 'updatedAt']))) as ProductItem[];
  return items.map(({ slug, updatedAt }) => ({ slug, updatedAt }));
}

/**
 * `GET /api/admin/products?q=&category=&status=&limit=&cursor=`: every product, drafts too,
 * in order; `q` matches part of the name in any case. One Query of the partition whose filter
 * DynamoDB applies as it reads: at 1,000 products the summaries are one or two of its pages.
 */
export async function listProductsForAdmin({
  limit,
  cursor,
  q,
  category,
  status,
}: ProductAdminQuery): Promise<Page<ProductSummary>> {
  const { ProjectionExpression, ExpressionAttributeNames } = projection([...adminSummaryAttributes, 'SK']);
  const filters: string[] = [];
  const values: Record<string, unknown> = { ':pk': productPartition };
  if (q) {
    filters.push('contains(nameSearch, :q)');
    values[':q'] = q.toLowerCase();
  }
  if (category) {
    filters.push('contains(categoryIds, :category)');
    values[':category'] = category;
  }
  if (status) {
    filters.push('#status = :status');
    values[':status'] = status;
  }
  return productPage(
    {
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: values,
      ProjectionExpression,
      ExpressionAttributeNames,
      ...(filters.length > 0 && { FilterExpression: filters.join(' AND ') }),
    },
    { limit, cursor, startKey: (sortKey) => ({ PK: productPartition, SK: sortKey }) },
    toAdminSummary,
  );
}

/**
 * The names of products by number, drafts too (an enquiry's product may have been taken down
 * since): one Query of the partition's numbers and names, about 50 bytes a product. A number
 * no product has is left out.
 */
export async function productNames(ids: readonly string[]): Promise<Map<string, string>> {
  const wanted = new Set(ids);
  if (wanted.size === 0) return new Map();
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': productPartition },
    ProjectionExpression: 'id, #name',
    ExpressionAttributeNames: { '#name': 'name' },
  });
  return new Map(
    items.filter((item) => wanted.has(String(item.id))).map((item) => [String(item.id), String(item.name)]),
  );
}
