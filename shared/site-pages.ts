import { products } from './catalogue.ts';

/**
 * Public pages that do not depend on the database: prerendered at build time, listed in
 * the sitemap, and rewritten to their own HTML file by CloudFront.
 */
export const staticPagePaths = [
  '/',
  '/about',
  '/dogbreed',
  '/product',
  '/exp',
  '/category-products',
  '/contact',
];

export const productPagePath = (id: number): string => `/product/${id}`;

/**
 * The header search's results page and its text field (docs/decisions/042): where the search
 * form goes when the browser submits it itself, before or without JavaScript.
 */
export const searchPagePath = '/search';
export const searchTextParam = 'q';

export const prerenderedPaths: string[] = [...staticPagePaths, ...products.map((p) => productPagePath(p.id))];
