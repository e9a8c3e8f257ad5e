import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { decodeTime, ulid } from 'ulid';
import type { ProductPhoto } from '../../../shared/api-types.ts';
import { defaultSiteSettings, sitePartNames } from '../../../shared/site-settings.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { dynamoDocumentClient } from '../runtime/aws-clients.ts';
import { readConfig } from '../runtime/config.ts';
import { uploadKeys } from '../uploads/photos.ts';
import { hasSpecPathCopy, readImageManifest, requestImageVariants } from '../uploads/uploads.ts';
import {
  type BlogItem,
  blogPartition,
  blogSlugScope,
  coverInfoUpdate,
  coverKeys,
} from './blogs-repository.ts';
import {
  type CategoryItem,
  categoryCountUpdates,
  categoryPartition,
  categorySlugScope,
} from './categories-repository.ts';
import { type ContactItem, contactPartition, statusIndexKey } from './contacts-repository.ts';
import {
  districtPartition,
  freePlaceSlug,
  type LocationItem,
  locationPartition,
  slugScope,
} from './locations-repository.ts';
import { photoOwner, photoOwnerUpdates } from './photo-owners.ts';
import {
  type ProductItem,
  productIdCounterKey,
  productKeys,
  productPartition,
  productSlugScope,
} from './products-repository.ts';
import { readSiteParts, sitePartItem, sitePartRevisionWrites } from './site-settings-repository.ts';
import { claimSlug, findSlugOwner, freeSlug, withFreeSlug } from './slug-claims.ts';
import { type SpecProduct, specCategories, specProducts } from './spec-catalogue.ts';
import {
  conditional,
  countsKey,
  findItemById,
  queryAll,
  type TableItem,
  type TransactItem,
  tableName,
  transactWrite,
  versionCondition,
} from './table.ts';
import { countedAttribute, counterTransactionAdds, enquiryFacts } from './visit-counters-repository.ts';

/**
 * Brings data stored by earlier versions to the current layout. Idempotent: a second run
 * finds nothing to do, and an item another run (or an admin's edit) changed meanwhile is
 * skipped by the writes' conditions. The local stack runs it on every start (local/provision.ts);
 * a deployed stage with `npm run admin -- migrate --stage <stage>` after a deploy.
 *
 * 1. Districts move from partition `LOC` to `LOC#D` (same sort key), so reading the
 *    marketplace never reads a district.
 * 2. Countries, states, districts and blogs without a slug get one (from the name or title,
 *    unique in its scope) with its claim, and `updatedAt` (a blog's createdAt; a place's now).
 * 3. Contact messages stored before statuses become `read` (someone has seen them in the
 *    dashboard's list) and enter GSI2 under it; `newContacts` stays as it is, since no message
 *    is counted new that was not stored as new.
 * 4. Blog images stored before variants existed (docs/decisions/024) get them: the original is
 *    copied onto itself, which S3 announces to the variant function like a new upload; once
 *    its manifest is there the blog gets `imageInfo`. Until then its pages show the placeholder.
 * 5. Blog images whose variants were made before the copy at the spec's path existed
 *    (docs/decisions/037) have them made again, the same way, so `{host}/{image}` loads.
 * 6. The spec's catalogue becomes data (docs/decisions/047): its six categories and 28
 *    products, published, numbered 1 to 28, with their copy and artwork. Once, ever: a marker
 *    item says it is done, so a product or category the admin deletes stays deleted. A run cut
 *    short goes on where it stopped (each item is written on the condition that it is not there).
 * 7. Uploads get their owners (photo-owners.ts, docs/decisions/051): each product, category
 *    and post is added to the owners of every upload it shows, on the condition that it still
 *    has the version read (a save since has set its owners itself). Once, ever: a marker item.
 * 8. Contact messages leave GSI1 (their `GSI1PK` removed, docs/decisions/056): GSI1 then holds
 *    only what the public site looks up by id, since the public functions may Query it. Read
 *    with step 3's messages (one Query of the partition for both); no marker, so a message an
 *    older function stores during a deploy is taken out by the next run.
 * 9. The site settings (docs/decisions/063): each part never stored gets today's values
 *    (`defaultSiteSettings`, which were code until then) as version 1 by 'migration', with its
 *    history item, on the condition that the part is still not there. No marker: a part is
 *    never deleted, so a stored one is never written again.
 * 10. The Insights counters (docs/decisions/071): each message stored before them is added to
 *    the enquiry counters of its day and month, in one transaction with its marker
 *    (`insightsCounted`) on the condition that it has none; a second run, or one racing this,
 *    counts nothing again. New messages are counted (and marked) as they are stored.
 */
export interface MigrationResult {
  districtsMoved: number;
  placesSlugged: number;
  blogsSlugged: number;
  contactsGivenStatus: number;
  /** Contact messages taken out of GSI1. */
  contactsRemovedFromGsi1: number;
  /** Blogs whose image got its variants' info; `imagesPending`: still being made (run again). */
  imagesGivenVariants: number;
  imagesPending: number;
  /** Blog images given the copy at the spec's path (their variants made again). */
  imagesGivenSpecPath: number;
  /** The spec's categories and products written (0 once the catalogue is in the table). */
  categoriesAdded: number;
  productsAdded: number;
  /** Products, categories and posts made owners of the uploads they show (0 once done). */
  photoOwnersGiven: number;
  /** Parts of the site settings written with today's values (0 once each is stored). */
  sitePartsSeeded: number;
  /** Messages added to the Insights counters (0 once each is counted). */
  enquiriesCounted: number;
}

/** Writes done at once: quick on a big table, gentle on an on-demand one. */
const concurrency = 8;

async function forEachAtOnce<T>(items: T[], run: (item: T) => Promise<boolean>): Promise<number> {
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < items.length) if (await run(items[next++])) done++;
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return done;
}

/** Swallows a failed condition: someone else already did this item's step. */
class AlreadyDone extends Error {}
const unlessDone = (write: Promise<unknown>) =>
  write.then(
    () => true,
    (error) => {
      if (error instanceof AlreadyDone) return false;
      throw error;
    },
  );

/** One step's writes in a transaction: false when a condition failed, as another run did the step. */
const writeUnlessDone = (writes: TransactItem[]) =>
  unlessDone(transactWrite(writes, () => new AlreadyDone()));

/** A step that changes one item in place, on the step's own condition. */
const updateUnlessDone = (
  item: { PK: string; SK: string },
  update: Omit<NonNullable<TransactItem['Update']>, 'TableName' | 'Key'>,
) => writeUnlessDone([{ Update: { TableName: tableName(), Key: { PK: item.PK, SK: item.SK }, ...update } }]);

function moveDistrict(item: LocationItem): Promise<boolean> {
  return writeUnlessDone([
    {
      Put: {
        TableName: tableName(),
        Item: { ...item, PK: districtPartition },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
    {
      Delete: {
        TableName: tableName(),
        Key: { PK: item.PK, SK: item.SK },
        ConditionExpression: 'attribute_exists(PK)',
      },
    },
  ]);
}

/** Sets a slug (and updatedAt) on an item that has none, claiming it in the same transaction. */
function giveSlug(
  item: { PK: string; SK: string; id: string },
  scope: string,
  updatedAt: string,
  choose: () => Promise<string>,
): Promise<boolean> {
  return unlessDone(
    withFreeSlug(choose, async (slug) => {
      const writes: TransactItem[] = [
        {
          Update: {
            TableName: tableName(),
            Key: { PK: item.PK, SK: item.SK },
            UpdateExpression: 'SET slug = :slug, slugs = :slugs, updatedAt = if_not_exists(updatedAt, :now)',
            ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(slug)',
            ExpressionAttributeValues: { ':slug': slug, ':slugs': [slug], ':now': updatedAt },
          },
        },
        claimSlug(scope, slug, item.id),
      ];
      // The claim says when the slug is taken; the update's condition: a run did it already.
      await transactWrite(writes, () => new AlreadyDone());
    }),
  );
}

async function migrateLocations(): Promise<Pick<MigrationResult, 'districtsMoved' | 'placesSlugged'>> {
  const inLoc = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': locationPartition },
  })) as LocationItem[];
  const districtsMoved = await forEachAtOnce(
    inLoc.filter((item) => item.kind === 'district'),
    moveDistrict,
  );
  const districts = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': districtPartition },
  })) as LocationItem[];
  const now = new Date().toISOString();
  // Parents before children is not needed (each scope is one parent's), but keeps runs readable.
  const unslugged = [...inLoc.filter((item) => item.kind !== 'district'), ...districts].filter(
    (item) => !item.slug,
  );
  const placesSlugged = await forEachAtOnce(unslugged, (item) =>
    giveSlug(item, slugScope(item), now, () => freePlaceSlug(item)),
  );
  return { districtsMoved, placesSlugged };
}

async function migrateBlogs(): Promise<number> {
  const blogs = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': blogPartition },
    ProjectionExpression: 'PK, SK, id, title, slug, createdAt',
  })) as BlogItem[];
  // Oldest first, so when two titles are alike the older post keeps the plain slug.
  const unslugged = blogs.filter((blog) => !blog.slug).sort((a, b) => (a.id < b.id ? -1 : 1));
  let done = 0;
  // One at a time: posts with alike titles must not race for the same slug.
  for (const blog of unslugged) {
    const chose = () => freeSlug(blogSlugScope, slugify(blog.title, 'post'), blog.id);
    if (await giveSlug(blog, blogSlugScope, blog.createdAt, chose)) done++;
  }
  return done;
}

type StoredContact = Pick<ContactItem, 'PK' | 'SK' | 'id' | 'status' | 'GSI1PK'>;

/** The messages steps 3 and 8 still have to change: those without a status or still in GSI1. */
async function contactsToMigrate(): Promise<StoredContact[]> {
  return (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'attribute_not_exists(#status) OR attribute_exists(GSI1PK)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':pk': contactPartition },
    ProjectionExpression: 'PK, SK, id, #status, GSI1PK',
  })) as StoredContact[];
}

/** Each message without a status becomes `read`, on condition it still has none. */
async function migrateContacts(contacts: StoredContact[]): Promise<number> {
  return forEachAtOnce(
    contacts.filter((item) => !item.status),
    (item) =>
      updateUnlessDone(item, {
        UpdateExpression: 'SET #status = :read, GSI2PK = :index, GSI2SK = :id',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#status)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':read': 'read',
          ':index': statusIndexKey('read').GSI2PK,
          ':id': item.SK,
        },
      }),
  );
}

/** Each message still in GSI1 leaves it, on condition it still is (else another run did it). */
function removeContactsFromGsi1(contacts: StoredContact[]): Promise<number> {
  return forEachAtOnce(
    contacts.filter((item) => item.GSI1PK !== undefined),
    (item) =>
      updateUnlessDone(item, {
        UpdateExpression: 'REMOVE GSI1PK',
        ConditionExpression: 'attribute_exists(GSI1PK)',
      }),
  );
}

/** How long the migration waits for the variants it asked for (the function takes a second or two an image). */
const variantWaitMs = 30_000;

/**
 * Each blog with an image but no `imageInfo`: the variants' info when its manifest exists,
 * else the variants are asked for (a copy of the original onto itself) and awaited a while.
 */
async function migrateBlogImages(): Promise<{ imagesGivenVariants: number; imagesPending: number }> {
  const blogs = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'attribute_exists(#image) AND #image <> :none AND attribute_not_exists(imageInfo)',
    ExpressionAttributeNames: { '#image': 'image' },
    ExpressionAttributeValues: { ':pk': blogPartition, ':none': '' },
    ProjectionExpression: 'PK, SK, id, #image',
  })) as Pick<BlogItem, 'PK' | 'SK' | 'id' | 'image' | 'imageInfo'>[];
  let pending = 0;
  const withoutVariants = blogs.filter((blog) => blog.image && !blog.imageInfo);
  // Only where the bucket is known: the local stack's s3rver, or UPLOADS_BUCKET given to
  // `npm run admin -- migrate --stage <stage>` (its UploadsBucketName output); a local
  // command without a running stack has no S3 and leaves the images for the next start.
  const { s3Endpoint } = readConfig();
  if (!s3Endpoint && !process.env.UPLOADS_BUCKET)
    return { imagesGivenVariants: 0, imagesPending: withoutVariants.length };
  const given = await forEachAtOnce(withoutVariants, async (blog) => {
    let manifest = await readImageManifest(blog.image);
    if (!manifest && (await requestImageVariants(blog.image))) {
      const deadline = Date.now() + variantWaitMs;
      while (!manifest && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        manifest = await readImageManifest(blog.image);
      }
    }
    if (!manifest || 'error' in manifest) {
      if (!manifest) pending++;
      return false;
    }
    return writeUnlessDone([{ Update: coverInfoUpdate(blog, blog.image, manifest) }]);
  });
  return { imagesGivenVariants: given, imagesPending: pending };
}

/**
 * Each blog image with variants but no copy at the spec's path: its variants are asked for
 * again (the variant function writes the copy with them). Nothing is awaited: the blog's
 * `imageInfo` stays true meanwhile, and a next run finds the copy there.
 */
async function migrateSpecPaths(): Promise<number> {
  if (!readConfig().s3Endpoint && !process.env.UPLOADS_BUCKET) return 0;
  const blogs = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'attribute_exists(imageInfo)',
    ExpressionAttributeValues: { ':pk': blogPartition },
    ProjectionExpression: 'id, #image',
    ExpressionAttributeNames: { '#image': 'image' },
  })) as unknown as Pick<BlogItem, 'id' | 'image'>[];
  return forEachAtOnce(
    blogs.filter((blog) => blog.image),
    async (blog) => ((await hasSpecPathCopy(blog.image)) ? false : requestImageVariants(blog.image)),
  );
}

/** Says the spec's catalogue was written: it never is again. */
const catalogueMigratedKey = { PK: countsKey.PK, SK: 'MIGRATED#CATALOGUE' } as const;

/** Each spec category that is not there yet (its slug unclaimed), and every one's id by slug. */
async function migrateCategories(): Promise<{ added: number; idsBySlug: Map<string, string> }> {
  const idsBySlug = new Map<string, string>();
  let added = 0;
  // One at a time, in order: six items.
  for (const category of specCategories) {
    const owner = await findSlugOwner(categorySlugScope, category.slug);
    if (owner) {
      idsBySlug.set(category.slug, owner);
      continue;
    }
    const id = ulid();
    const item: CategoryItem = {
      PK: categoryPartition,
      SK: id,
      GSI1PK: id,
      id,
      name: category.name,
      slug: category.slug,
      slugs: [category.slug],
      position: category.position,
      ...(category.image && { image: category.image }),
      productCount: 0,
      publishedCount: 0,
      updatedAt: new Date().toISOString(),
    };
    const wrote = await writeUnlessDone([
      { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
      // Unclaimed only: another run may have added it meanwhile.
      {
        Put: {
          TableName: tableName(),
          Item: { PK: categorySlugScope, SK: category.slug, ownerId: id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ]);
    if (wrote) added++;
    idsBySlug.set(
      category.slug,
      wrote ? id : ((await findSlugOwner(categorySlugScope, category.slug)) ?? id),
    );
  }
  return { added, idsBySlug };
}

/**
 * One spec product, with its slug claim and its category's counts, unless it is there. Its
 * slug is its name's, numbered should a product the admin added meanwhile have taken it.
 */
async function migrateProduct(product: SpecProduct, categoryId: string): Promise<boolean> {
  if (await findItemById(product.id)) return false;
  const now = new Date().toISOString();
  const write = (slug: string) => {
    const item: ProductItem = {
      ...productKeys(product.id, product.position, 'published'),
      id: product.id,
      name: product.name,
      nameSearch: product.name.toLowerCase(),
      slug,
      slugs: [slug],
      categoryIds: [categoryId],
      description: product.description,
      features: product.features,
      sizes: product.sizes,
      materials: '',
      colours: '',
      minimumOrder: '',
      photos: product.photos,
      status: 'published',
      position: product.position,
      createdAt: now,
      updatedAt: now,
    };
    return transactWrite(
      [
        conditional(
          { Put: { TableName: tableName(), Item: item, ConditionExpression: 'attribute_not_exists(PK)' } },
          () => new AlreadyDone(),
        ),
        claimSlug(productSlugScope, slug, product.id),
        ...categoryCountUpdates(undefined, { categoryIds: [categoryId], published: true }),
      ],
      () => new AlreadyDone(),
    );
  };
  return unlessDone(withFreeSlug(() => freeSlug(productSlugScope, product.slug, product.id), write));
}

async function migrateCatalogue(): Promise<Pick<MigrationResult, 'categoriesAdded' | 'productsAdded'>> {
  const db = dynamoDocumentClient();
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName(), Key: catalogueMigratedKey, ConsistentRead: true }),
  );
  if (Item) return { categoriesAdded: 0, productsAdded: 0 };
  const categories = await migrateCategories();
  let productsAdded = 0;
  // One at a time: products of one category all change its counts, and at once they would conflict.
  for (const product of specProducts)
    if (await migrateProduct(product, categories.idsBySlug.get(product.categorySlug) ?? '')) productsAdded++;
  // New products are numbered after the spec's.
  const lastSpecId = Math.max(...specProducts.map((product) => Number(product.id)));
  await db
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: productIdCounterKey,
        UpdateExpression: 'SET lastId = :last',
        ConditionExpression: 'attribute_not_exists(lastId) OR lastId < :last',
        ExpressionAttributeValues: { ':last': lastSpecId },
      }),
    )
    .catch((error) => {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    });
  await db.send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...catalogueMigratedKey, at: new Date().toISOString() },
    }),
  );
  return { categoriesAdded: categories.added, productsAdded };
}

const photoOwnersMigratedKey = { PK: countsKey.PK, SK: 'MIGRATED#PHOTO-OWNERS' } as const;

/** The uploads an item of one of the three kinds shows: a product's photos, a tile, a cover. */
function shownUploads(item: TableItem): string[] {
  if (item.PK === productPartition) return uploadKeys((item as ProductItem).photos ?? []);
  if (item.PK === categoryPartition)
    return (item as CategoryItem).image ? uploadKeys([(item as CategoryItem).image as ProductPhoto]) : [];
  return coverKeys(item as BlogItem);
}

const ownerKinds = {
  [productPartition]: 'PRODUCT',
  [categoryPartition]: 'CATEGORY',
  [blogPartition]: 'BLOG',
} as const;

async function migratePhotoOwners(): Promise<number> {
  const { Item } = await dynamoDocumentClient().send(
    new GetCommand({ TableName: tableName(), Key: photoOwnersMigratedKey, ConsistentRead: true }),
  );
  if (Item) return 0;
  const items = (
    await Promise.all(
      Object.keys(ownerKinds).map((partition) =>
        queryAll({ KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': partition } }),
      ),
    )
  )
    .flat()
    .filter((item) => shownUploads(item).length > 0);
  const given = await forEachAtOnce(items, (item) =>
    unlessDone(
      transactWrite([
        conditional(
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: { PK: item.PK, SK: item.SK },
              ...versionCondition(item),
            },
          },
          () => new AlreadyDone(),
        ),
        ...photoOwnerUpdates(
          photoOwner(ownerKinds[item.PK as keyof typeof ownerKinds], item.id as string),
          [],
          shownUploads(item),
        ),
      ]),
    ),
  );
  await dynamoDocumentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...photoOwnersMigratedKey, at: new Date().toISOString() },
    }),
  );
  return given;
}

async function seedSiteParts(): Promise<number> {
  const stored = await readSiteParts();
  const now = new Date().toISOString();
  let seeded = 0;
  for (const part of sitePartNames.filter((name) => !stored[name])) {
    const live = sitePartItem(part, defaultSiteSettings[part], 1, now, 'migration');
    const wrote = await writeUnlessDone([
      { Put: { TableName: tableName(), Item: live, ConditionExpression: 'attribute_not_exists(PK)' } },
      ...sitePartRevisionWrites(part, undefined, live),
    ]);
    if (wrote) seeded++;
  }
  return seeded;
}

async function countStoredEnquiries(): Promise<number> {
  const uncounted = (await queryAll({
    KeyConditionExpression: 'PK = :pk',
    FilterExpression: 'attribute_not_exists(#counted)',
    ExpressionAttributeNames: { '#counted': countedAttribute },
    ExpressionAttributeValues: { ':pk': contactPartition },
    ProjectionExpression: 'PK, SK, createdAt, attribution, product',
  })) as ContactItem[];
  return forEachAtOnce(uncounted, (item) =>
    writeUnlessDone([
      {
        Update: {
          TableName: tableName(),
          Key: { PK: item.PK, SK: item.SK },
          UpdateExpression: 'SET #counted = :counted',
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#counted)',
          ExpressionAttributeNames: { '#counted': countedAttribute },
          ExpressionAttributeValues: { ':counted': true },
        },
      },
      ...enquiryCounterAdds(item),
    ]),
  );
}

/**
 * A stored message's counter adds, on the India day it came: its `createdAt`, else the time in
 * its id (a ULID, as every message's is), as messages stored before dates were kept have none.
 * A message with neither is marked counted and adds nothing: it belongs to no day.
 */
function enquiryCounterAdds(item: ContactItem) {
  const idTime = (): string | undefined => {
    try {
      return new Date(decodeTime(item.SK)).toISOString();
    } catch {
      return undefined;
    }
  };
  const at = item.createdAt && !Number.isNaN(Date.parse(item.createdAt)) ? item.createdAt : idTime();
  return at ? counterTransactionAdds(enquiryFacts(item), 'enquiries', at) : [];
}

export async function migrateTable(): Promise<MigrationResult> {
  const locations = await migrateLocations();
  const blogsSlugged = await migrateBlogs();
  const contacts = await contactsToMigrate();
  const contactsGivenStatus = await migrateContacts(contacts);
  const contactsRemovedFromGsi1 = await removeContactsFromGsi1(contacts);
  const images = await migrateBlogImages();
  return {
    ...locations,
    blogsSlugged,
    contactsGivenStatus,
    contactsRemovedFromGsi1,
    ...images,
    imagesGivenSpecPath: await migrateSpecPaths(),
    ...(await migrateCatalogue()),
    photoOwnersGiven: await migratePhotoOwners(),
    sitePartsSeeded: await seedSiteParts(),
    enquiriesCounted: await countStoredEnquiries(),
  };
}
