import * as v from 'valibot';
import { changePasswordSchema, resetPasswordSchema } from '../../../../shared/account-rules.ts';
import { text } from '../../../../shared/validation.ts';

export const passwordsDiffer = 'The two new passwords are not the same.';

/**
 * The repetition of a new password: only the form asks for it, so only the form's schema checks
 * it. Left empty it is absent (the form library sends no empty text), so it differs.
 */
const confirmPassword = v.optional(text());

/**
 * The set-password page's form: the shared `resetPasswordSchema` (what the API checks) and the
 * new password again, which must be the same (said beside the repetition).
 */
export const setPasswordFormSchema = v.pipe(
  v.object({ ...resetPasswordSchema.entries, confirmPassword }),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      passwordsDiffer,
    ),
    ['confirmPassword'],
  ),
);

/** The change-password form: the shared `changePasswordSchema` and the new password again. */
export const changePasswordFormSchema = v.pipe(
  v.object({ ...changePasswordSchema.entries, confirmPassword }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      passwordsDiffer,
    ),
    ['confirmPassword'],
  ),
);
