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

export const prerenderedPaths: string[] = [...staticPagePaths, ...products.map((p) => productPagePath(p.id))];
