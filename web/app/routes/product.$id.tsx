import { Link, useLocation, useParams } from 'react-router';
import { findProduct, type Product } from '../../../shared/catalogue.ts';
import { company } from '../../../shared/company.ts';
import { orderingNote, productCopy } from '../../../shared/product-copy.ts';
import { productPagePath } from '../../../shared/site-pages.ts';
import { BackButton } from '../../components/back-button.tsx';
import { absoluteUrl, breadcrumbs, pageMetaFrom } from '../../components/page-meta.ts';
import { contactFormClientAction } from '../../features/contact/contact-client-action.ts';
import { ContactForm } from '../../features/contact/contact-form.tsx';
import { ProductGallery } from '../../features/product/product-gallery.tsx';
import type { Route } from './+types/product.$id';

/**
 * "Enquire about this product": the form's submission, naming the product, once the app runs;
 * before or without JavaScript the browser posts it to the contact page's action
 * (docs/decisions/042, 046).
 */
export const clientAction = contactFormClientAction;

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
          {/* The form below names this product: no JavaScript needed to reach or send it. */}
          <a href="#enquire" className="button">
            Enquire about this product
          </a>
        </div>
      </div>
      <div id="enquire" className="product-enquiry">
        <ContactForm
          // Another product's page is another form: nothing typed for one carries to the next.
          key={product.id}
          variant="page"
          heading="Enquire about this product"
          product={{ id: product.id, name: product.name }}
        />
      </div>
    </section>
  );
}
