import type { ProductPhoto } from '../../../shared/api-types.ts';
import { categoryTilePath } from '../../../shared/built-in-artwork.ts';
import { slugify } from '../../../shared/site-urls.ts';
import { productCopy } from '../../../shared/spec-product-copy.ts';
import { categories as browseCategories, products } from '../../../shared/spec-products.ts';

/**
 * The spec's catalogue as the migration writes it into the table (docs/decisions/047): its
 * categories and 28 products, from the spec's data (shared/spec-products.ts,
 * shared/spec-product-copy.ts, which no page imports: docs/decisions/049). Photos are the site's
 * own artwork, named by path.
 */
export interface SpecCategory {
  name: string;
  slug: string;
  position: number;
  /** The browse tiles have a picture; 'Others' is no tile and has none. */
  image?: ProductPhoto;
}

/** The five browse tiles in their order (TOYS with no products yet), then 'Others'. */
export const specCategories: SpecCategory[] = [...browseCategories, 'Others' as const].map((name, index) => {
  const slug = slugify(name);
  const isTile = (browseCategories as readonly string[]).includes(name);
  return {
    name,
    slug,
    position: index + 1,
    ...(isTile && { image: { src: categoryTilePath(slug), alt: '' } }),
  };
});

export interface SpecProduct {
  /** 1 to 28: `/product/<id>` keeps finding it. */
  id: string;
  name: string;
  slug: string;
  /** The slug of its category. */
  categorySlug: string;
  /** The opening paragraph as HTML (plain text of ours: nothing to escape, which a unit test pins). */
  description: string;
  features: string[];
  sizes: string[];
  photos: ProductPhoto[];
  position: number;
}

export const specProducts: SpecProduct[] = products.map((product) => {
  const copy = productCopy(product.id);
  return {
    id: String(product.id),
    name: product.name,
    slug: slugify(product.name, 'product'),
    categorySlug: slugify(product.category),
    description: `<p>${copy.summary}</p>`,
    features: copy.features,
    sizes: copy.sizeOptions,
    photos: [product.image, ...product.thumbnails].map((src, index) => ({
      src,
      alt: index === 0 ? product.name : `${product.name}, view ${index}`,
    })),
    position: product.id,
  };
});
