import type { Product } from '../../../../shared/api-types.ts';
import { productPagePath } from '../../../../shared/site-pages.ts';
import { PublicationButtons } from '../publishing/publication-controls.tsx';
import type { PhotoDrafts } from './photo-drafts.ts';

/**
 * The product form's buttons: Delete (a stored product), Preview, View on site (a published
 * one), then the publishing ones (Save draft, Schedule, Publish; a published one's Unpublish and
 * Save), submit buttons whose value is the `status` saved (docs/decisions/064). They wait while a
 * save is under way or a photo is not saveable yet (uploading, processing), and after a new
 * product's save the database did not confirm (its reload first: docs/decisions/052).
 */
export function ProductFormActions({
  product,
  uploads,
  saving,
  saveBlocked,
  onDelete,
  onPreview,
}: {
  product?: Product;
  uploads: PhotoDrafts;
  saving: boolean;
  saveBlocked: boolean;
  onDelete: () => void;
  onPreview: () => void;
}) {
  const published = product?.status === 'published';
  return (
    <div className="dash-form__actions">
      {product && (
        <button
          type="button"
          className="dash-button dash-button--danger-outline dash-form__action-start"
          onClick={onDelete}
        >
          Delete product
        </button>
      )}
      <button type="button" className="dash-button dash-button--secondary" onClick={onPreview}>
        Preview
      </button>
      {product && published && (
        <a
          href={productPagePath(product.slug)}
          target="_blank"
          rel="noopener"
          className="dash-button dash-button--secondary"
        >
          View on site<span className="dash-visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      <PublicationButtons
        stored={product}
        blocked={saveBlocked}
        saveLabel="Save"
        busyLabel={
          uploads.uploading
            ? uploads.processing
              ? 'Processing photos…'
              : 'Uploading photos…'
            : saving
              ? 'Saving…'
              : undefined
        }
      />
    </div>
  );
}
