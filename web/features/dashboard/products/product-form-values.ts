import type { FieldMetadata, FormMetadata } from '@conform-to/react';
import * as v from 'valibot';
import type { Product, ProductPhoto } from '../../../../shared/api-types.ts';
import { productInputSchema } from '../../../../shared/catalogue-rules.ts';
import {
  publicationDefaults,
  publicationFormEntries,
  withPublicationChecks,
} from '../publishing/publication-form.ts';
import { asInputText, asTextareaText } from '../ui/form-fields.ts';

const { entries } = productInputSchema;

/**
 * A field's text as typed, '' included: the shared entry checks it as the API does. (Conform's
 * own coercion would make an empty field absent, and then the entry's default of '' absent again.)
 */
const asTyped: v.GenericSchema<string | undefined, unknown> = v.custom<string | undefined>(
  (input) => input === undefined || typeof input === 'string',
);
/** A text field as typed, checked by the shared entry; absent (Conform's empty field) is ''. */
const typed = <Entry extends v.GenericSchema>(entry: Entry) => v.optional(v.pipe(asTyped, entry), '');

/** A list typed one item a line (features, sizes): the shared entry drops blank lines and trims. */
const oneALine = <Entry extends v.GenericSchema>(entry: Entry) =>
  v.optional(
    v.pipe(
      asTyped,
      v.transform((text) => (typeof text === 'string' ? text.split('\n') : text)),
      entry,
    ),
    '',
  );

/** The position as typed: none when empty (a new product after the others), else a number to check. */
const positionField = v.pipe(
  asTyped,
  v.transform((text) => (typeof text === 'string' && text.trim() !== '' ? Number(text) : undefined)),
  entries.position,
);

/**
 * One photo as the form's list holds it: the key of an upload or the path of one of the site's
 * own pictures, its alt text (checked by the shared entry), and `upload`, this browser's id of a
 * chosen file's upload (photo-drafts.ts), which the shared entry leaves out of what is saved.
 */
const photoFields = v.object({
  image: v.optional(v.string()),
  src: v.optional(v.string()),
  alt: v.optional(asTyped, ''),
  upload: v.optional(v.string()),
});
export type PhotoValue = v.InferInput<typeof photoFields>;
/** The list as the form holds it, which the shared entry checks. */
const photoList: v.GenericSchema<PhotoValue[] | undefined, unknown> = v.optional(v.array(photoFields), []);

/**
 * What the product form sends to its action, checked with the entries of the shared schema the
 * API checks (`productInputSchema`), in the browser and again in the action: the fields as typed
 * (Conform makes the checked categories a list, an empty name or URL an absent one); features
 * and sizes one a line; the position a number; `status` is the pressed button's value and the
 * publishing times are typed in India's time (docs/decisions/064).
 */
export const productFormSchema = withPublicationChecks(
  v.object({
    ...entries,
    ...publicationFormEntries,
    description: typed(entries.description),
    features: oneALine(entries.features),
    sizes: oneALine(entries.sizes),
    materials: typed(entries.materials),
    colours: typed(entries.colours),
    minimumOrder: typed(entries.minimumOrder),
    position: positionField,
    photos: v.pipe(photoList, entries.photos),
  }),
);

type ProductFormInput = v.InferInput<typeof productFormSchema>;
export type ProductForm = FormMetadata<ProductFormInput>;
export type ProductFields = ReturnType<ProductForm['getFieldset']>;
export type PhotoField = ReturnType<ProductFields['photos']['getFieldList']>[number];
/** One field of the form that holds text (any but the categories and the photos). */
export type TextField = FieldMetadata<string | undefined, ProductFormInput>;

/** Where a stored photo comes from: an upload's key, or one of the site's own pictures. */
export const photoSource = (photo: ProductPhoto): string => ('src' in photo ? photo.src : photo.image);

/** The form's fields as a product opens it (a new one: empty; its position: after the others). */
export function productFormDefaults(product?: Product) {
  // As the form's inputs and textareas will hold them (ui/form-fields.ts).
  const line = (text?: string) => asInputText(text ?? '');
  return {
    name: line(product?.name),
    slug: line(product?.slug),
    categoryIds: product?.categoryIds ?? [],
    // The rich-text editor's HTML, held by a textarea (rich-text/rich-text-field.tsx).
    description: asTextareaText(product?.description ?? ''),
    features: asTextareaText(product?.features.join('\n') ?? ''),
    sizes: asTextareaText(product?.sizes.join('\n') ?? ''),
    materials: line(product?.materials),
    colours: line(product?.colours),
    minimumOrder: line(product?.minimumOrder),
    position: product ? String(product.position) : '',
    photos: (product?.photos ?? []).map(
      (photo): PhotoValue =>
        'src' in photo
          ? { src: photo.src, alt: line(photo.alt) }
          : { image: photo.image, alt: line(photo.alt) },
    ),
    // The version the form read, or the last save's answer made (docs/decisions/051, 059).
    version: product?.version === undefined ? '' : String(product.version),
    ...publicationDefaults(product),
  };
}

/** The form's values as Conform holds them now: text, and lists of text. */
export type FormValue = ProductForm['value'];

/** The name the preview shows (its title too, at once while the preview loads): the form's, as typed. */
export const previewedName = (value: FormValue): string =>
  (typeof value?.name === 'string' ? value.name : '').trim() || 'New product';
