import { useForm } from '@conform-to/react';
import { useActionData, useNavigation } from 'react-router';
import type * as v from 'valibot';
import type { ActionResult } from '../ui/action-result.ts';
import { dashboardFormChecks, type FormSchema } from '../ui/use-dashboard-form.ts';

/**
 * The form of a signed-out card (the login, the password links' pages) through Conform
 * (docs/decisions/061), checked as useDashboardForm's (dashboardFormChecks) but sent as a
 * navigation: render `<Form method="post" replace {...getFormProps(form)}>`, so a success's
 * redirect replaces the page in history. The action's answer is `result`: a refusal's `reply`
 * puts its messages beside the fields, its `error` (the API's) goes in the card's red box
 * (CardFormSubmit).
 */
export function useCardForm<Schema extends FormSchema>(schema: Schema) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [form, fields] = useForm<v.InferInput<Schema>, v.InferOutput<Schema>>({
    lastResult: result && !result.ok ? result.reply : undefined,
    ...dashboardFormChecks(schema),
  });
  const error = result && !result.ok ? result.error : undefined;
  return { form, fields, result, error, busy };
}
