import * as v from 'valibot';
import type { Category } from '../../../../shared/api-types.ts';
import { categoryInputSchema } from '../../../../shared/catalogue-rules.ts';
import { imageFileProblem } from '../media/image-choice.ts';

export const chooseTilePhoto = 'Please choose the photo for the tile, or another picture.';
export const tileNotReady =
  'The photo could not be uploaded or processed. Retry it, or choose another picture.';

/** Where the tile's chosen photo is (useChosenPhoto), sent with the form as `tileUpload`. */
const uploadStates = ['uploading', 'processing', 'ready', 'failed'] as const;

/**
 * The category dialog's form: the shared `categoryInputSchema` (what the action and the API
 * check: `image.src` for a site picture or the kept tile, `image.image` for an upload's key)
 * and what only the dialog has: `tile`, the picture chosen in its list ('none', 'kept',
 * 'upload' or a site picture's path), and for an upload the file (`tilePhoto`, its type and
 * size checked here) and how its upload went (`tileUpload`). Their messages are the file's.
 */
export const categoryFormSchema = v.pipe(
  v.object({
    ...categoryInputSchema.entries,
    tile: v.optional(v.string(), 'none'),
    tilePhoto: v.optional(
      v.pipe(
        v.file(chooseTilePhoto),
        v.check(
          (file) => imageFileProblem(file) === undefined,
          (issue) => imageFileProblem(issue.input) ?? chooseTilePhoto,
        ),
      ),
    ),
    tileUpload: v.optional(v.picklist(uploadStates)),
  }),
  v.forward(
    v.partialCheck(
      [['tile'], ['tilePhoto']],
      (input) => input.tile !== 'upload' || input.tilePhoto !== undefined,
      chooseTilePhoto,
    ),
    ['tilePhoto'],
  ),
  v.forward(
    v.partialCheck(
      [['tile'], ['tileUpload']],
      (input) => input.tile !== 'upload' || input.tileUpload !== 'failed',
      tileNotReady,
    ),
    ['tilePhoto'],
  ),
);

/** The tile's entry in the dialog's list as it opens: the kept picture, or none. */
export const tileAtStart = (category?: Category): string => (category?.image ? 'kept' : 'none');
