import type { Product, ProductStatus } from '../../../../shared/api-types.ts';
import type { PhotoInput } from '../../../../shared/validation.ts';
import { firstIssue, productInputSchema, v } from '../../../../shared/validation.ts';
import type { ProductSubmission } from './products-api.ts';

/** The product form's fields as typed: the lists one item a line. */
export interface ProductFormValues {
  name: string;
  slug: string;
  categoryIds: string[];
  description: string;
  features: string;
  sizes: string;
  materials: string;
  colours: string;
  minimumOrder: string;
  /** Where it comes in every list, lower first, as typed; empty: after the others (a new one). */
  position: string;
}

export function productFormValues(product?: Product): ProductFormValues {
  return {
    name: product?.name ?? '',
    slug: product?.slug ?? '',
    categoryIds: product?.categoryIds ?? [],
    description: product?.description ?? '',
    features: product?.features.join('\n') ?? '',
    sizes: product?.sizes.join('\n') ?? '',
    materials: product?.materials ?? '',
    colours: product?.colours ?? '',
    minimumOrder: product?.minimumOrder ?? '',
    position: product ? String(product.position) : '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** What the form saves: the typed fields, the photos in order and the chosen status. */
export function productSubmission(
  values: ProductFormValues,
  photos: PhotoInput[],
  status: ProductStatus,
): ProductSubmission {
  const position = values.position.trim();
  return {
    ...values,
    // A position that is no number is left for the schema to name (NaN is no whole number).
    position: position === '' ? undefined : Number(position),
    name: values.name.trim(),
    slug: values.slug.trim(),
    features: lines(values.features),
    sizes: lines(values.sizes),
    photos,
    status,
  };
}

/** The shared schema's first message for a submission, before any request (the server checks again). */
export function submissionProblem(submission: ProductSubmission): string | undefined {
  const result = v.safeParse(productInputSchema, submission);
  return result.success ? undefined : firstIssue(result.issues);
}
