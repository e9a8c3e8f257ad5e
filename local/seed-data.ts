import { access, writeFile } from 'node:fs/promises';
import { ulid } from 'ulid';
import { createBlog } from '../functions/lib/content/blog-saving.ts';
import { createCountry, createDistrict, createState } from '../functions/lib/data/locations-repository.ts';
import { awaitImageManifest, putUploadedImage } from '../functions/lib/uploads/uploads.ts';
import { phonePhoto } from './phone-photo.ts';

/** Sample locations: country -> state -> districts. Names must be in shared/countries.ts. */
const sampleLocations: Record<string, Record<string, string[]>> = {
  India: {
    Uttarakhand: ['Dehradun', 'Haridwar', 'Nainital', 'Almora', 'Udham Singh Nagar'],
    Maharashtra: ['Mumbai', 'Pune', 'Nagpur'],
    Karnataka: ['Bengaluru Urban', 'Mysuru', 'Udupi'],
  },
  'United States': {
    California: ['Los Angeles County', 'San Diego County'],
    Texas: ['Travis County', 'Harris County'],
  },
  'United Kingdom': {
    England: ['Greater London', 'Kent'],
    Scotland: ['City of Edinburgh'],
  },
  Germany: {
    Bavaria: ['Munich', 'Nuremberg'],
    Berlin: ['Mitte'],
  },
};

/** The first links a product: the navigation bench finds its "a post -> a product" step (bench/navigation-timings.ts). */
const sampleBlogs = [
  {
    title: 'Choosing the right collar for your dog',
    date: '2026-10-05',
    author: 'Pawcraft Team',
    tags: ['collars', 'dogs', 'guides'],
    content:
      '<h2>Fit comes first</h2><p>A collar should let two fingers slide underneath. Check the fit every month while your puppy grows.</p><p>Our handmade <a href="/product/dog-collar">leather collars</a> are cut and stitched in Dehradun.</p>',
    seed: 1,
  },
  {
    title: 'Five toys that keep cats busy',
    date: '2026-11-02',
    author: 'Pawcraft Team',
    tags: ['cats', 'toys'],
    content:
      '<p>Cats need to hunt, even indoors. Rotate their toys weekly so each one feels new.</p><ul><li>Feather wands</li><li>Puzzle feeders</li><li>Crinkle balls</li></ul>',
    seed: 2,
  },
];

/** Seeds sample data once per data folder; `markerFile` records that it happened. */
export async function seedOnce(markerFile: string): Promise<boolean> {
  try {
    await access(markerFile);
    return false;
  } catch {
    // not seeded yet
  }
  for (const [countryName, states] of Object.entries(sampleLocations)) {
    const country = await createCountry(countryName);
    for (const [stateName, districts] of Object.entries(states)) {
      const state = await createState({ name: stateName, country: country._id });
      for (const districtName of districts) await createDistrict({ name: districtName, state: state._id });
    }
  }
  for (const { seed, ...blog } of sampleBlogs) {
    const [year, month] = blog.date.split('-');
    const image = `uploads/${year}/${month}/${ulid()}.jpg`;
    // A phone photo as the dashboard uploads it (scaled to 2560 px, EXIF and all); the variant
    // function makes its variants (given a minute here: a busy machine is slow), then the blog.
    const photo = await phonePhoto({ width: 2560, height: 1920, seed });
    await putUploadedImage(image, photo, 'image/jpeg');
    await awaitImageManifest(image, 60_000);
    await createBlog({ ...blog, image }, 'seed');
  }
  await writeFile(markerFile, `${new Date().toISOString()}\n`);
  return true;
}
