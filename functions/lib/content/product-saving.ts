import type { Product } from '../../../shared/api-types.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { messages, type ProductInput } from '../../../shared/validation.ts';
import { categoryCountUpdates } from '../data/categories-repository.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import { photoOwner, photoOwnerUpdates } from '../data/photo-owners.ts';
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
  nextVersion,
  queryPage,
  replaceItem,
  type TransactionWrite,
  tableName,
  transactWrite,
} from '../data/table.ts';
import { NotFound } from '../domain-errors.ts';
import { settlePhotoTags, storablePhotos, uploadKeys } from '../uploads/photos.ts';
import { storableHtml as storableBlogHtml } from './sanitize-html.ts';

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
  const product = await withChosenSlug(slugChoice(input.slug, input.name, id), async (slug) => {
    const item: ProductItem = { ...fields, slug, slugs: [slug], version: 1 };
    await transactWrite([
      conditional(
        { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
        () => new Error(`Product ${id} already stored`),
      ),
      claimSlug(productSlugScope, slug, id),
      ...categoryCountUpdates(undefined, counted(item)),
      ...photoOwnerUpdates(photoOwner('PRODUCT', id), [], uploadKeys(item.photos)),
    ]);
    return toProduct(item);
  });
  await settlePhotoTags([], uploadKeys(fields.photos));
  return product;
}

/**
 * Replaces a product with what the admin sent (a missing position or slug keeps the stored
 * one). A new position moves it to a new sort key in the same transaction. The write is
 * conditional on the version read, so the categories' counts and the photos' owners change by
 * exactly what this save changes in the committed state; when another save got in between it
 * reads again (a 409 when the admin sent the version they opened, docs/decisions/051). Uploads
 * it no longer shows are tagged to expire once the change is saved, unless another item shows them.
 */
export async function updateProduct(id: string, input: ProductInput): Promise<Product> {
  const { product, before, after } = await retryOnVersionChange(async () => {
    const current = await findProductItem(id);
    checkExpectedVersion(current, input.version);
    const position = input.position ?? current.position;
    const times = { createdAt: current.createdAt, updatedAt: new Date().toISOString() };
    // Each attempt reads the new photos' manifests once (docs/decisions/058): no wait.
    const fields = await toItem(id, input, position, times, current);
    const saved = await withChosenSlug(
      slugChoice(input.slug ?? current.slug, input.name, id),
      async (slug) => {
        const history = slugHistory(current.slugs, slug);
        const item: ProductItem = { ...fields, slug, slugs: history.slugs, version: nextVersion(current) };
        const writes: TransactionWrite[] = replaceItem(current, item);
        writes.push(...categoryCountUpdates(counted(current), counted(item)));
        writes.push(
          ...photoOwnerUpdates(
            photoOwner('PRODUCT', id),
            uploadKeys(current.photos),
            uploadKeys(item.photos),
          ),
        );
        writes.push(...(await slugReleases(productSlugScope, history.released, id)));
        if (slug !== current.slug) writes.push(claimSlug(productSlugScope, slug, id));
        // The claim and the categories say what failed; the product's own write: it changed or went.
        await transactWrite(writes, () => new NotFound(productNotFound));
        return toProduct(item);
      },
    );
    return { product: saved, before: uploadKeys(current.photos), after: uploadKeys(fields.photos) };
  });
  await settlePhotoTags(before, after);
  return product;
}
