import { createBlog } from '../functions/lib/content/blog-saving.ts';
import { createCountry, createDistrict, createState } from '../functions/lib/data/locations-repository.ts';
import { putUploadedImage } from '../functions/lib/uploads/uploads.ts';
import { solidPng } from '../local/solid-png.ts';
import { knownCountries } from '../shared/countries.ts';

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

async function inParallel<T>(tasks: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await retryOnConflict(tasks[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(writeConcurrency, tasks.length) }, worker));
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
      return createBlog(benchBlog(n, image));
    }),
  );
}
