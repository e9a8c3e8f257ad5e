/** Public pages with fixed paths: listed in the sitemap. */
export const staticPagePaths = [
  '/',
  '/about',
  '/dogbreed',
  '/product',
  '/exp',
  '/category-products',
  '/contact',
  '/privacy',
];

/**
 * Every page is made per request by the page renderer (docs/decisions/021, 063): the
 * catalogue's from the table (docs/decisions/049): home (its product grid and category tiles),
 * the product list, the two category views; and every public page shows the site's settings
 * (issue 34), in the site layout's loader.
 */
export const productListPath = '/product';
export const explorePath = '/exp';
export const categoryProductsPath = '/category-products';
/** The query parameter that picks a category (its slug) on the category views. */
export const categoryParam = 'category';
/**
 * A category's products: `/category-products?category=<slug>`, where its home tile leads, or
 * the same filter of another list (`/exp?category=<slug>`).
 */
export const categoryPagePath = (slug: string, listPath: string = categoryProductsPath): string =>
  `${listPath}?${new URLSearchParams({ [categoryParam]: slug })}`;

/**
 * A product's page: `/product/<slug>` (docs/decisions/049). The spec's `/product/<number>` and
 * earlier slugs answer 301 to it.
 */
export const productPagePath = (slug: string): string => `/product/${encodeURIComponent(slug)}`;

/**
 * The header search's results page and its text field (docs/decisions/042): where the search
 * form goes when the browser submits it itself, before or without JavaScript.
 */
export const searchPagePath = '/search';
export const searchTextParam = 'q';

/**
 * Every query parameter the page renderer reads: the loaders' `?cursor=` of the paged lists,
 * the category views' `?category=` and the search's `?q=`; React Router's own, `?_routes=` of
 * a `.data` request (the routes whose loaders run) and `?paths=&version=` of its route
 * discovery (`/__manifest`). CloudFront keys its copies of pages by these alone and forwards no
 * others (docs/decisions/056), so `?x=N` is the same copy, and a page that read another
 * parameter would never see it in AWS: add it here first.
 */
export const pageQueryParams = ['cursor', categoryParam, searchTextParam, '_routes', 'paths', 'version'];

/**
 * The page every contact form posts to when the browser sends it itself, before or without
 * JavaScript (docs/decisions/042, 046). Pages come from an origin group that takes no POST,
 * so CloudFront sends this one path, every method, to the HTTP API, whose routes for it call
 * the page renderer; the edge firewall counts its POSTs with the contact API's.
 */
export const contactFormPagePath = '/contact';

/** What the site counts about visits and enquiries, and what it never stores (issue 36, docs/decisions/071). */
export const privacyPagePath = '/privacy';
