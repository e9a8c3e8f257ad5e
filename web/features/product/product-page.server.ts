import { sanitizeHtml } from '../../../functions/lib/content/sanitize-html.ts';
import { listCategories } from '../../../functions/lib/data/categories-repository.ts';
import { findPublishedProduct, productNotFound } from '../../../functions/lib/data/products-repository.ts';
import type { Category, Product, PublicPhoto } from '../../../shared/api-types.ts';
import { productPagePath } from '../../../shared/site-pages.ts';
import { publicPhoto } from '../../components/catalogue-photo.tsx';
import { loadPageData, redirectToCanonical } from '../../lib/page-data.server.ts';
import { loadPreview, type PreviewNote } from '../../lib/preview-page.server.ts';

/**
 * `/product/<segment>`: the published product by its number (the spec's `/product/7`), its
 * slug or a slug it had; anything but its current slug moves there (301). A draft or a
 * deleted product is the spec's 'Product not found.' (404). Its categories' names come from
 * the one Query of the categories. The description was sanitised when it was saved and is
 * sanitised again here with the same allowlist, as a blog post's is. Its photos go without
 * their upload keys, which no page needs.
 */
export async function loadProductPage(url: URL, segment: string): Promise<ProductPageData> {
  const { product, categories } = await loadPageData(async () => {
    const [product, categories] = await Promise.all([
      findPublishedProduct(segment),
      listCategories('public'),
    ]);
    return product && { product, categories };
  }, productNotFound);
  redirectToCanonical(url, productPagePath(product.slug));
  return productPageData(product, categories);
}

/** `/preview/product/<token>`: a preview link's product (docs/decisions/066), as its page shows it. */
export async function loadProductPreview(token: string): Promise<ProductPageData> {
  const [{ page, preview }, categories] = await Promise.all([
    loadPreview<Product>('product', token),
    loadPageData(() => listCategories('public'), productNotFound),
  ]);
  return { ...productPageData(page, categories), preview };
}

/** A product's page: the product, its categories' names, and for a preview link's page the link's note. */
export interface ProductPageData {
  product: Omit<Product, 'photos'> & { photos: PublicPhoto[] };
  categoryNames: string[];
  preview?: PreviewNote;
}

function productPageData(product: Product, categories: readonly Category[]): ProductPageData {
  const categoryNames = product.categoryIds.flatMap((id) => {
    const category = categories.find((candidate) => candidate._id === id);
    return category ? [category.name] : [];
  });
  return {
    product: {
      ...product,
      description: sanitizeHtml(product.description),
      photos: product.photos.map(publicPhoto),
    },
    categoryNames,
  };
}
