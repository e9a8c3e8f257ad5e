import { type ChangeEvent, type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Category, Product, ProductStatus } from '../../../../shared/api-types.ts';
import { productPagePath } from '../../../../shared/site-pages.ts';
import { slugify } from '../../../../shared/site-urls.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { Spinner } from '../shell/spinner.tsx';
import { type FormProblem, noProblem, versionField } from '../ui/action-result.ts';
import { ConfirmDialog } from '../ui/confirm-dialog.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { mayBeStoredAlready, SaveProblem } from '../ui/save-problem.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { photoInputs, photosSnapshot, previewPhotos, usePhotoDrafts } from './photo-drafts.ts';
import { PhotoList } from './photo-list.tsx';
import { productsPath } from './product-actions.ts';
import {
  type ProductFormValues,
  productFormValues,
  productSubmission,
  submissionProblem,
} from './product-form-values.ts';
import { ProductPreview } from './product-preview.tsx';
import './products.css';

// Quill and its CSS load with the form, never with the list.
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor.tsx'));

type TextField = Exclude<keyof ProductFormValues, 'categoryIds' | 'description'>;

/** The typed fields but the description (whose changes the editor reports as the user's or not). */
const fieldsSnapshot = ({ description: _description, ...fields }: ProductFormValues): string =>
  JSON.stringify(fields);

/**
 * Add or edit a product on a page of its own: name, slug (made from the name for a new
 * product until edited; kept on rename unless edited), categories, the description (the
 * blog's editor), features and sizes one a line, materials, colours, minimum order, the
 * photos, then Save as draft or Publish; Preview shows the public page with the form's values;
 * View on site for a published one; Delete asks first. Leaving with unsaved changes asks
 * first. The clientAction saves; the API's refusal shows above the buttons.
 */
export function ProductFormPage({
  product: opened,
  categories,
}: {
  product?: Product;
  categories: Category[];
}) {
  const navigate = useNavigate();
  const id = useId();
  // The product as stored: as opened, then as each save answered it, so the next save sends the
  // version the last one made without reading the product again (docs/decisions/051, 059).
  const [product, setProduct] = useState(opened);
  const [values, setValues] = useState(() => productFormValues(opened));
  const [slugEdited, setSlugEdited] = useState(Boolean(opened));
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const photos = usePhotoDrafts(opened?.photos ?? []);
  // What is saved: the form as it opened, then as last saved. The editor's own tidying of the
  // description is no change; only what the admin typed there counts.
  const snapshot = () => ({
    fields: fieldsSnapshot(values),
    photos: photosSnapshot(photos.drafts),
    description: values.description,
  });
  const [saved, setSaved] = useState(snapshot);
  const submitted = useRef(saved);
  const [descriptionEdited, setDescriptionEdited] = useState(false);
  const unsaved =
    fieldsSnapshot(values) !== saved.fields ||
    photosSnapshot(photos.drafts) !== saved.photos ||
    (descriptionEdited && values.description !== saved.description);
  const leaveGuard = useLeaveGuard(unsaved);
  const saver = useActionFetcher<Product>((result) => {
    // A refusal keeps every field as typed (a stale version's 409 included: ADR 052).
    if (!result.ok) setProblem(result);
    else if (product) {
      setSaved(submitted.current);
      if (result.saved) setProduct(result.saved);
    } else {
      leaveGuard.allowLeaving();
      navigate(productsPath);
    }
  });
  const deleter = useActionFetcher((result) => {
    if (result.ok) {
      leaveGuard.allowLeaving();
      navigate(productsPath, { replace: true });
    } else setConfirmingDelete(false);
  });
  const busy = saver.state !== 'idle' || photos.uploading;
  const saveBlocked = busy || mayBeStoredAlready(problem, !product);

  const set = (field: TextField) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function setName(event: ChangeEvent<HTMLInputElement>) {
    const name = event.target.value;
    setValues((current) => ({ ...current, name, slug: slugEdited ? current.slug : slugify(name, '') }));
  }

  function toggleCategory(categoryId: string, checked: boolean) {
    setValues((current) => ({
      ...current,
      categoryIds: checked
        ? [...current.categoryIds, categoryId]
        : current.categoryIds.filter((chosen) => chosen !== categoryId),
    }));
  }

  function save(status: ProductStatus) {
    if (saveBlocked) return;
    if (photos.failed) {
      setProblem({
        error: 'A photo could not be uploaded or processed. Retry it or remove it before saving.',
      });
      return;
    }
    const submission = productSubmission(values, photoInputs(photos.drafts), status);
    const invalid = submissionProblem(submission);
    setProblem(invalid ? { error: invalid } : noProblem);
    if (invalid) return;
    submitted.current = snapshot();
    saver.submit(
      {
        intent: 'save',
        id: product?._id ?? '',
        // The version the form read, or the last save's answer made.
        version: versionField(product),
        product: JSON.stringify(submission),
      },
      { method: 'post' },
    );
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    save(submitter?.value === 'published' ? 'published' : 'draft');
  }

  const textInput = (field: TextField, label: string, maxLength: number) => (
    <div className="dash-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <input id={`${id}-${field}`} value={values[field]} onChange={set(field)} maxLength={maxLength} />
    </div>
  );
  const lineList = (field: 'features' | 'sizes', label: string) => (
    <div className="dash-field">
      <label htmlFor={`${id}-${field}`}>{label}</label>
      <textarea id={`${id}-${field}`} value={values[field]} onChange={set(field)} rows={4} />
    </div>
  );

  return (
    <div className="dash-page">
      <PageHeader title={product ? `Edit ${product.name}` : 'Add product'}>
        <Link to={productsPath} className="dash-button dash-button--secondary">
          Back to products
        </Link>
      </PageHeader>
      <form onSubmit={submit} noValidate className="dash-form dash-product-form">
        <div className="dash-form__row">
          <div className="dash-field">
            <label htmlFor={`${id}-name`}>Name</label>
            <input id={`${id}-name`} value={values.name} onChange={setName} maxLength={100} />
          </div>
          <div className="dash-field">
            <label htmlFor={`${id}-slug`}>URL</label>
            <div className="dash-slug">
              <span id={`${id}-slug-prefix`} className="dash-slug__prefix">
                /product/
              </span>
              <input
                id={`${id}-slug`}
                value={values.slug}
                onChange={(event) => {
                  setSlugEdited(true);
                  set('slug')(event);
                }}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-describedby={`${id}-slug-prefix`}
              />
            </div>
          </div>
        </div>
        <fieldset>
          <legend>Categories (the first chosen is the main one)</legend>
          {categories.length === 0 ? (
            <p className="dash-empty">
              No categories yet: <Link to="/dashboard/categories">add one</Link> first.
            </p>
          ) : (
            <div className="dash-checkbox-list">
              {categories.map((category) => (
                <label key={category._id}>
                  <input
                    type="checkbox"
                    checked={values.categoryIds.includes(category._id)}
                    onChange={(event) => toggleCategory(category._id, event.target.checked)}
                  />
                  {category.name}
                </label>
              ))}
            </div>
          )}
        </fieldset>
        <div className="dash-field">
          <span id={`${id}-description`} className="dash-field__label">
            Description
          </span>
          <Suspense fallback={<Spinner label="Loading the editor…" />}>
            <RichTextEditor
              initialHtml={opened?.description ?? ''}
              labelId={`${id}-description`}
              onChange={(description, byUser) => {
                setValues((current) => ({ ...current, description }));
                if (byUser) setDescriptionEdited(true);
              }}
            />
          </Suspense>
        </div>
        <div className="dash-form__row">
          {lineList('features', 'Features (one a line)')}
          {lineList('sizes', 'Sizes (one a line)')}
        </div>
        <div className="dash-form__row dash-form__row--three">
          {textInput('materials', 'Materials', 500)}
          {textInput('colours', 'Colours', 500)}
          {textInput('minimumOrder', 'Minimum order', 100)}
        </div>
        <div className="dash-field dash-field--narrow">
          <label htmlFor={`${id}-position`}>Position</label>
          <input
            id={`${id}-position`}
            type="number"
            inputMode="numeric"
            min={0}
            max={999999}
            step={1}
            value={values.position}
            onChange={set('position')}
            aria-describedby={`${id}-position-hint`}
          />
          <p id={`${id}-position-hint`} className="dash-field__hint">
            {product
              ? 'Lower numbers come first on the site (home shows the first 12).'
              : 'Lower numbers come first on the site (home shows the first 12). Empty: after the others.'}
          </p>
        </div>
        <PhotoList photos={photos} />
        <SaveProblem problem={problem} />
        <div className="dash-form__actions">
          {product && (
            <button
              type="button"
              className="dash-button dash-button--danger-outline dash-form__action-start"
              onClick={() => setConfirmingDelete(true)}
            >
              Delete product
            </button>
          )}
          <button
            type="button"
            className="dash-button dash-button--secondary"
            onClick={() => setPreviewing(true)}
          >
            Preview
          </button>
          {product?.status === 'published' && (
            <a
              href={productPagePath(product.slug)}
              target="_blank"
              rel="noopener"
              className="dash-button dash-button--secondary"
            >
              View on site<span className="dash-visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
          <button
            type="submit"
            value="draft"
            className="dash-button dash-button--secondary"
            disabled={saveBlocked}
          >
            {product?.status === 'published' ? 'Unpublish and save' : 'Save as draft'}
          </button>
          <button
            type="submit"
            value="published"
            className="dash-button dash-button--primary"
            disabled={saveBlocked}
          >
            {photos.uploading
              ? photos.processing
                ? 'Processing photos…'
                : 'Uploading photos…'
              : saver.state !== 'idle'
                ? 'Saving…'
                : product?.status === 'published'
                  ? 'Save'
                  : 'Publish'}
          </button>
        </div>
      </form>
      {confirmingDelete && product && (
        <ConfirmDialog
          title={`Delete ${product.name}?`}
          confirmLabel="Delete"
          busy={deleter.state !== 'idle'}
          onClose={() => setConfirmingDelete(false)}
          onConfirm={() =>
            deleter.submit(
              { intent: 'delete', id: product._id, version: versionField(product) },
              { method: 'post' },
            )
          }
        >
          <p>The product leaves the site and the dashboard; its photos are removed after a while.</p>
        </ConfirmDialog>
      )}
      {previewing && (
        <ProductPreview
          product={{
            ...productSubmission(values, [], 'draft'),
            _id: product?._id ?? 'new',
            name: values.name.trim() || 'New product',
            description: sanitizeHtml(values.description),
            photos: previewPhotos(photos.drafts),
          }}
          categoryNames={values.categoryIds.flatMap((chosen) => {
            const category = categories.find((candidate) => candidate._id === chosen);
            return category ? [category.name] : [];
          })}
          onClose={() => setPreviewing(false)}
        />
      )}
      {leaveGuard.prompt}
    </div>
  );
}
