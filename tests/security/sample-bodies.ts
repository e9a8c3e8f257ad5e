import { oneLine } from '../../shared/single-line-text.ts';

/** Valid request bodies the security tests start from (and break on purpose). */
export const sampleBlog = {
  title: 'Security sample',
  date: '2026-11-20',
  author: 'Suite',
  tags: 'security',
  content: '<p>sample</p>',
  image: '',
};

export const sampleContact = {
  name: 'Meera',
  contact: '9876543210',
  email: 'meera@example.com',
  message: 'Do you make harnesses for large dogs?',
};

export const unknownId = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

/** A product with every field (in a category that does not exist, so the fuzzer stores none). */
export const sampleProduct = {
  name: 'Security sample',
  categoryIds: [unknownId],
  description: '<p>sample</p>',
  features: ['Soft'],
  sizes: ['S', 'M'],
  materials: 'Cotton',
  colours: 'Red',
  minimumOrder: '100 pieces',
  photos: [{ src: '/images/products/1/main.svg', alt: 'Sample' }],
  status: 'draft',
};
/**
 * A product with the payload in every field, each cut to its maximum length: the description,
 * the plain texts and a photo's alt (the XSS suites, API and browser).
 */
export const productCarrying = (payload: string, categoryId: string) => ({
  // A product's name is one line (issue 38): the payload's line breaks would be a 400.
  name: oneLine(payload).slice(0, 100),
  categoryIds: [categoryId],
  description: payload,
  features: [payload.slice(0, 200)],
  sizes: [payload.slice(0, 50)],
  materials: payload.slice(0, 500),
  colours: payload.slice(0, 500),
  minimumOrder: payload.slice(0, 100),
  photos: [{ src: '/images/products/1/main.svg', alt: payload.slice(0, 200) }],
});

/** A well-formed body for each route that takes one: the fuzzer breaks it in many ways. */
/**
 * The home page, About page and breeds (issue 34) carrying `payload` in every text, cut to each
 * field's length (one-line fields on one line), and `html` as an About section's rich text.
 */
export function siteContentCarrying(payload: string, html = payload) {
  const line = (max: number) => oneLine(payload).slice(0, max).trim() || 'x';
  const text = (max: number) => payload.slice(0, max).trim() || 'x';
  const picture = (src: string) => ({ src, alt: line(200) });
  return {
    home: {
      banners: [
        {
          picture: picture('/images/banners/hero-1.svg'),
          headline: line(120),
          text: line(300),
          buttonLabel: line(40),
          link: '/product',
        },
      ],
      aboutTeaser: text(600),
    },
    about: {
      intro: text(1000),
      sections: [
        { heading: line(120), body: html.slice(0, 20_000), picture: picture('/images/about/quality.svg') },
      ],
    },
    breeds: {
      items: [
        {
          number: line(10),
          name: line(100),
          slug: 'payload',
          description: text(2000),
          picture: picture('/images/breeds/pug.svg'),
        },
      ],
    },
  };
}

export const sampleBodies: Record<string, Record<string, unknown>> = {
  'contact-create': sampleContact,
  // An account that does not exist, so failed logins lock nobody the suite needs.
  'admin-login': { email: 'fuzz@pawcraft.test', password: 'not a real password' },
  'blog-create': sampleBlog,
  'blog-update': sampleBlog,
  'country-create': { name: 'France' },
  'country-update': { name: 'Spain' },
  'state-create': { name: 'Goa', country: unknownId },
  'state-update': { name: 'Goa' },
  'district-create': { name: 'North Goa', state: unknownId },
  'district-update': { name: 'North Goa' },
  'upload-create': { contentType: 'image/png', size: 1000 },
  'contact-status': { status: 'read' },
  // Accounts: never the right current password nor a real link, so nothing changes.
  'password-forgot': { email: 'fuzz@pawcraft.test' },
  'password-reset': { token: 'A'.repeat(43), password: 'a long enough password' },
  'password-change': { currentPassword: 'not the password', newPassword: 'a long enough password' },
  'admin-invite': { email: 'fuzz-invited@pawcraft.test', currentPassword: 'not the password' },
  'admin-remove': { currentPassword: 'not the password' },
  // The catalogue (issue 20).
  'product-create': sampleProduct,
  'product-update': sampleProduct,
  'category-create': { name: 'Fuzz', image: { src: '/images/categories/toys.svg' } },
  'category-update': { name: 'Fuzz' },
  // The site settings (docs/decisions/063): a part's fields, its path naming the part (below).
  'site-part-update': { title: 'Fuzz', description: 'Fuzzed search engine text.' },
  // The live version seen: a number, as the restores of a post's or a product's version
  // (docs/decisions/067): the bodies here without text.
  'site-part-restore': { version: 1 },
  'blog-version-restore': { version: 1 },
  'product-version-restore': { version: 1 },
  // Preview links (docs/decisions/066): a post's unsaved values.
  'preview-create': { kind: 'blog', value: sampleBlog },
  // The editor's server copy (docs/decisions/069): a form's fields as typed.
  'autosave-put': { value: { title: 'Fuzz', content: '<p>Fuzz</p>' }, baseVersion: 1 },
  // A site part's draft (docs/decisions/070): the part's fields, its path naming the part (below).
  'site-draft-save': { title: 'Fuzz', description: 'Fuzzed draft text.' },
};

/**
 * A path parameter that is a name, not an id: the site settings' part. An id no item has
 * elsewhere; here a real part, so the body is what answers (an unknown part is a 404 first).
 */
export const samplePathValues: Record<string, string> = {
  'site-part-update': 'seo',
  'site-draft-save': 'seo',
};
