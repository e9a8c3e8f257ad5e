import type { Submission } from '@conform-to/react';
import { parseWithValibot } from '@conform-to/valibot';
import type * as v from 'valibot';
import { type ActionFailure, refusedFields } from './action-result.ts';
import type { FormSchema } from './use-dashboard-form.ts';

/**
 * A submission the action's schema accepted: its values, and `reply`, the form library's answer
 * for the fields (for a refusal only the API can make, said beside its field).
 */
export interface CheckedSubmission<Value> {
  ok: true;
  value: Value;
  reply: Submission<Value>['reply'];
}

/**
 * A form's submission, checked in its `clientAction` with `schema`, the shared one the form
 * checked before sending (docs/decisions/061): the values to send to the API, or the refusal to
 * answer with (refusedFields). Kept out of action-result.ts, which screens without a form load
 * too, so that they do not load the form library's parser.
 */
export function checkedSubmission<Schema extends FormSchema>(
  form: FormData,
  schema: Schema,
): CheckedSubmission<v.InferOutput<Schema>> | ActionFailure {
  const submission = parseWithValibot(form, { schema });
  if (submission.status !== 'success') return refusedFields(submission);
  return { ok: true, value: submission.value, reply: submission.reply };
}
