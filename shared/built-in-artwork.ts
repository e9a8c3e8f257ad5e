/**
 * The site's own pictures that a stored product or category may name instead of an upload
 * (docs/decisions/047): the spec's product artwork, `/images/products/<id>/main.svg` and
 * `thumb-<n>.svg` (shared/spec-products.ts), and the category tiles. A small module of its own, so
 * the forms' validation does not bundle the catalogue.
 */
const builtInArtworkPattern =
  /^\/images\/(products\/\d{1,6}\/(main|thumb-\d{1,2})|categories\/[a-z0-9-]{1,80})\.svg$/;
export const isBuiltInArtwork = (path: string): boolean => builtInArtworkPattern.test(path);

/**
 * The site's own drawings a picture of the home, About or breeds page may name instead of an
 * upload (issue 34): the hero banners, the About scenes and the breeds (shared/site-defaults.ts
 * names each; the dashboard offers those).
 */
const siteArtworkPattern =
  /^\/images\/(banners\/hero-\d{1,2}|about\/[a-z0-9-]{1,40}|breeds\/[a-z0-9-]{1,80})\.svg$/;
export const isSiteArtwork = (path: string): boolean => siteArtworkPattern.test(path);

const productMainArtworkPattern = /^\/images\/products\/\d{1,6}\/main\.svg$/;

/**
 * The link-preview picture (og:image, a 1200x630 JPEG) of a product's main artwork, beside it:
 * `/images/products/7/main.svg` -> `/images/products/7/share.jpg`, drawn by
 * web/artwork/share-image.ts because no link preview shows SVG. Other artwork has none.
 */
export const artworkSharePreview = (src: string): string | undefined =>
  productMainArtworkPattern.test(src) ? src.replace(/main\.svg$/, 'share.jpg') : undefined;

/** A category's tile picture by its slug: `/images/categories/walking-essentials.svg`. */
export const categoryTilePath = (slug: string): string => `/images/categories/${slug}.svg`;

/** The site's category tile pictures (web/public/images/categories/), offered by the dashboard for a tile. */
export const categoryTileNames = ['walking-essentials', 'bedding', 'cave-hut', 'jackets', 'toys'] as const;
