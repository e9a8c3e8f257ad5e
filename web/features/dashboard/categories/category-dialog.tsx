import { getFormProps, getInputProps } from '@conform-to/react';
import type { ChangeEvent } from 'react';
import type { Category } from '../../../../shared/api-types.ts';
import { slugify } from '../../../../shared/site-urls.ts';
import { useChosenPhoto } from '../media/use-chosen-photo.ts';
import { DialogFormEnd } from '../ui/dialog-form-end.tsx';
import { FieldError } from '../ui/field-error.tsx';
import { asInputText, versionField } from '../ui/form-fields.ts';
import { Modal } from '../ui/modal.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { categoriesPath, categoryDialogTitle } from './category-actions.ts';
import { categoryFormSchema, tileAtStart } from './category-form.ts';
import { TileFields } from './tile-fields.tsx';

/**
 * Add or edit a category: its name, its URL (made from the name for a new one until edited;
 * kept on rename unless edited) and its tile picture (TileFields). The form checks with the
 * shared schema first; each message is beside its field (a URL already taken, the API's, too),
 * and another refusal above the buttons.
 */
export function CategoryDialog({ category, onClose }: { category?: Category; onClose: () => void }) {
  const photo = useChosenPhoto();
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema: categoryFormSchema,
    // As the inputs will hold them (ui/form-fields.ts).
    defaultValue: {
      name: asInputText(category?.name ?? ''),
      slug: asInputText(category?.slug ?? ''),
      tile: tileAtStart(category),
    },
    onDone: (result) => result.ok && onClose(),
  });
  const { name, slug } = fields;
  const slugHint = `${slug.id}-hint`;

  /** A new category's slug follows its name while it is the one the name made. */
  function rename(event: ChangeEvent<HTMLInputElement>) {
    if (category || (slug.value ?? '') !== slugify(name.value ?? '', '')) return;
    form.update({ name: slug.name, value: slugify(event.target.value, '') });
  }

  return (
    <Modal title={categoryDialogTitle(category)} onClose={onClose}>
      <fetcher.Form method="post" action={categoriesPath} {...getFormProps(form)} className="dash-form">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name="id" value={category?._id ?? ''} />
        <input type="hidden" name="version" value={versionField(category)} />
        <div className="dash-field">
          <label htmlFor={name.id}>Name</label>
          <input {...getInputProps(name, { type: 'text' })} data-autofocus onChange={rename} />
          <FieldError field={name} />
        </div>
        <div className="dash-field">
          <label htmlFor={slug.id}>Slug</label>
          <input
            {...getInputProps(slug, { type: 'text', ariaDescribedBy: slugHint })}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
          <p id={slugHint} className="dash-field__hint">
            Its name in URLs: lower-case letters, digits and dashes; earlier slugs still find the category.
          </p>
          <FieldError field={slug} />
        </div>
        <TileFields
          category={category}
          fields={fields}
          photo={photo}
          validatePhoto={() => form.validate({ name: fields.tilePhoto.name })}
        />
        {/* Save waits while a chosen photo uploads or is processed (docs/decisions/058). */}
        <DialogFormEnd problem={problem} busy={busy || photo.pending} isNew={!category} onDiscard={onClose} />
      </fetcher.Form>
    </Modal>
  );
}
