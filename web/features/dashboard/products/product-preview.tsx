import type { Category, PublicPhoto } from '../../../../shared/api-types.ts';
import { ProductDetails, type ProductDetailsData } from '../../../components/product-details.tsx';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { Modal } from '../ui/modal.tsx';
import { type FormValue, previewedName } from './product-form-values.ts';

const textOf = (value: unknown): string => (typeof value === 'string' ? value : '');
const linesOf = (value: unknown): string[] =>
  textOf(value)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** The product as the preview shows it: the form's values now, saved or not and valid or not. */
function previewed(value: FormValue, id: string, photos: readonly PublicPhoto[]): ProductDetailsData {
  return {
    _id: id,
    name: previewedName(value),
    description: sanitizeHtml(textOf(value?.description)),
    features: linesOf(value?.features),
    sizes: linesOf(value?.sizes),
    materials: textOf(value?.materials).trim(),
    colours: textOf(value?.colours).trim(),
    minimumOrder: textOf(value?.minimumOrder).trim(),
    photos,
  };
}

/**
 * "Preview": the product as its public page will show it (the same ProductDetails), made from
 * what the form holds now (`value`, and the photos as the list shows them), saved or not,
 * draft or published, over the whole screen.
 */
export function ProductPreview({
  value,
  id,
  photos,
  categories,
  onClose,
}: {
  value: FormValue;
  id: string;
  photos: readonly PublicPhoto[];
  categories: readonly Category[];
  onClose: () => void;
}) {
  const product = previewed(value, id, photos);
  // The chosen categories' names, the main one first.
  const categoryNames = [value?.categoryIds ?? []].flat().flatMap((chosen) => {
    const category = categories.find((candidate) => candidate._id === chosen);
    return category ? [category.name] : [];
  });
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
