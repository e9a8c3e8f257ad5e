import { lazy, type Ref, Suspense, useEffect, useState } from 'react';
import type { Product } from '../../../../shared/api-types.ts';
import type { FormProblem } from '../ui/action-result.ts';
import { draftValueOf } from '../ui/drafts/draft-copies.ts';
import FormDrafts, { type FormDraftsHandle, fillFields } from '../ui/drafts/form-drafts.tsx';
import { type ProductFields, type ProductForm, productFormDefaults } from './product-form-values.ts';
import { productsApi } from './products-api.ts';

// Only a stale save's 409 needs it.
const EditConflict = lazy(() => import('../ui/drafts/edit-conflict.tsx'));

export interface ProductDraftsProps {
  form: ProductForm;
  fields: ProductFields;
  /** The product as stored (absent for a new one). */
  product?: Product;
  /** The form's opening value: a copy equal to it is nothing to recover. */
  stored: Record<string, unknown>;
  problem: FormProblem;
  clearProblem: () => void;
  handle: Ref<FormDraftsHandle>;
}

/**
 * The product form's part of "nothing lost in the editor" (docs/decisions/069), loaded after
 * the form (its route is at its budget, issue 37): the copies of its unsaved state and their
 * offer (FormDrafts), and the choice between theirs and yours after a stale save's 409.
 */
export default function ProductDrafts({
  form,
  fields,
  product,
  stored,
  problem,
  clearProblem,
  handle,
}: ProductDraftsProps) {
  const [comparing, setComparing] = useState(false);
  useEffect(() => setComparing(problem.reload === 'changed'), [problem]);
  return (
    <>
      <FormDrafts
        kind="product"
        id={product?._id}
        value={form.value ?? {}}
        unsaved={form.dirty}
        baseVersion={product?.version}
        stored={stored}
        update={form.update}
        handle={handle}
      />
      {comparing && product && (
        <Suspense fallback={null}>
          <EditConflict
            noun="product"
            yours={{ title: form.value?.name ?? '', html: form.value?.description ?? '' }}
            loadTheirs={() =>
              productsApi.product(product._id).then((item) => ({
                title: item.name,
                html: item.description,
                version: item.version ?? 0,
                savedAt: item.updatedAt,
                // Their fields and their version in the form: saving it again changes nothing of theirs.
                take: () => {
                  fillFields(form.update, draftValueOf(productFormDefaults(item)));
                  form.update({ name: fields.version.name, value: String(item.version ?? '') });
                  clearProblem();
                  setComparing(false);
                },
              }))
            }
            onKeepMine={(theirs) => {
              // Explicit: the next save sends their version, so it replaces theirs.
              form.update({ name: fields.version.name, value: String(theirs.version) });
              clearProblem();
              setComparing(false);
            }}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </>
  );
}
