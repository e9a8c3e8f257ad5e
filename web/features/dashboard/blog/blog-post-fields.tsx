import { getInputProps, useInputControl } from '@conform-to/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { blogListPath, slugify } from '../../../../shared/site-urls.ts';
import { Spinner } from '../shell/spinner.tsx';
import { FieldError } from '../ui/field-error.tsx';
import type { BlogFormFields } from './blog-form-values.ts';

// Quill and its CSS load with the modal, never with a page.
const RichTextEditor = lazy(() => import('../rich-text/rich-text-editor.tsx'));

/** A labelled field of the blog form, its message under it (the input points at it). */
function Field({
  field,
  label,
  children,
}: {
  field: { id: string; errorId: string; errors?: string[] };
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="dash-field">
      <label htmlFor={field.id}>{label}</label>
      {children}
      <FieldError field={field} />
    </div>
  );
}

/**
 * The post's own fields: title, URL (`/blog/<slug>`, made from the title for a new post until
 * the admin makes it something else), date, author and tags.
 */
export function BlogPostFields({
  fields,
  isNew,
  update,
}: {
  fields: BlogFormFields;
  isNew: boolean;
  /** The form's `update` (Conform's): the URL a new post's title makes. */
  update: (change: { name: string; value: string }) => void;
}) {
  const { title, slug, date, author, tags } = fields;
  const prefixId = `${slug.id}-prefix`;
  // Still the title's: a new post's URL the admin has not made something else.
  const followsTitle = isNew && (slug.value ?? '') === slugify(title.value ?? '', '');
  return (
    <>
      <div className="dash-form__row">
        <Field field={title} label="Title">
          <input
            {...getInputProps(title, { type: 'text' })}
            data-autofocus
            onChange={(event) => {
              if (followsTitle) update({ name: slug.name, value: slugify(event.target.value, '') });
            }}
          />
        </Field>
      </div>
      <Field field={slug} label="URL">
        <div className="dash-slug">
          <span id={prefixId} className="dash-slug__prefix">
            {blogListPath}/
          </span>
          <input
            {...getInputProps(slug, { type: 'text', ariaDescribedBy: prefixId })}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
            inputMode="url"
          />
        </div>
      </Field>
      <div className="dash-form__row dash-form__row--three">
        <Field field={date} label="Date">
          <input {...getInputProps(date, { type: 'date' })} />
        </Field>
        <Field field={author} label="Author">
          <input {...getInputProps(author, { type: 'text' })} />
        </Field>
        <Field field={tags} label="Tags (comma separated)">
          <input {...getInputProps(tags, { type: 'text' })} placeholder="Harness, Care" />
        </Field>
      </div>
    </>
  );
}

/**
 * The post's text in the rich-text editor, a field of the form through Conform's input
 * control: only the admin's edits change it, so the editor's own tidying of the stored HTML as
 * it opens is no change to save or to ask about.
 */
export function BlogContentField({ field }: { field: BlogFormFields['content'] }) {
  const content = useInputControl(field);
  const labelId = `${field.id}-label`;
  return (
    <div className="dash-field">
      <span id={labelId} className="dash-field__label">
        Content
      </span>
      <input {...getInputProps(field, { type: 'hidden', value: false })} value={content.value ?? ''} />
      <Suspense fallback={<Spinner label="Loading the editor…" />}>
        <RichTextEditor
          // A restored draft copy (docs/decisions/069) replaces the field's start: the editor starts again from it.
          key={field.key}
          initialHtml={field.initialValue ?? ''}
          labelId={labelId}
          onChange={(html, byUser) => {
            if (byUser) content.change(html);
          }}
        />
      </Suspense>
      <FieldError field={field} />
    </div>
  );
}
