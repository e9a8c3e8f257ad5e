import type { Product } from '../../../shared/api-types.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { messages, type ProductInput } from '../../../shared/validation.ts';
import { categoryCountUpdates } from '../data/categories-repository.ts';
import {
  allocateProductId,
  findProductItem,
  type ProductFields,
  type ProductItem,
  productKeys,
  productNotFound,
  productPartition,
  productSlugScope,
  toProduct,
} from '../data/products-repository.ts';
import {
  claimSlug,
  type SlugChoice,
  slugHistory,
  slugReleases,
  withChosenSlug,
} from '../data/slug-claims.ts';
import {
  conditional,
  queryPage,
  replaceItem,
  type TransactionWrite,
  tableName,
  transactWrite,
} from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';
import { releaseDroppedPhotos, storablePhotos } from '../uploads/photos.ts';
import { storableBlogHtml } from './blog-html.ts';

/**
 * Creating and replacing products (products-repository.ts has the rest), as blogs are saved
 * (blog-saving.ts): the description goes through the blog's sanitiser and every photo through
 * the upload checks on every write. A new product's slug comes from its name (made unique) unless
 * the admin gives one; renaming keeps it, and every earlier slug still leads to the product.
 * The categories' counts change in the same transaction as the product.
 */

/** The stored form of a product, without its slug yet. */
async function toItem(
  id: string,
  input: ProductInput,
  position: number,
  times: { createdAt: string; updatedAt: string },
  current?: ProductItem,
): Promise<ReturnType<typeof productKeys> & ProductFields> {
  return {
    ...productKeys(id, position, input.status),
    id,
    name: input.name,
    nameSearch: input.name.toLowerCase(),
    categoryIds: input.categoryIds,
    description: storableBlogHtml(input.description),
    features: input.features,
    sizes: input.sizes,
    materials: input.materials,
    colours: input.colours,
    minimumOrder: input.minimumOrder,
    photos: await storablePhotos(input.photos, current?.photos),
    status: input.status,
    position,
    ...times,
  };
}

/** The slug a save claims: the admin's own, or one made from the name. */
const slugChoice = (wanted: string | undefined, name: string, id: string): SlugChoice => ({
  scope: productSlugScope,
  ownerId: id,
  wanted,
  takenMessage: messages.productSlugTaken,
  // A product's slug needs a letter: `/product/<digits>` is a product's number.
  base: slugify(name, 'product').replace(/^(\d+)$/, 'product-$1'),
});

/** After the last product unless given a position. */
async function nextPosition(): Promise<number> {
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

const counted = (item: Pick<ProductItem, 'categoryIds' | 'status'>) => ({
  categoryIds: item.categoryIds,
  published: item.status === 'published',
});

export async function createProduct(input: ProductInput): Promise<Product> {
  const [id, position] = await Promise.all([allocateProductId(), input.position ?? nextPosition()]);
  const now = new Date().toISOString();
  const fields = await toItem(id, input, position, { createdAt: now, updatedAt: now });
  return withChosenSlug(slugChoice(input.slug, input.name, id), async (slug) => {
    const item: ProductItem = { ...fields, slug, slugs: [slug] };
    await transactWrite([
      conditional(
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        () => new Error(`Product ${id} already stored`),
      ),
      claimSlug(productSlugScope, slug, id),
      ...categoryCountUpdates(undefined, counted(item)),
    ]);
    return toProduct(item);
  });
}

/**
 * Replaces a product with what the admin sent (a missing position or slug keeps the stored
 * one). A new position moves it to a new sort key in the same transaction; uploads it no
 * longer shows are tagged to expire once the change is saved.
 */
export async function updateProduct(id: string, input: ProductInput): Promise<Product> {
  const current = await findProductItem(id);
  const position = input.position ?? current.position;
  const times = { createdAt: current.createdAt, updatedAt: new Date().toISOString() };
  const fields = await toItem(id, input, position, times, current);
  const product = await withChosenSlug(
    slugChoice(input.slug ?? current.slug, input.name, id),
    async (slug) => {
      const history = slugHistory(current.slugs, slug);
      const item: ProductItem = { ...fields, slug, slugs: history.slugs };
      const writes: TransactionWrite[] = replaceItem(current, item);
      writes.push(...categoryCountUpdates(counted(current), counted(item)));
      writes.push(...(await slugReleases(productSlugScope, history.released, id)));
      if (slug !== current.slug) writes.push(claimSlug(productSlugScope, slug, id));
      // The claim and the categories say what failed; any other condition: the product is gone.
      await transactWrite(writes, () => new NotFound(productNotFound));
      return toProduct(item);
    },
  );
  await releaseDroppedPhotos(current.photos, fields.photos);
  return product;
}
