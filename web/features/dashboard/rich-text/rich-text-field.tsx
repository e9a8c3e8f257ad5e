import { type FieldMetadata, useInputControl } from '@conform-to/react';
import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import { Spinner } from '../shell/spinner.tsx';
import { FieldError } from '../ui/field-error.tsx';

// Quill and its CSS load with the form that shows the editor, never before.
const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

/**
 * A rich text of a form (a product's description, an About section's text) in the rich-text
 * editor, held by a hidden field: only what the admin types there changes the form (the
 * editor's own tidying of the stored HTML is no change). With `openWith`, a form of several
 * such texts shows each as it is stored, and its editor only once that button asks for it:
 * one editor is a second's work on a phone, a screen of them several.
 */
export function RichTextField({
  field,
  initialHtml,
  label,
  openWith,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: a text field of any form
  field: FieldMetadata<string | undefined, any>;
  initialHtml: string;
  label: ReactNode;
  /** The label of the button that opens the editor (none: it opens with the form). */
  openWith?: ReactNode;
}) {
  const control = useInputControl(field);
  const labelId = useId();
  const [open, setOpen] = useState(!openWith);
  return (
    <div className="dash-field">
      <span id={labelId} className="dash-field__label">
        {label}
      </span>
      {/* Hidden, but a text field: a hidden input's value is its default, which React sets again. */}
      <input type="text" hidden name={field.name} defaultValue={field.initialValue} />
      {open ? (
        <Suspense fallback={<Spinner label="Loading the editor…" />}>
          <RichTextEditor
            initialHtml={initialHtml}
            labelId={labelId}
            onChange={(html, byUser) => byUser && control.change(html)}
          />
        </Suspense>
      ) : (
        <>
          {/* The admin's own text as the API stored it: cleaned by the sanitiser when saved. */}
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on save, as on the public page */}
          <div className="dash-richtext-preview" dangerouslySetInnerHTML={{ __html: initialHtml }} />
          <div>
            <button
              type="button"
              className="dash-button dash-button--small dash-button--secondary"
              onClick={() => setOpen(true)}
            >
              {openWith}
            </button>
          </div>
        </>
      )}
      <FieldError field={field} />
    </div>
  );
}
