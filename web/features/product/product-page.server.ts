import { sanitizeHtml } from '../../../functions/lib/content/sanitize-html.ts';
import { listCategories } from '../../../functions/lib/data/categories-repository.ts';
import { findPublishedProduct, productNotFound } from '../../../functions/lib/data/products-repository.ts';
import { productPagePath } from '../../../shared/site-pages.ts';
import { publicPhoto } from '../../components/catalogue-photo.tsx';
import { loadPageData, redirectToCanonical } from '../../lib/page-data.server.ts';

/**
 * `/product/<segment>`: the published product by its number (the spec's `/product/7`), its
 * slug or a slug it had; anything but its current slug moves there (301). A draft or a
 * deleted product is the spec's 'Product not found.' (404). Its categories' names come from
 * the one Query of the categories. The description was sanitised when it was saved and is
 * sanitised again here with the same allowlist, as a blog post's is. Its photos go without
 * their upload keys, which no page needs.
 */
export async function loadProductPage(url: URL, segment: string) {
  const { product, categories } = await loadPageData(async () => {
    const [product, categories] = await Promise.all([
      findPublishedProduct(segment),
      listCategories('public'),
    ]);
    return product && { product, categories };
  }, productNotFound);
  redirectToCanonical(url, productPagePath(product.slug));
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
