import type { Blog, Category, ContactMessage, CountrySummary, Product } from '../../shared/api-types.ts';

/** The dashboard tests' product, as an admin read answers it (no photos, no version: add them). */
export const harness: Product = {
  _id: '7',
  name: 'H-Harness',
  slug: 'h-harness',
  categoryIds: ['1'],
  status: 'published',
  position: 7,
  description: '<p>Steady on walks.</p>',
  features: ['Padded'],
  sizes: ['S', 'M'],
  materials: 'Nylon',
  colours: 'Red',
  minimumOrder: '100 pieces',
  photos: [],
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** The harness's category, as the admin list of categories answers it. */
export const walkingEssentials: Category = {
  _id: '1',
  name: 'Walking Essentials',
  slug: 'walking-essentials',
  position: 1,
  productCount: 1,
  updatedAt: '',
};

/** The dashboard tests' post, whole (no version: add one). */
export const harnessCarePost: Blog = {
  _id: 'b1',
  title: 'Harness care',
  slug: 'harness-care-guide',
  date: '2026-11-01',
  author: 'Meera',
  tags: ['Care'],
  content: '<p>Two fingers under the strap.</p>',
  image: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A post as the blog list has it: everything but its content. */
export const blogSummary = ({ content: _content, ...summary }: Blog) => summary;

/** The dashboard tests' country, without states, as the locations screen lists it. */
export const india: CountrySummary = {
  _id: 'c1',
  name: 'India',
  code: 'in',
  states: [],
  stateCount: 0,
  districtCount: 0,
  version: 1,
};

/** Contact message number `n`, from visitor `n` on day `n` of November 2026: the first new, the others read. */
export const contactMessage = (n: number, text = `Message number ${n}`): ContactMessage => ({
  _id: `m${n}`,
  name: `Visitor ${n}`,
  contact: '9876543210',
  email: `v${n}@example.com`,
  message: text,
  createdAt: `2026-11-${String(n).padStart(2, '0')}T10:00:00.000Z`,
  status: n === 1 ? 'new' : 'read',
});
