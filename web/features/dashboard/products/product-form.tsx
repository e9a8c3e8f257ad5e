import { getFormProps, getInputProps } from '@conform-to/react';
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Category, Product } from '../../../../shared/api-types.ts';
import type { ActionResult } from '../ui/action-result.ts';
import { DeleteDialog } from '../ui/confirm-dialog.tsx';
import { DialogLoading } from '../ui/dialog-loading.tsx';
import type { FormDraftsHandle } from '../ui/drafts/form-drafts.tsx';
import { versionField } from '../ui/form-fields.ts';
import { HistoryControl } from '../ui/history/history-control.tsx';
import { KeptFields } from '../ui/kept-fields.tsx';
import { useLeaveGuard } from '../ui/leave-guard.tsx';
import { PageHeader } from '../ui/page-header.tsx';
import { PreviewLinkControl } from '../ui/preview-link-control.tsx';
import { mayBeStoredAlready, SaveProblem } from '../ui/save-problem.tsx';
import { useActionFetcher } from '../ui/use-action-fetcher.ts';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { previewPhotos, usePhotoDrafts } from './photo-drafts.ts';
import { productsPath } from './product-actions.ts';
import { ProductFieldset } from './product-fields.tsx';
import { ProductFormActions } from './product-form-actions.tsx';
import { previewedName, productFormDefaults, productFormSchema } from './product-form-values.ts';
import './products.css';

// The photos and the publishing fields (times in India's time, the status) load with the form's
// first paint, not before it: they sit below the product's texts, and the route's first load stays
// within its budget (issue 37). Until they arrive, KeptFields holds their values for a save.
const PhotoList = lazy(() => import('./photo-list.tsx').then((module) => ({ default: module.PhotoList })));
const PublicationFields = lazy(() =>
  import('../publishing/publication-fields.tsx').then((module) => ({ default: module.PublicationFields })),
);

// The copies of the unsaved state, their offer, and the choice after a 409 (docs/decisions/069).
const ProductDrafts = lazy(() => import('./product-drafts.tsx'));

// The preview, with the public page's parts and the HTML sanitiser, loads when it first opens (issue 37).
const ProductPreview = lazy(() =>
  import('./product-preview.tsx').then((module) => ({ default: module.ProductPreview })),
);

const photoFailed = 'A photo could not be uploaded or processed. Retry it or remove it before saving.';

/**
 * Add or edit a product on a page of its own: its fields (ProductFieldset), the photos
 * (PhotoList), its publishing (PublicationFields), then Save draft, Schedule or Publish; Preview shows the public page with the form's
 * values; View on site for a published one; Delete asks first. Leaving with unsaved changes (the
 * form's dirty state) asks first. The clientAction checks and saves; a refused field shows its
 * message beside it, the API's refusal above the buttons.
 */
export function ProductFormPage({
  product: opened,
  categories,
}: {
  product?: Product;
  categories: Category[];
}) {
  const navigate = useNavigate();
  // The product as stored: as opened, then as each save answered it, so the next save sends the
  // version the last one made without reading the product again (docs/decisions/051, 059).
  const [product, setProduct] = useState(opened);
  const [photoProblem, setPhotoProblem] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const uploads = usePhotoDrafts();
  const drafts = useRef<FormDraftsHandle>(null);
  // One object per stored product: the drafts read the form's value, so the page renders as it
  // is typed, and a new default each time would start the form again.
  const defaultValue = useMemo(() => productFormDefaults(product), [product]);
  const { form, fields, fetcher, problem, clearProblem, busy } = useDashboardForm({
    schema: productFormSchema,
    // A save's answer is the form's new start (its values, and so its unsaved changes).
    id: `product-${product?._id ?? 'new'}-${product?.version}-${product?.updatedAt}`,
    defaultValue,
    onDone: (result: ActionResult<Product>) => {
      // A refusal keeps every field as typed (a stale version's 409: both shown, docs/decisions/069).
      if (!result.ok) return;
      drafts.current?.saved();
      if (product) {
        if (result.saved) setProduct(result.saved);
      } else {
        leaveGuard.allowLeaving();
        navigate(productsPath);
      }
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const deleter = useActionFetcher((result) => {
    if (result.ok) {
      leaveGuard.allowLeaving();
      navigate(productsPath, { replace: true });
    } else setConfirmingDelete(false);
  });
  const saveBlocked = busy || uploads.uploading || mayBeStoredAlready(problem, !product);
  const stored = product?.photos ?? [];

  // A save with a failed photo says what to do and sends nothing (docs/decisions/058).
  function submit(event: FormEvent<HTMLFormElement>) {
    const saving = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'status';
    setPhotoProblem(saving && uploads.failed);
    if (saving && uploads.failed) event.preventDefault();
    else form.onSubmit(event);
  }

  return (
    <div className="dash-page">
      <PageHeader title={product ? `Edit ${product.name}` : 'Add product'}>
        <Link to={productsPath} className="dash-button dash-button--secondary">
          Back to products
        </Link>
        {product && <HistoryControl kind="product" item={product} unsaved={form.dirty} />}
      </PageHeader>
      <fetcher.Form
        method="post"
        {...getFormProps(form)}
        onSubmit={submit}
        className="dash-form dash-product-form"
      >
        <input {...getInputProps(fields.version, { type: 'hidden' })} key={fields.version.key} />
        <Suspense fallback={null}>
          <ProductDrafts
            form={form}
            fields={fields}
            product={product}
            stored={defaultValue}
            problem={problem}
            clearProblem={clearProblem}
            handle={drafts}
          />
        </Suspense>
        <ProductFieldset
          form={form}
          fields={fields}
          categories={categories}
          initialDescription={opened?.description ?? ''}
          isNew={!product}
        />
        <Suspense
          fallback={
            <KeptFields
              fields={fields.photos.getFieldList().flatMap((photo) => {
                // Named: a fieldset is a proxy, whose fields no Object.values lists.
                const { image, src, upload, alt } = photo.getFieldset();
                return [image, src, upload, alt];
              })}
            />
          }
        >
          <PhotoList form={form} photos={fields.photos} uploads={uploads} stored={stored} />
        </Suspense>
        <Suspense fallback={<KeptFields fields={[fields.publishAt, fields.unpublishAt]} />}>
          <PublicationFields stored={product} publishAt={fields.publishAt} unpublishAt={fields.unpublishAt} />
        </Suspense>
        <PreviewLinkControl kind="product" form={form} schema={productFormSchema} itemId={product?._id} />
        <SaveProblem problem={photoProblem ? { error: photoFailed } : problem} />
        <ProductFormActions
          product={product}
          uploads={uploads}
          saving={busy}
          saveBlocked={saveBlocked}
          onDelete={() => setConfirmingDelete(true)}
          onPreview={() => setPreviewing(true)}
        />
      </fetcher.Form>
      {confirmingDelete && product && (
        <DeleteDialog
          title={`Delete ${product.name}?`}
          fetcher={deleter}
          fields={{ intent: 'delete', version: versionField(product) }}
          onClose={() => setConfirmingDelete(false)}
        >
          <p>The product leaves the site and the dashboard; its photos are removed after a while.</p>
        </DeleteDialog>
      )}
      {previewing && (
        <Suspense
          fallback={
            <DialogLoading
              title={`Preview: ${previewedName(form.value)}`}
              size="full"
              onClose={() => setPreviewing(false)}
            />
          }
        >
          <ProductPreview
            value={form.value}
            id={product?._id ?? 'new'}
            photos={previewPhotos(form.value?.photos, uploads.chosen, stored)}
            categories={categories}
            onClose={() => setPreviewing(false)}
          />
        </Suspense>
      )}
      {leaveGuard.prompt}
    </div>
  );
}
