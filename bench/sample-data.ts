import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { createBlog } from '../functions/lib/content/blog-saving.ts';
import { createProduct } from '../functions/lib/content/product-saving.ts';
import { listCategoryItems } from '../functions/lib/data/categories-repository.ts';
import { newContactItem, statusIndexKey } from '../functions/lib/data/contacts-repository.ts';
import { createCountry, createDistrict, createState } from '../functions/lib/data/locations-repository.ts';
import { specProducts } from '../functions/lib/data/spec-catalogue.ts';
import { countsUpdate, tableName, transactWrite } from '../functions/lib/data/table.ts';
import { dynamoDocumentClient } from '../functions/lib/runtime/aws-clients.ts';
import { awaitImageManifest, newUploadKey, putUploadedImage } from '../functions/lib/uploads/uploads.ts';
import { phonePhoto } from '../local/phone-photo.ts';
import { solidPng } from '../local/solid-png.ts';
import { productInputSchema } from '../shared/catalogue-rules.ts';
import { knownCountries } from '../shared/countries.ts';
import type { PhotoInput } from '../shared/photo-types.ts';

/**
 * Benchmark data written through the product's own repository functions (so every count,
 * name claim and index entry is exactly what the API would have written), with a bounded
 * number of writes in flight.
 */
const writeConcurrency = 16;

/** Each data size adds countries of this shape until the district total reaches its target. */
const statesPerCountry = 10;
const districtsPerState = 50;

export interface LocationTotals {
  countries: number;
  states: number;
  districts: number;
  /** The most recently created state: the one `GET /states/{id}` is measured on. */
  lastStateId: string;
}

/**
 * Concurrent transactions all add to the one counters item, and DynamoDB cancels those that
 * collide (TransactionConflict). Nothing of a cancelled transaction was written, so it is
 * simply tried again (each create makes a fresh id).
 */
async function retryOnConflict<T>(write: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      const conflicted = (error as Error).name === 'TransactionCanceledException';
      if (!conflicted || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 10 * attempt));
    }
  }
}

async function inParallel<T>(tasks: (() => Promise<T>)[], concurrency = writeConcurrency): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await retryOnConflict(tasks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}

/** Starts the location tree: one country with two states of five districts (10 districts). */
export async function createSmallLocations(): Promise<LocationTotals> {
  const country = await retryOnConflict(() => createCountry(knownCountries[0].name));
  const states = await inParallel(
    [1, 2].map((n) => () => createState({ name: `State ${n}`, country: country._id })),
  );
  await inParallel(
    states.flatMap((state) =>
      [1, 2, 3, 4, 5].map((n) => () => createDistrict({ name: `District ${n}`, state: state._id })),
    ),
  );
  return { countries: 1, states: 2, districts: 10, lastStateId: states[1]._id };
}

/**
 * Adds whole countries (10 states of 50 districts) until there are at least `targetDistricts`.
 * All the new countries and states are written first, then `placesAdded` is called (the
 * bench measures `/marketplace` there: the same countries and states as at the end, without
 * their districts), then every new state's districts.
 */
export async function growLocations(
  totals: LocationTotals,
  targetDistricts: number,
  placesAdded: (withoutNewDistricts: LocationTotals) => Promise<void> = async () => {},
): Promise<LocationTotals> {
  let { countries, states, districts, lastStateId } = totals;
  const newStates: { _id: string }[] = [];
  for (let planned = districts; planned < targetDistricts; planned += statesPerCountry * districtsPerState) {
    const countryName = knownCountries[countries].name;
    const country = await retryOnConflict(() => createCountry(countryName));
    countries++;
    const countryStates = await inParallel(
      Array.from(
        { length: statesPerCountry },
        (_, n) => () => createState({ name: `State ${n + 1}`, country: country._id }),
      ),
    );
    states += countryStates.length;
    newStates.push(...countryStates);
    lastStateId = countryStates.at(-1)?._id ?? lastStateId;
  }
  await placesAdded({ countries, states, districts, lastStateId });
  await inParallel(
    newStates.flatMap((state) =>
      Array.from(
        { length: districtsPerState },
        (_, n) => () => createDistrict({ name: `District ${n + 1}`, state: state._id }),
      ),
    ),
  );
  districts += newStates.length * districtsPerState;
  return { countries, states, districts, lastStateId };
}

/** The month (`01` to `12`) of the bench's blog number `n` (from 0): its date's and its cover's. */
export const benchBlogMonth = (n: number) => String((n % 12) + 1).padStart(2, '0');

/** The bench's blog number `n` (from 0), with `image` as its cover. */
export const benchBlog = (n: number, image: string) => ({
  title: `Benchmark blog ${n + 1}`,
  date: `2026-${benchBlogMonth(n)}-10`,
  author: 'Pawcraft Team',
  tags: ['bench', 'dogs'],
  content: `<h2>Post ${n + 1}</h2><p>${'A paragraph about collars and leashes. '.repeat(20)}</p>`,
  image,
});

/** A few blogs with images, for `GET /api/blogs` and the blog pages Lighthouse audits. */
export async function createBlogs(count: number): Promise<void> {
  await inParallel(
    Array.from({ length: count }, (_, n) => async () => {
      const image = `uploads/2026/${benchBlogMonth(n)}/bench-${n + 1}.png`;
      await putUploadedImage(image, solidPng(640, 360, [60 + n * 20, 120, 90]), 'image/png');
      // A save takes a photo once its variants exist (docs/decisions/058): wait for them, as the
      // dashboard does, or a busy machine's save refuses it as still processing.
      await awaitImageManifest(image, 60_000);
      return createBlog(benchBlog(n, image), 'bench');
    }),
  );
}

/**
 * Items per BatchWrite: 10, not DynamoDB's limit of 25, whose batches passed the SDK's 2 s
 * timeout again and again on a busy machine (DynamoDB Local writes each item's index entry and
 * stream record too).
 */
const batchWriteLimit = 10;
/**
 * Posts or BatchWrites in flight: DynamoDB Local writes each item with its index entries and
 * stream record, and 16 at once passed the SDK's 2 s request timeout on a busy machine.
 */
const batchConcurrency = 4;

/**
 * The dashboard's posts (issue 37: 200 of them): one cover shared by all (a save checks the
 * cover's variants, which one upload makes once), through `createBlog` as the API saves a post;
 * one in ten a draft, as an owner's list has some.
 */
export async function createDashboardPosts(count: number): Promise<void> {
  const image = newUploadKey('image/png');
  await putUploadedImage(image, solidPng(640, 360, [90, 110, 140]), 'image/png');
  await awaitImageManifest(image, 60_000);
  await inParallel(
    Array.from(
      { length: count },
      (_, n) => () =>
        createBlog(
          {
            ...benchBlog(n, image),
            title: `Dashboard bench post ${n + 1}`,
            ...(n % 10 === 9 && { status: 'draft' as const }),
          },
          'bench',
        ),
    ),
    batchConcurrency,
  );
}

/**
 * The dashboard's enquiries (issue 37: 5,000), written 10 to a BatchWrite in the shape a
 * visitor's message is stored in (`newContactItem`), one minute apart going back from now, one
 * in ten still new and the rest read, each marked as mailed (the stack's enquiry mailer skips
 * them); then the counters once, as the 5,000 transactions of `createContact` would have left them.
 */
export async function createEnquiries(count: number): Promise<void> {
  const now = Date.now();
  const items = Array.from({ length: count }, (_, n) => {
    const status = n % 10 === 0 ? 'new' : 'read';
    const item = newContactItem(
      {
        name: `Bench buyer ${n + 1}`,
        contact: '9876543210',
        email: `buyer${n + 1}@example.com`,
        message: `We would like a quote for ${100 + (n % 50) * 10} pieces of your ${benchProductName(n % 1000).toLowerCase()}.`,
      },
      now - n * 60_000,
    );
    return { ...item, ...statusIndexKey(status), status, emailedAt: item.createdAt };
  });
  const batches = Array.from({ length: Math.ceil(count / batchWriteLimit) }, (_, n) =>
    items.slice(n * batchWriteLimit, (n + 1) * batchWriteLimit),
  );
  await inParallel(
    batches.map((batch) => () => putBatch(batch)),
    batchConcurrency,
  );
  const newOnes = items.filter((item) => item.status === 'new').length;
  await transactWrite([countsUpdate({ contacts: count, newContacts: newOnes })]);
}

/**
 * One BatchWrite, again with what DynamoDB left unprocessed until nothing is, and whole again
 * after a timeout (a put of the same item twice stores it once).
 */
async function putBatch(items: Record<string, unknown>[]): Promise<void> {
  let requests = items.map((Item) => ({ PutRequest: { Item } }));
  for (let timeouts = 0; requests.length > 0; ) {
    try {
      const { UnprocessedItems } = await dynamoDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    } catch (error) {
      if ((error as Error).name !== 'TimeoutError' || ++timeouts > 20) throw error;
    }
  }
}

/**
 * The bench's products (docs/benchmarks.md, "Catalogue sizes"): names from three word lists
 * (1,000 distinct ones, so the header search and the dashboard's name filter match some and
 * not others), one product in 20 a draft, each in one of the existing categories in turn
 * (every seventh in a second one too), with the copy fields a real product has.
 */
const styles = [
  'Classic',
  'Padded',
  'Reflective',
  'Braided',
  'Festive',
  'Travel',
  'Winter',
  'Summer',
  'Handwoven',
  'Embroidered',
];
const materials = [
  'Leather',
  'Nylon',
  'Cotton',
  'Jute',
  'Canvas',
  'Fleece',
  'Denim',
  'Velvet',
  'Hemp',
  'Rope',
];
const kinds = ['Harness', 'Collar', 'Leash', 'Bow Tie', 'Bandana', 'Mat', 'Bed', 'Jacket', 'Toy', 'Cave'];
const benchProductName = (n: number): string =>
  `${styles[n % 10]} ${materials[Math.floor(n / 10) % 10]} ${kinds[Math.floor(n / 100) % 10]}${n >= 1000 ? ` ${Math.floor(n / 1000) + 1}` : ''}`;
/** The bench's products come after the spec's (positions 1 to 28), in the order they are numbered. */
const benchProductPosition = (n: number) => 1000 + n;
/** Main photos of the bench's products: small uploads (1200x900 phone-like JPEGs), shared in turn. */
const smallPhotoCount = 20;

/** Small uploads through the variant function, made once per run. */
let smallPhotoKeys: Promise<string[]> | undefined;
function smallPhotos(): Promise<string[]> {
  smallPhotoKeys ??= (async () => {
    const keys: string[] = [];
    for (let seed = 0; seed < smallPhotoCount; seed++) {
      const key = newUploadKey('image/jpeg');
      await putUploadedImage(key, await phonePhoto({ width: 1200, height: 900, seed }), 'image/jpeg');
      keys.push(key);
    }
    // The variant function takes the uploads one at a time: wait for the last one's too.
    for (const key of keys) await awaitImageManifest(key, 60_000);
    return keys;
  })();
  return smallPhotoKeys;
}

/**
 * Adds bench products until the table has `target` (`current` now), through `createProduct`
 * (the API's own checks, counter, slug claim and category counts), 16 at a time (or
 * `concurrency`: fewer on a busy machine, whose DynamoDB Local passes the SDK's 2 s timeout
 * with 16), retrying transactions DynamoDB cancelled for a conflict on a category's counts.
 * Each has three photos: a small upload as its main photo and two of the spec's artwork.
 */
export async function growProducts(
  current: number,
  target: number,
  concurrency = writeConcurrency,
): Promise<void> {
  const [categories, uploads] = await Promise.all([listCategoryItems(), smallPhotos()]);
  const input = (n: number) => {
    const name = benchProductName(n);
    const artwork = specProducts[n % specProducts.length].photos;
    const photos: PhotoInput[] = [
      { image: uploads[n % uploads.length], alt: name },
      ...artwork
        .slice(0, 2)
        .map((photo, index) => ({ src: 'src' in photo ? photo.src : '', alt: `${name}, view ${index + 1}` })),
    ];
    const categoryIds = [categories[n % categories.length].id];
    if (n % 7 === 0) categoryIds.push(categories[(n + 3) % categories.length].id);
    return v.parse(productInputSchema, {
      name,
      categoryIds,
      description: `<p>The ${name.toLowerCase()} is made by hand in our workshop from ${materials[Math.floor(n / 10) % 10].toLowerCase()} and finished by the same artisan who cut it.</p><p>${'Made to order in the sizes, colours and labels your market needs. '.repeat(4)}</p>`,
      features: [
        'Hand-stitched edges',
        'Rust-proof hardware',
        'Machine washable',
        'Custom labels on request',
      ],
      sizes: ['S', 'M', 'L', 'XL'],
      materials: materials[Math.floor(n / 10) % 10],
      colours: 'Black, tan, red, navy and custom colours',
      minimumOrder: '100 pieces per design',
      photos,
      status: n % 20 === 19 ? 'draft' : 'published',
      position: benchProductPosition(n),
    });
  };
  await inParallel(
    Array.from(
      { length: Math.max(0, target - current) },
      (_, i) => () => createProduct(input(current + i), 'bench'),
    ),
    concurrency,
  );
}
