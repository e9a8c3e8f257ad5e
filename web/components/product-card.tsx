import { useState } from 'react';
import { Link } from 'react-router';
import type { Product } from '../../shared/catalogue.ts';
import { productPagePath } from '../../shared/site-pages.ts';

export const placeholderImage = '/images/placeholder.svg';

interface ProductCardProps {
  product: Product;
  /** Above-the-fold cards load eagerly; the rest lazily. */
  eager?: boolean;
}

/**
 * A product tile linking to its page with the product as navigation state; a broken image shows
 * the placeholder. The photo has empty alt text: the name under it already names the link, and
 * an alt repeating it would make a screen reader say the name twice.
 */
export function ProductCard({ product, eager }: ProductCardProps) {
  const [failed, setFailed] = useState(false);
  return (
    <Link to={productPagePath(product.id)} state={{ product }} className="link-card product-card">
      <img
        src={failed ? placeholderImage : product.image}
        alt=""
        width={800}
        height={800}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
      />
      <span className="product-card__name">{product.name}</span>
    </Link>
  );
}

export function ProductGrid({
  products,
  eagerCount = 0,
}: {
  products: readonly Product[];
  eagerCount?: number;
}) {
  return (
    <ul className="list-grid card-grid">
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
