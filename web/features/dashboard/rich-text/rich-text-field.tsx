import type { FieldMetadata } from '@conform-to/react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { Spinner } from '../shell/spinner.tsx';
import { FieldError } from '../ui/field-error.tsx';

// Quill and its CSS (with the field's control) load with the form that shows the editor, never before.
const RichTextControl = lazy(() => import('./rich-text-control.tsx'));

/**
 * A rich text of a form (a product's description, an About section's text) in the rich-text
 * editor, held by a hidden field: only what the admin types there changes the form (the
 * editor's own tidying of the stored HTML is no change). The field is a textarea, which keeps
 * the HTML's line breaks (between tags, in a `<pre>`) where a one-line input strips them: the
 * form's default is `asTextareaText` of the stored HTML (ui/form-fields.ts), so a text that
 * holds one opens unchanged and is sent as stored.
 */
/** The hidden field that holds a form's rich text, from `html` (its default) on. */
export function RichTextHolder({ name, html }: { name: string; html: string | undefined }) {
  return <textarea hidden name={name} defaultValue={html} />;
}

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
      <RichTextHolder name={field.name} html={field.initialValue} />
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
