/**
 * A photo as the dashboard sends it: a product's, a category's tile, the site settings' pictures.
 */
import * as v from 'valibot';
import { isBuiltInArtwork } from './built-in-artwork.ts';
import type { PhotoInput } from './photo-types.ts';
import { messages, noControlCharacters, text } from './validation.ts';

/**
 * One photo as the dashboard sends it: `image`, the key of an upload (checked, and its
 * variants' manifest read once, when saved), or `src`, one of the site's own pictures; and its
 * alt text, which a product's photos need and a category's tile (catalogue-rules.ts) leaves empty.
 */
export const photoInput = (
  alt: v.GenericSchema<unknown, string | undefined>,
  isArtwork: (path: string) => boolean = isBuiltInArtwork,
  sourceMessage: string = messages.photoSource,
) =>
  v.pipe(
    v.object(
      {
        image: v.optional(v.pipe(text(messages.imageKey), v.trim(), v.maxLength(300, messages.imageKey))),
        src: v.optional(v.pipe(text(sourceMessage), v.check(isArtwork, sourceMessage))),
        alt,
      },
      sourceMessage,
    ),
    v.check((photo) => Boolean(photo.image) !== Boolean(photo.src), sourceMessage),
    v.transform(
      (photo): PhotoInput =>
        photo.image
          ? { image: photo.image, alt: photo.alt ?? '' }
          : { src: photo.src ?? '', alt: photo.alt ?? '' },
    ),
  );
export const altText = v.pipe(
  text(messages.photoAlt),
  v.trim(),
  v.maxLength(200, messages.photoAlt),
  noControlCharacters,
);
/** A photo's alt text, which must be there (a product's photos, the site settings' pictures). */
export const requiredAltText = v.pipe(altText, v.nonEmpty(messages.photoAlt));
export const photoInputSchema = photoInput(requiredAltText);
