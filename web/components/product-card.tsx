import { useState } from 'react';
import type { Page, PublicPhoto } from '../../shared/api-types.ts';
import { productPagePath } from '../../shared/site-pages.ts';
import { CataloguePhoto, cataloguePhotoPreload, publicPhoto } from './catalogue-photo.tsx';
import { PageLink } from './page-link.tsx';
import { Pager, type PagerProps } from './pager.tsx';
import { productPhotoSizes } from './product-photo-sizes.ts';
import { cardGridSizes, type ImageLoad, listImageLoad, picturePreload } from './responsive-picture.tsx';

/** What a card shows of a product: any list's item (a summary, a search index entry). */
export interface ProductCardData {
  _id: string;
  name: string;
  slug: string;
  photo?: PublicPhoto;
}

/**
 * A list's item as its card needs it: all that a list page's HTML and hydration data carry
 * of a product (not its categories, status, position, date or photo key).
 */
export const productCard = ({ _id, name, slug, photo }: ProductCardData): ProductCardData => ({
  _id,
  name,
  slug,
  ...(photo && { photo: publicPhoto(photo) }),
});

/** Shown in place of a photo that fails to load (the spec's fallback image). */
export const placeholderImage = '/images/placeholder.svg';

interface ProductCardProps {
  product: ProductCardData;
  /** How its photo loads (listImageLoad): the first card's is a list's LCP element on a phone. */
  load?: ImageLoad;
}

/**
 * A product tile linking to its page. The photo has empty alt text: the name under it already
 * names the link, and an alt repeating it would make a screen reader say the name twice. A photo
 * that fails to load shows the placeholder (React passes the image's error up to the link).
 */
export function ProductCard({ product, load }: ProductCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <PageLink
      to={productPagePath(product.slug)}
      className="link-card product-card"
      onError={() => setFailed(true)}
      inView="card"
      // The product page's main photo is the card's, shown larger: the variant it will take.
      nextPicture={cataloguePhotoPreload(product.photo, productPhotoSizes(product.photo))}
    >
      {failed ? (
        <img src={placeholderImage} alt="" width={800} height={800} />
      ) : (
        <CataloguePhoto photo={product.photo} sizes={cardGridSizes} load={load} square />
      )}
      <span className="product-card__name">{product.name}</span>
    </PageLink>
  );
}

/** `atOnce`: how many cards' photos load at once (the first screenful's), the first as the main image. */
export function ProductGrid({
  products,
  atOnce = 0,
}: {
  products: readonly ProductCardData[];
  atOnce?: number;
}) {
  return (
    <ul className="list-grid card-grid">
      {products.map((product, index) => (
        <li key={product._id}>
          <ProductCard product={product} load={listImageLoad(index, atOnce)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * One page of a product list read a page at a time (`/product`, `/search`, the category
 * filters): its cards, the first screenful's photos at once, or `emptyText` when it has none,
 * then the links to the first and the next page (`pager`, none for a list without a page of
 * its own).
 */
export function PagedProductGrid({
  page: { items, nextCursor, isFirstPage },
  emptyText,
  pager,
}: {
  page: Page<ProductCardData> & { isFirstPage: boolean };
  emptyText: string;
  pager?: Omit<PagerProps, 'isFirstPage' | 'nextCursor'>;
}) {
  return (
    <>
      {items.length > 0 ? (
        <ProductGrid products={items} atOnce={4} />
      ) : (
        <p className="empty-state">{emptyText}</p>
      )}
      {pager && <Pager {...pager} isFirstPage={isFirstPage} nextCursor={nextCursor} />}
    </>
  );
}

/**
 * The `<link rel="preload">` of a list page's first card photo when it is an upload (a route's
 * `meta`), as `/blog` preloads its first card: on a phone it is the page's LCP element.
 */
export function firstCardPreload(products: readonly ProductCardData[] | undefined) {
  const photo = products?.[0]?.photo;
  return picturePreload(photo && 'imageInfo' in photo ? photo.imageInfo : undefined, cardGridSizes, true);
}
