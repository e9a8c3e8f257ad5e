import type { Product, PublicPhoto } from '../../shared/api-types.ts';
import { orderingNote } from '../../shared/site-content.ts';
import { ProductGallery } from './product-gallery.tsx';
import './product-details.css';

/** What a product's page shows of it: the fields the dashboard's form edits. */
export type ProductDetailsData = Pick<
  Product,
  '_id' | 'name' | 'description' | 'features' | 'sizes' | 'materials' | 'colours' | 'minimumOrder'
> & { photos: readonly PublicPhoto[] };

export interface ProductDetailsProps {
  /** Its `description` is HTML its caller has sanitised (the page's loader; the preview in the browser). */
  product: ProductDetailsData;
  /** The names of its categories, the main one first. */
  categoryNames: readonly string[];
  /**
   * The dashboard's preview: "Enquire about this product" looks as it will but is no link (the
   * form it leads to is the page's, not the preview's).
   */
  preview?: boolean;
}

/**
 * The body of a product's page (docs/decisions/047): the gallery, then its categories, name,
 * description and each detail it has (features, sizes, materials, colours, minimum order), and
 * the way to the enquiry form below it. The public page and the dashboard's preview both show
 * it, so the preview is the page.
 */
export function ProductDetails({ product, categoryNames, preview = false }: ProductDetailsProps) {
  const facts = [
    { label: 'Sizes', value: product.sizes.join(', ') },
    { label: 'Materials', value: product.materials },
    { label: 'Colours', value: product.colours },
    { label: 'Minimum order quantity', value: product.minimumOrder },
  ].filter((fact) => fact.value.trim() !== '');
  return (
    <div className="split-layout product-detail">
      <ProductGallery key={product._id} photos={product.photos} name={product.name} />
      <div className="product-info">
        {categoryNames.length > 0 && <span className="eyebrow">{categoryNames.join(' · ')}</span>}
        <h1>{product.name}</h1>
        {product.description && (
          <div
            className="product-info__description"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the caller with the blog's allowlist (ProductDetailsProps)
            dangerouslySetInnerHTML={{ __html: product.description }}
          />
        )}
        {product.features.length > 0 && (
          <>
            <h2>Features</h2>
            <ul>
              {product.features.map((feature, index) => (
                // Features are plain lines the admin typed, repeats possible: their place is their identity.
                // biome-ignore lint/suspicious/noArrayIndexKey: a static list, never reordered on the page
                <li key={index}>{feature}</li>
              ))}
            </ul>
          </>
        )}
        {facts.length > 0 && (
          <dl className="product-info__facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt>{fact.label}</dt>
                <dd>{fact.value}</dd>
              </div>
            ))}
          </dl>
        )}
        <p>{orderingNote}</p>
        {preview ? (
          <span className="button">Enquire about this product</span>
        ) : (
          // The form below names this product: no JavaScript needed to reach or send it.
          <a href="#enquire" className="button">
            Enquire about this product
          </a>
        )}
      </div>
    </div>
  );
}
