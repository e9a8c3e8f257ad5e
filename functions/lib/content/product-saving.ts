import type { Product } from '../../../shared/api-types.ts';
import { type ProductInput, productInputSchema } from '../../../shared/catalogue-rules.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { messages } from '../../../shared/validation.ts';
import { checkExpectedVersion, retryOnVersionChange } from '../data/item-versions.ts';
import {
  allocateProductId,
  findProductItem,
  insertProduct,
  nextProductPosition,
  type ProductFields,
  type ProductItem,
  productKeys,
  productSlugScope,
  replaceProduct,
  toAdminProduct,
} from '../data/products-repository.ts';
import { type ReplacedPublication, storedPublication } from '../data/publication-schedule.ts';
import { type SlugChoice, slugHistory, withChosenSlug } from '../data/slug-claims.ts';
import { nextVersion } from '../data/table.ts';
import { settlePhotoTags, storablePhotos, uploadKeys } from '../uploads/photos.ts';
import { restoringInput } from './restoring.ts';
import { storableHtml } from './sanitize-html.ts';

/**
 * Creating and replacing products (products-repository.ts has the rest), as blogs are saved
 * (blog-saving.ts): the description goes through the blog's sanitiser and every photo through
 * the upload checks on every write. A new product's slug comes from its name (made unique) unless
 * the admin gives one; renaming keeps it, and every earlier slug still leads to the product.
 * The transactions that store it, with the categories' counts, are in products-repository.ts.
 */

/** What a product's page shows of the admin's input, the description sanitised: a save's and a preview's (previews.ts). */
export const productTexts = (input: ProductInput) => ({
  name: input.name,
  categoryIds: input.categoryIds,
  description: storableHtml(input.description),
  features: input.features,
  sizes: input.sizes,
  materials: input.materials,
  colours: input.colours,
  minimumOrder: input.minimumOrder,
});

/** The stored form of a product, without its slug yet. */
async function toItem(
  id: string,
  input: ProductInput,
  position: number,
  times: { createdAt: string; updatedAt: string; updatedBy: string },
  current?: ProductItem,
): Promise<ReturnType<typeof productKeys> & ProductFields> {
  // Replaces every field as the rest of the product does: a save without times clears them.
  const { status, publishAt, unpublishAt } = input;
  const publication = storedPublication({ status, publishAt, unpublishAt }, current);
  return {
    ...productKeys(id, position, input.status),
    id,
    ...productTexts(input),
    nameSearch: input.name.toLowerCase(),
    photos: await storablePhotos(input.photos, current?.photos),
    status: input.status,
    ...publication,
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

/** A new product; `by` is who saves it (its first version's `savedBy`). */
export async function createProduct(input: ProductInput, by: string): Promise<Product> {
  const [id, position] = await Promise.all([allocateProductId(), input.position ?? nextProductPosition()]);
  const now = new Date().toISOString();
  const fields = await toItem(id, input, position, { createdAt: now, updatedAt: now, updatedBy: by });
  const product = await withChosenSlug(slugChoice(input.slug, input.name, id), async (slug) => {
    const item: ProductItem = { ...fields, slug, slugs: [slug], version: 1 };
    await insertProduct(item);
    return toAdminProduct(item);
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
 * `by` is who saves it: the version kept in the same transaction says so (docs/decisions/067).
 */
export async function updateProduct(
  id: string,
  input: ProductInput,
  by: string,
  replaced?: ReplacedPublication,
): Promise<Product> {
  const { product, before, after } = await retryOnVersionChange(async () => {
    const current = await findProductItem(id);
    checkExpectedVersion(current, input.version);
    const position = input.position ?? current.position;
    const times = { createdAt: current.createdAt, updatedAt: new Date().toISOString(), updatedBy: by };
    // Each attempt reads the new photos' manifests once (docs/decisions/058): no wait.
    const fields = await toItem(id, input, position, times, current);
    const saved = await withChosenSlug(
      slugChoice(input.slug ?? current.slug, input.name, id),
      async (slug) => {
        const history = slugHistory(current.slugs, slug);
        const item: ProductItem = { ...fields, slug, slugs: history.slugs, version: nextVersion(current) };
        await replaceProduct(current, item, history.released);
        return toAdminProduct(item);
      },
    );
    if (replaced) replaced.status = current.status;
    return { product: saved, before: uploadKeys(current.photos), after: uploadKeys(fields.photos) };
  });
  await settlePhotoTags(before, after);
  return product;
}

/**
 * Saves a kept version (docs/decisions/067) as the product's next version, through
 * `updateProduct` like any save: `expectedVersion` is the version the form opened (409 when
 * stale), and the description is sanitised, the photos checked, the categories' counts and the
 * photos' owners follow. The product keeps its slug, status and place (restoring.ts). 404
 * when the product or the version is not there.
 */
export const restoreProduct = async (
  id: string,
  version: number,
  expectedVersion: number | undefined,
  by: string,
): Promise<Product> =>
  updateProduct(
    id,
    await restoringInput('product', id, version, expectedVersion, findProductItem, productInputSchema),
    by,
  );
