/**
 * The catalogue at two sizes (issue 20, item 7): the migration's 28 products, then 1,000
 * (bench/sample-data.ts `growProducts`). At each size: what `/product` transfers (its first
 * page only: the page is paged), the header search's index (`GET /api/products/search-index`)
 * and the dashboard's product list (`GET /api/admin/products`, signed in) with and without
 * its filters. The products the audits open get 12 MP phone photos (`givePhonePhotos`).
 */
import { gzipSync } from 'node:zlib';
import type {
  Category,
  Page,
  Product,
  ProductPhoto,
  ProductSearchEntry,
  ProductSummary,
} from '../shared/api-types.ts';
import { productPagePath } from '../shared/site-pages.ts';
import { countDynamoDbRequests, countedCalls } from './api-load.ts';
import type { DynamoDbRequestLog } from './dynamodb-requests.ts';
import { uploadPhonePhotos } from './image-variants.ts';
import { measurePageBytes, type PageBytes } from './page-bytes.ts';
import { type AuditedPage, getJson } from './public-site.ts';

/** The sizes the bench measures: the spec's catalogue as the migration writes it, then 1,000. */
export const productTargets = [28, 1_000] as const;
/** The dashboard's list calls timed per query (the figure is their median). */
const adminListCalls = 9;
/** 12 MP photos of the audited product page (its main photo and three in its gallery). */
const productPagePhotos = 4;

/**
 * The dashboard's list as the owner uses it: the first page, a name search (two words that
 * ten of the bench's 1,000 names share: the filter reads the whole partition to fill a page)
 * and the drafts (one product in 20).
 */
export const adminListQueries = [
  { label: 'first page', query: '' },
  { label: 'search by name', query: '?q=leather%20leash' },
  { label: 'drafts', query: '?status=draft' },
] as const;

/** The catalogue's pages the audits open: the paged list, the first product's page, and its category's two listings. */
export interface CataloguePages {
  listings: AuditedPage[];
  product: AuditedPage;
}

/**
 * Found through the public API as a visitor's links would be: the first product in order
 * (`GET /api/products?limit=1`) and its main category's slug (`GET /api/categories`).
 */
export async function resolveCataloguePages(baseUrl: string): Promise<CataloguePages> {
  const { items } = await getJson<Page<ProductSummary>>(baseUrl, '/api/products?limit=1');
  const [first] = items;
  if (!first) throw new Error('the bench has no published product to audit');
  const categories = await getJson<Category[]>(baseUrl, '/api/categories');
  const category = categories.find((one) => one._id === first.categoryIds[0]);
  if (!category) throw new Error(`product ${first._id}'s category is not public`);
  const slug = encodeURIComponent(category.slug);
  return {
    listings: [
      { template: 'products', path: '/product' },
      { template: 'products of a category (/exp)', path: `/exp?category=${slug}` },
      { template: 'category products', path: `/category-products?category=${slug}` },
    ],
    product: { template: 'product', path: productPagePath(first.slug) },
  };
}

/** The `/product/<segment>` links of a page's main content, in order: the products its cards open. */
async function linkedProducts(baseUrl: string, path: string): Promise<string[]> {
  const response = await fetch(new URL(path, baseUrl));
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  const html = await response.text();
  const main = html.slice(Math.max(0, html.indexOf('<main')), html.lastIndexOf('</main>'));
  const segments = [...main.matchAll(/href="\/product\/([^"/?#]+)"/g)].map((match) =>
    decodeURIComponent(match[1]),
  );
  return [...new Set(segments)];
}

/**
 * Gives the products the audits open 12 MP phone photos through the upload and variant
 * pipeline, as the owner's phone would: every card of the listings' first pages gets one as
 * its main photo, the audited product page four (main and gallery); their artwork after the
 * first stays in the gallery. A product that has them already is left alone, so a second call
 * (after the catalogue grew) only adds what new cards need. Returns how many products changed.
 */
export async function givePhonePhotos(baseUrl: string, pages: CataloguePages): Promise<number> {
  const [{ findPublishedProduct }, { updateProduct }, v, { productInputSchema }] = await Promise.all([
    import('../functions/lib/data/products-repository.ts'),
    import('../functions/lib/content/product-saving.ts'),
    import('valibot'),
    import('../shared/catalogue-rules.ts'),
  ]);
  const wanted = new Map<string, number>();
  for (const page of pages.listings)
    for (const segment of await linkedProducts(baseUrl, page.path)) wanted.set(segment, 1);
  wanted.set(decodeURIComponent(pages.product.path.replace('/product/', '')), productPagePhotos);
  let changed = 0;
  for (const [segment, count] of wanted) {
    const product = await findPublishedProduct(segment);
    if (!product) throw new Error(`/product/${segment} is linked but not a published product`);
    const firstOther = product.photos.findIndex((photo) => !isPhonePhoto(photo));
    if ((firstOther === -1 ? product.photos.length : firstOther) >= count) continue;
    const uploaded = await uploadPhonePhotos(
      Array.from({ length: count }, (_, n) => (n === 0 ? product.name : `${product.name}, photo ${n + 1}`)),
    );
    const photos = [
      ...uploaded,
      ...product.photos
        .slice(1)
        .map((photo) => ('image' in photo ? { image: photo.image, alt: photo.alt } : photo)),
    ].slice(0, 20);
    await updateProduct(product._id, v.parse(productInputSchema, { ...inputOf(product), photos }), 'bench');
    changed++;
  }
  return changed;
}

/** An upload of the bench's 12 MP photos (4032x3024, either way up), not artwork or a small upload. */
const isPhonePhoto = (photo: ProductPhoto) =>
  'image' in photo && photo.imageInfo.width * photo.imageInfo.height >= 12_000_000;

/** What the dashboard's form would send back for a product as it is. */
const inputOf = (product: Product) => ({
  name: product.name,
  slug: product.slug,
  categoryIds: product.categoryIds,
  description: product.description,
  features: product.features,
  sizes: product.sizes,
  materials: product.materials,
  colours: product.colours,
  minimumOrder: product.minimumOrder,
  status: product.status,
  position: product.position,
});

export interface SearchIndexSize {
  entries: number;
  bytes: number;
  /** gzip at zlib's default level, as the local stack compresses pages (CloudFront compresses it on the way). */
  gzipBytes: number;
}

async function measureSearchIndex(baseUrl: string): Promise<SearchIndexSize> {
  const response = await fetch(new URL('/api/products/search-index', baseUrl));
  if (!response.ok) throw new Error(`GET /api/products/search-index: ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const entries = (JSON.parse(body.toString('utf8')) as ProductSearchEntry[]).length;
  return { entries, bytes: body.length, gzipBytes: gzipSync(body).length };
}

/** One query of the dashboard's list: its median time over several calls, and what it read. */
export interface AdminListTiming {
  label: string;
  query: string;
  medianMs: number;
  maxMs: number;
  runsMs: number[];
  /** Items (products, posts, messages) on the page it answered. */
  items: number;
  responseBytes: number;
  dynamoDbRequestsPerCall: number;
  dynamoDbBytesPerCall: number;
}

/**
 * A signed-in GET timed as a screen makes it, one call at a time: the median and slowest of
 * `adminListCalls`, with what it answered and read (its items: an array's, or a page's).
 */
export async function timeAdminCall(
  baseUrl: string,
  requestLog: DynamoDbRequestLog,
  cookie: string,
  { label, path }: { label: string; path: string },
): Promise<AdminListTiming> {
  const counted = await countDynamoDbRequests(baseUrl, { label, method: 'GET', path }, requestLog, {
    cookie,
  });
  const runsMs: number[] = [];
  let body: unknown[] | Page<unknown> = [];
  for (let call = 0; call < adminListCalls; call++) {
    const started = performance.now();
    const response = await fetch(new URL(path, baseUrl), { headers: { cookie } });
    body = (await response.json()) as unknown[] | Page<unknown>;
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    runsMs.push(Math.round(performance.now() - started));
  }
  const sorted = [...runsMs].sort((a, b) => a - b);
  const perCall = (total: number) => Math.round((total / countedCalls) * 100) / 100;
  return {
    label,
    query: path,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    maxMs: sorted[sorted.length - 1],
    runsMs,
    items: Array.isArray(body) ? body.length : body.items.length,
    responseBytes: counted.responseBytes,
    dynamoDbRequestsPerCall: perCall(counted.requests.length),
    dynamoDbBytesPerCall: perCall(counted.requests.reduce((sum, request) => sum + request.responseBytes, 0)),
  };
}

export interface CatalogueSizeResult {
  /** Every product in the table, drafts too; `published` of them public. */
  products: number;
  published: number;
  /** Time to write this size's new products (0 for the migration's). */
  generateSeconds: number;
  /** `/product`'s first page: the HTML with its data inline, and `/product.data`. */
  productsPage: PageBytes;
  searchIndex: SearchIndexSize;
  adminList: AdminListTiming[];
}

export async function measureCatalogueSize(
  baseUrl: string,
  requestLog: DynamoDbRequestLog,
  cookie: string,
  size: { products: number; generateSeconds: number },
): Promise<CatalogueSizeResult> {
  const searchIndex = await measureSearchIndex(baseUrl);
  const adminList: AdminListTiming[] = [];
  for (const query of adminListQueries)
    adminList.push(
      await timeAdminCall(baseUrl, requestLog, cookie, {
        label: query.label,
        path: `/api/admin/products${query.query}`,
      }),
    );
  return {
    ...size,
    published: searchIndex.entries,
    productsPage: await measurePageBytes(baseUrl, '/product'),
    searchIndex,
    adminList,
  };
}
