import { ProductDetails, type ProductDetailsData } from '../../../components/product-details.tsx';
import { Modal } from '../ui/modal.tsx';

/**
 * "Preview": the product as its public page will show it (the same ProductDetails), made from
 * what the form holds now, saved or not, draft or published, over the whole screen.
 */
export function ProductPreview({
  product,
  categoryNames,
  onClose,
}: {
  product: ProductDetailsData;
  categoryNames: readonly string[];
  onClose: () => void;
}) {
  return (
    <Modal title={`Preview: ${product.name}`} size="full" onClose={onClose}>
      <p className="dash-product-preview__note">
        How the product's page will look with what is in the form now. Nothing is saved until you save.
      </p>
      <div className="dash-product-preview">
        <ProductDetails product={product} categoryNames={categoryNames} preview />
      </div>
    </Modal>
  );
}
