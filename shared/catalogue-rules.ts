/**
 * The catalogue: products and categories as a save sends them.
 */
import * as v from 'valibot';
import { productStatuses } from './api-types.ts';
import { altText, photoInput, photoInputSchema } from './photo-rules.ts';
import { publicationEntries } from './publication-rules.ts';
import { isSlug } from './site-urls.ts';
import {
  expectedVersion,
  forbiddenControlCharacters,
  messages,
  noControlCharacters,
  onOneLine,
  optionalText,
  text,
} from './validation.ts';

/**
 * A product's or category's number in its list's order (ascending). Six digits: the sort
 * key pads it (docs/decisions/047).
 */
export const maxPosition = 999_999;
const position = v.pipe(
  v.number(messages.position),
  v.integer(messages.position),
  v.minValue(0, messages.position),
  v.maxValue(maxPosition, messages.position),
);

/** A list of short texts (a product's features, its sizes): blanks dropped, at most `maxItems`. */
const textList = (things: string, maxItems: number, maxLength: number) =>
  v.pipe(
    v.optional(v.array(text(messages.tooMany(things, maxItems)), messages.tooMany(things, maxItems)), []),
    v.transform((list) => list.map((item) => item.trim()).filter(Boolean)),
    v.maxLength(maxItems, messages.tooMany(things, maxItems)),
    v.check((list) => list.every((item) => item.length <= maxLength), messages.tooLong(things, maxLength)),
    v.check(
      (list) => list.every((item) => !forbiddenControlCharacters.test(item)),
      messages.controlCharacters,
    ),
  );

/**
 * A readable URL segment of a product or category; '' or absent keeps the current one (a new
 * one gets it from the name). A product's needs a letter: `/product/<digits>` is its number.
 */
const catalogueSlug = v.optional(
  v.pipe(
    text(messages.productSlug),
    v.trim(),
    v.check((slug) => slug === '' || (isSlug(slug) && /[a-z]/.test(slug)), messages.productSlug),
    v.transform((slug) => slug || undefined),
  ),
);

// An absent alt is '' once the photo is checked (photoInput), not a default of the field: a
// form's empty field comes through the form library (docs/decisions/061) as absent, and a
// default would be checked again.
const tileInputSchema = photoInput(v.optional(altText));

/** A product's or category's name: one line, as the enquiry's email and CSV show it. */
const catalogueName = v.pipe(
  text(messages.nameRequired),
  v.trim(),
  v.nonEmpty(messages.nameRequired),
  v.maxLength(100, messages.nameTooLong),
  noControlCharacters,
  onOneLine('name'),
);

export const maxProductPhotos = 20;
export const maxProductCategories = 10;

/** `POST /api/admin/products`, and `PUT /api/admin/products/{id}`, which replaces every field. */
export const productInputSchema = v.object({
  name: catalogueName,
  slug: catalogueSlug,
  categoryIds: v.pipe(
    v.array(
      v.pipe(text(messages.categoriesRequired), v.maxLength(64, messages.categoryNotFound)),
      messages.categoriesRequired,
    ),
    v.transform((ids) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))]),
    v.minLength(1, messages.categoriesRequired),
    v.maxLength(maxProductCategories, messages.tooManyCategories),
  ),
  description: v.pipe(
    v.optional(text(), ''),
    v.maxLength(50_000, messages.tooLong('description', 50_000)),
    noControlCharacters,
  ),
  features: textList('features', 20, 200),
  sizes: textList('sizes', 20, 50),
  materials: optionalText('materials', 500),
  colours: optionalText('colours', 500),
  minimumOrder: v.pipe(
    v.optional(v.union([text(), v.number()], messages.tooLong('minimum order', 100)), ''),
    v.transform(String),
    v.trim(),
    v.maxLength(100, messages.tooLong('minimum order', 100)),
    noControlCharacters,
  ),
  photos: v.pipe(
    v.optional(v.array(photoInputSchema, messages.photoSource), []),
    v.maxLength(maxProductPhotos, messages.tooManyPhotos),
  ),
  ...publicationEntries,
  status: v.optional(v.picklist(productStatuses, messages.productStatus), 'draft'),
  /** Absent: a new product goes after the last; a changed one keeps its place. */
  position: v.optional(position),
  version: expectedVersion,
});
export type ProductInput = v.InferOutput<typeof productInputSchema>;

/** `POST /api/admin/categories`, `PUT /api/admin/categories/{id}` (rename, slug, position, tile). */
export const categoryInputSchema = v.object({
  name: catalogueName,
  slug: catalogueSlug,
  position: v.optional(position),
  /** The tile's picture; absent or null for none. */
  image: v.nullish(tileInputSchema),
  version: expectedVersion,
});
export type CategoryInput = v.InferOutput<typeof categoryInputSchema>;

/** `PUT /api/admin/categories/order`: every category's id once, in the new order. */
export const categoryOrderSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(text(messages.categoryOrder), v.maxLength(64, messages.categoryOrder)),
      messages.categoryOrder,
    ),
    v.minLength(1, messages.categoryOrder),
    v.maxLength(100, messages.categoryOrder),
    v.check((ids) => new Set(ids).size === ids.length, messages.categoryOrder),
  ),
});
