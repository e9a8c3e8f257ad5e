import { Link, useLocation, useParams } from 'react-router';
import { findProduct, type Product } from '../../../shared/catalogue.ts';
import { company } from '../../../shared/company.ts';
import { orderingNote, productCopy } from '../../../shared/product-copy.ts';
import { productPagePath } from '../../../shared/site-pages.ts';
import { BackButton } from '../../components/back-button.tsx';
import { absoluteUrl, breadcrumbs, pageMetaFrom } from '../../components/page-meta.ts';
import { ProductGallery } from '../../features/product/product-gallery.tsx';
import type { Route } from './+types/product.$id';

export const meta = ({ params }: Route.MetaArgs) =>
  pageMetaFrom(
    findProduct(params.id),
    { title: 'Product not found', description: 'This product does not exist.', path: '/product' },
    (product) => {
      const copy = productCopy(product.id);
      return {
        title: product.name,
        description: copy.summary,
        path: productPagePath(product.id),
        image: product.image,
        structuredData: [
          {
            '@context': 'https://schema.org',
            '@type': 'Product',
            name: product.name,
            description: copy.summary,
            image: [product.image, ...product.thumbnails].map(absoluteUrl),
            sku: `PC-${String(product.id).padStart(3, '0')}`,
            category: product.category,
            brand: { '@type': 'Brand', name: company.name },
            manufacturer: { '@type': 'Organization', name: company.name },
            url: absoluteUrl(productPagePath(product.id)),
          },
          breadcrumbs([
            { name: 'Products', path: '/product' },
            { name: product.name, path: productPagePath(product.id) },
          ]),
        ],
      };
    },
  );

/** The product passed by navigation when it is the one in the address, else the catalogue's. */
function useProduct(id: string | undefined): Product | undefined {
  const passed = (useLocation().state as { product?: Product } | null)?.product;
  if (passed && String(passed.id) === id) return passed;
  return id === undefined ? undefined : findProduct(id);
}

export default function ProductDetail() {
  const { id } = useParams();
  const product = useProduct(id);
  if (!product) {
    return (
      <section className="page-section container empty-state">
        <h1>Product not found.</h1>
        <Link to="/product" className="button">
          Back to Products
        </Link>
      </section>
    );
  }
  const copy = productCopy(product.id);
  return (
    <section className="page-section container">
      <BackButton fallback="/product" />
      <div className="split-layout product-detail">
        <ProductGallery key={product.id} product={product} />
        <div className="product-info">
          <span className="eyebrow">{product.category}</span>
          <h1>{product.name}</h1>
          <p>{copy.summary}</p>
          <h2>Features</h2>
          <ul>
            {copy.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <p className="product-info__sizes">{copy.sizes}</p>
          <p>{orderingNote}</p>
          <Link to="/contact" className="button">
            Ask for a quote
          </Link>
        </div>
      </div>
    </section>
  );
}
