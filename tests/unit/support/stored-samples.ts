/** What the unit tests store in the fake bucket and table: a processed photo, a product, a message, a country. */
import { variantKey } from '../../../functions/lib/uploads/variant-keys.ts';
import { objects } from './fake-s3.ts';
import { imageBytes } from './image-bytes.ts';

/** An uploaded WebP photo, and the facts the variant function wrote for it (image.json). */
export const uploadedPhoto = {
  key: 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV.webp',
  imageInfo: {
    base: 'uploads/2026/01/01ARZ3NDEKTSV4RRFFQ69G5FAV',
    width: 800,
    height: 600,
    colour: '#806040',
    widths: [320, 640, 800],
    formats: ['avif', 'webp'],
  },
};

/**
 * Puts the photo and its manifest in the fake bucket, as after the variant function ran
 * (tests/unit/image-variants.test.ts makes real ones).
 */
export function storeProcessedPhoto(): void {
  objects.set(uploadedPhoto.key, { body: imageBytes.webp, contentType: 'image/webp' });
  objects.set(variantKey(uploadedPhoto.key, 'image.json'), {
    body: Buffer.from(JSON.stringify(uploadedPhoto.imageInfo)),
    contentType: 'application/json',
  });
}

/** The product the catalogue's unit tests store, as the table holds it; `fields` replace its own. */
export const storedRopeLeash = (fields: Record<string, unknown> = {}) => ({
  PK: 'PRODUCT',
  SK: '000029#000029',
  GSI1PK: '29',
  id: '29',
  name: 'Rope leash',
  nameSearch: 'rope leash',
  slug: 'rope-leash',
  slugs: ['rope-leash'],
  categoryIds: ['leashes'],
  description: '',
  features: [],
  sizes: [],
  materials: '',
  colours: '',
  minimumOrder: '',
  photos: [{ src: '/images/products/1/main.svg', alt: 'A leash' }],
  status: 'draft',
  position: 29,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  version: 1,
  ...fields,
});

/** A visitor's message as the table holds it. */
export const storedMessage = (id: string) => ({
  PK: 'CONTACT',
  SK: id,
  id,
  name: 'Asha',
  contact: '9876543210',
  email: 'asha@example.com',
  message: 'Hi',
  createdAt: '2026-01-01T00:00:00.000Z',
});

/** A country as the table holds it, without what later versions added (slug, updatedAt, GSI1PK). */
export const storedIndia = {
  PK: 'LOC',
  SK: 'C#c1',
  kind: 'country',
  id: 'c1',
  name: 'India',
  code: 'in',
  countryId: 'c1',
};
