import { getInputProps, getTextareaProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Category } from '../../../../shared/api-types.ts';
import { slugify } from '../../../../shared/site-urls.ts';
import { RichTextField } from '../rich-text/rich-text-field.tsx';
import { FieldError } from '../ui/field-error.tsx';
import type { ProductFields, ProductForm, TextField } from './product-form-values.ts';

/** A labelled one-line field with its message. */
function TextInput({ field, label, maxLength }: { field: TextField; label: string; maxLength: number }) {
  return (
    <div className="dash-field">
      <label htmlFor={field.id}>{label}</label>
      <input {...getInputProps(field, { type: 'text' })} key={field.key} maxLength={maxLength} />
      <FieldError field={field} />
    </div>
  );
}

/** A list typed one item a line (features, sizes). */
function LinesInput({ field, label }: { field: TextField; label: string }) {
  return (
    <div className="dash-field">
      <label htmlFor={field.id}>{label}</label>
      <textarea {...getTextareaProps(field)} key={field.key} rows={4} />
      <FieldError field={field} />
    </div>
  );
}

/**
 * Name and URL: a new product's URL is made from its name until the URL is edited; an edited
 * product keeps its URL on rename unless it is edited.
 */
function NameAndSlug({ form, fields, isNew }: { form: ProductForm; fields: ProductFields; isNew: boolean }) {
  const { name, slug } = fields;
  const slugEdited = useRef(!isNew);
  const madeSlug = slugify(typeof name.value === 'string' ? name.value : '', '');
  // After Conform has taken the typed name in, so that its value of the URL stays the one shown.
  useEffect(() => {
    if (!slugEdited.current && madeSlug !== (slug.value ?? ''))
      form.update({ name: slug.name, value: madeSlug });
  }, [form, madeSlug, slug.name, slug.value]);

  const prefixId = `${slug.id}-prefix`;
  return (
    <div className="dash-form__row">
      <TextInput field={name} label="Name" maxLength={100} />
      <div className="dash-field">
        <label htmlFor={slug.id}>URL</label>
        <div className="dash-slug">
          <span id={prefixId} className="dash-slug__prefix">
            /product/
          </span>
          <input
            {...getInputProps(slug, { type: 'text', ariaDescribedBy: prefixId })}
            key={slug.key}
            onChange={() => {
              slugEdited.current = true;
            }}
            autoCapitalize="none"
            autoCorrect="off"
            spellCheck={false}
          />
        </div>
        <FieldError field={slug} />
      </div>
    </div>
  );
}

/**
 * The categories to choose, in the order chosen (the first is the main one): a list of the form
 * (hidden fields `categoryIds[i]`), which each checkbox joins or leaves through Conform. While
 * none is chosen the checkboxes carry the list's name (unchecked, they send nothing), so that a
 * form refused for it focuses the first of them.
 */
function CategoryChoice({
  form,
  field,
  categories,
}: {
  form: ProductForm;
  field: ProductFields['categoryIds'];
  categories: Category[];
}) {
  const chosen = field.getFieldList().map((category) => category.value ?? '');
  const toggle = (id: string, checked: boolean) =>
    form.update({
      name: field.name,
      value: checked ? [...chosen, id] : chosen.filter((chosenId) => chosenId !== id),
    });
  return (
    <fieldset>
      <legend>Categories (the first chosen is the main one)</legend>
      {field.getFieldList().map((category) => (
        <input {...getInputProps(category, { type: 'hidden' })} key={category.key} />
      ))}
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
                name={chosen.length === 0 ? field.name : undefined}
                value={category._id}
                checked={chosen.includes(category._id)}
                onChange={(event) => toggle(category._id, event.target.checked)}
                aria-invalid={field.errors ? true : undefined}
                aria-describedby={field.errors ? field.errorId : undefined}
              />
              {category.name}
            </label>
          ))}
        </div>
      )}
      <FieldError field={field} />
    </fieldset>
  );
}

/**
 * The product's fields but its photos: name and URL, categories, the description (the
 * rich-text editor), features and sizes one a line, materials, colours, minimum order, position.
 */
export function ProductFieldset({
  form,
  fields,
  categories,
  initialDescription,
  isNew,
}: {
  form: ProductForm;
  fields: ProductFields;
  categories: Category[];
  initialDescription: string;
  isNew: boolean;
}) {
  const position = fields.position;
  const hintId = `${position.id}-hint`;
  return (
    <>
      <NameAndSlug form={form} fields={fields} isNew={isNew} />
      <CategoryChoice form={form} field={fields.categoryIds} categories={categories} />
      <RichTextField field={fields.description} initialHtml={initialDescription} label="Description" />
      <div className="dash-form__row">
        <LinesInput field={fields.features} label="Features (one a line)" />
        <LinesInput field={fields.sizes} label="Sizes (one a line)" />
      </div>
      <div className="dash-form__row dash-form__row--three">
        <TextInput field={fields.materials} label="Materials" maxLength={500} />
        <TextInput field={fields.colours} label="Colours" maxLength={500} />
        <TextInput field={fields.minimumOrder} label="Minimum order" maxLength={100} />
      </div>
      <div className="dash-field dash-field--narrow">
        <label htmlFor={position.id}>Position</label>
        <input
          {...getInputProps(position, { type: 'number', ariaDescribedBy: hintId })}
          key={position.key}
          inputMode="numeric"
          min={0}
          max={999999}
          step={1}
        />
        <p id={hintId} className="dash-field__hint">
          {isNew
            ? 'Lower numbers come first on the site (home shows the first 12). Empty: after the others.'
            : 'Lower numbers come first on the site (home shows the first 12).'}
        </p>
        <FieldError field={position} />
      </div>
    </>
  );
}
