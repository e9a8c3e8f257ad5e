import type { FieldMetadata } from '@conform-to/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Spinner } from '../shell/spinner.tsx';
import { FieldError } from '../ui/field-error.tsx';

// Quill and its CSS (with the field's control) load with the form that shows the editor, never before.
const RichTextControl = lazy(() => import('./rich-text-control.tsx'));

/**
 * A rich text of a form (a product's description, an About section's text) in the rich-text
 * editor, held by a hidden field: only what the admin types there changes the form (the
 * editor's own tidying of the stored HTML is no change).
 */
export function RichTextField({
  field,
  initialHtml,
  label,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a text field of any form
  field: FieldMetadata<string | undefined, any>;
  initialHtml: string;
  label: ReactNode;
}) {
  const labelId = useId();
  return (
    <div className="dash-field">
      <span id={labelId} className="dash-field__label">
        {label}
      </span>
      {/* Hidden, but a text field: a hidden input's value is its default, which React sets again. */}
      <input type="text" hidden name={field.name} defaultValue={field.initialValue} />
      <Suspense fallback={<Spinner label="Loading the editor…" />}>
        <RichTextControl
          // A field filled again by name (a restored draft copy, docs/decisions/069) has a key of
          // its own: the editor starts again from its new value.
          key={field.key}
          field={field}
          initialHtml={field.key === undefined ? initialHtml : (field.initialValue ?? '')}
          labelId={labelId}
        />
      </Suspense>
      <FieldError field={field} />
    </div>
  );
}
