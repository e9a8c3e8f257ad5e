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
import { publicPhoto } from '../../components/catalogue-photo.tsx';
import { productCard } from '../../components/product-card.tsx';
import { loadPageData, permanentRedirect } from '../../lib/page-data.server.ts';

/**
 * The catalogue's list pages (docs/decisions/049), read from the table on the server as the
 * API's handlers read it: published products only (GSI2), categories in the admin's order.
 */

/**
 * Products on one page of a list: the same bytes at 28 or 1,000, and few enough photos that
 * a phone on slow 4G has the page's modules before the photos below the fold (with 24, their
 * dozen lazy photos, fetched at once as they are within the browser's lazy-loading distance,
 * held hydration to 2.9 s; docs/decisions/049). Three rows of four on a desktop.
 */
export const productsPerPage = 12;
/** The spec's home grid: the first 12 products. */
export const homeProductCount = 12;

/** Never used by a list (its read finds a page or fails), but loadPageData asks for one. */
const listNotFound = 'Page not found.';

/** Browse tiles: the categories with a picture, in order (TOYS too while empty; "Others" has none). */
const browseTiles = (categories: Category[]) => categories.filter((category) => category.image);

/*
 * What the pages carry of products and categories: what they show, nothing more. Every byte
 * of a loader's answer is sent twice, in the HTML and in its hydration data, and read again
 * by the phone before the page answers taps.
 */
const categoryLink = ({ _id, name, slug }: Category) => ({ _id, name, slug });
const categoryTile = (category: Category) => ({
  ...categoryLink(category),
  ...(category.image && { image: publicPhoto(category.image) }),
});

const productPage = async (url: URL, category?: Category) => {
  const cursor = url.searchParams.get('cursor') ?? undefined;
  const page = await listPublishedProducts({
    limit: productsPerPage,
    cursor,
    category: category?._id,
  });
  return {
    items: page.items.map(productCard),
    nextCursor: page.nextCursor,
    isFirstPage: cursor === undefined,
  };
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
function keepCanonical<Data extends { selected?: Pick<Category, 'slug'> }>(url: URL, data: Data): Data {
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
      listPublishedProducts({ limit: homeProductCount }),
    ]);
    return { tiles: browseTiles(categories).map(categoryTile), products: products.items.map(productCard) };
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
    return { categories: filters.map(categoryLink), selected: selected && categoryLink(selected), page };
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
    return {
      categories: filters.map(categoryLink),
      selected: selected && categoryLink(selected),
      page: await productPage(url, selected),
    };
  }, listNotFound);
  return keepCanonical(url, data);
};
