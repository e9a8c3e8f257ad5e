import { lazy, Suspense } from 'react';
import type { EditConflictProps } from './edit-conflict.tsx';
import type { FormDraftsProps } from './form-drafts.tsx';

// Both load after the form (issue 37: the product form's first load is at its budget); the
// copies start being written as soon as the keeper has loaded, a moment after the form.
const FormDrafts = lazy(() => import('./form-drafts.tsx'));
const EditConflict = lazy(() => import('./edit-conflict.tsx'));

/**
 * A form's copies of its unsaved state and the offer to take them back (docs/decisions/069):
 * one line mounts it in the blog form and in the product form, with a ref to say when the form was saved or discarded.
 */
export function FormDraftsKeeper(props: FormDraftsProps) {
  return (
    <Suspense fallback={null}>
      <FormDrafts {...props} />
    </Suspense>
  );
}

/** The choice after a save refused as stale (409): theirs and yours side by side. */
export function EditConflictDialog(props: EditConflictProps) {
  return (
    <Suspense fallback={null}>
      <EditConflict {...props} />
    </Suspense>
  );
}
