import {
  categoryNotFound,
  categorySlugScope,
  listCategories,
} from '../../../functions/lib/data/categories-repository.ts';
import { listPublishedProducts } from '../../../functions/lib/data/products-repository.ts';
import { findSlugOwner } from '../../../functions/lib/data/slug-claims.ts';
import { NotFound } from '../../../functions/lib/domain-errors.ts';
import type { Category } from '../../../shared/api-types.ts';
import { categoryParam } from '../../../shared/site-pages.ts';
import { loadPageData, permanentRedirect } from '../../lib/page-data.server.ts';

/**
 * The catalogue's list pages (docs/decisions/049), read from the table on the server as the
 * API's handlers read it: published products only (GSI2), categories in the admin's order.
 */

/** Products on one page of a list: a phone's first screens, and the same bytes at 28 or 1,000. */
export const productsPerPage = 24;
/** The spec's home grid: the first 12 products. */
export const homeProductCount = 12;

/** Never used by a list (its read finds a page or fails), but loadPageData asks for one. */
const listNotFound = 'Page not found.';

/** Browse tiles: the categories with a picture, in order (TOYS too while empty; "Others" has none). */
const browseTiles = (categories: Category[]) => categories.filter((category) => category.image);

const productPage = (url: URL, category?: Category) => {
  const cursor = url.searchParams.get('cursor') ?? undefined;
  return listPublishedProducts({
    limit: String(productsPerPage),
    cursor,
    category: category?._id,
  }).then((page) => ({ ...page, isFirstPage: cursor === undefined }));
};

/**
 * The category a `?category=<slug>` names, by its slug or one it had (a renamed category's
 * old links then move to its current slug, 301); none without the parameter; an unknown
 * slug is not found.
 */
async function chosenCategory(url: URL, categories: Category[]): Promise<Category | undefined> {
  const slug = url.searchParams.get(categoryParam);
  if (slug === null) return undefined;
  const found = categories.find((category) => category.slug === slug);
  if (found) return found;
  const ownerId = await findSlugOwner(categorySlugScope, slug);
  const renamed = categories.find((category) => category._id === ownerId);
  if (!renamed) throw new NotFound(categoryNotFound);
  return renamed;
}

/** A page read for a category the address names by an older slug moves to the current one. */
function keepCanonical<Data extends { selected?: Category }>(url: URL, data: Data): Data {
  const slug = url.searchParams.get(categoryParam);
  if (data.selected && slug !== null && slug !== data.selected.slug) {
    const query = new URLSearchParams(url.search);
    query.set(categoryParam, data.selected.slug);
    permanentRedirect(`${url.pathname}?${query}`);
  }
  return data;
}

/** `/`: the category tiles and the first 12 products. */
export const loadHomeCatalogue = () =>
  loadPageData(async () => {
    const [categories, products] = await Promise.all([
      listCategories('public'),
      listPublishedProducts({ limit: String(homeProductCount) }),
    ]);
    return { tiles: browseTiles(categories), products: products.items };
  }, listNotFound);

/** `/product` and `/product?cursor=…`: every published product, a page at a time. */
export const loadProductList = (url: URL) => loadPageData(() => productPage(url), listNotFound);

/**
 * `/category-products?category=<slug>`: the browse tiles as filters and the chosen category's
 * products (the first tile's without the parameter, as the spec opens on WALKING ESSENTIALS); a
 * category without a tile ("Others") is shown when named, as the sitemap does.
 */
export const loadCategoryProducts = async (url: URL) => {
  const data = await loadPageData(async () => {
    const categories = await listCategories('public');
    const tiles = browseTiles(categories);
    const selected = (await chosenCategory(url, categories)) ?? tiles[0];
    const filters = categories.filter((category) => tiles.includes(category) || category === selected);
    const page = selected ? await productPage(url, selected) : { items: [], isFirstPage: true };
    return { categories: filters, selected, page };
  }, listNotFound);
  return keepCanonical(url, data);
};

/**
 * `/exp?category=<slug>`: "All" and each category that has published products as filters, and
 * all products or the chosen category's.
 */
export const loadExplore = async (url: URL) => {
  const data = await loadPageData(async () => {
    const categories = await listCategories('public');
    const selected = await chosenCategory(url, categories);
    const filters = categories.filter((category) => category.productCount > 0 || category === selected);
    return { categories: filters, selected, page: await productPage(url, selected) };
  }, listNotFound);
  return keepCanonical(url, data);
};
