import { useForm } from '@conform-to/react';
import { getValibotConstraint, parseWithValibot } from '@conform-to/valibot';
import { useActionData, useNavigation } from 'react-router';
import type * as v from 'valibot';
import type { ActionResult } from '../ui/action-result.ts';

type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * The form of a signed-out card (the login, the password links' pages) through Conform
 * (docs/decisions/061), as useDashboardForm but sent as a navigation: render
 * `<Form method="post" replace {...getFormProps(form)}>`, so a success's redirect replaces the
 * page in history. The form checks with `schema` before sending (each field once left, then as
 * typed); the action's answer is `result`: a refusal's `reply` puts its messages beside the
 * fields, its `error` (the API's) goes in the card's red box (CardFormSubmit).
 */
export function useCardForm<Schema extends FormSchema>(schema: Schema) {
  const result = useActionData<ActionResult>();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const [form, fields] = useForm<v.InferInput<Schema>, v.InferOutput<Schema>>({
    lastResult: result && !result.ok ? result.reply : undefined,
    constraint: getValibotConstraint(schema),
    // As every dashboard form (useDashboardForm): checked when sent, then as typed.
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithValibot(formData, { schema }),
  });
  const error = result && !result.ok ? result.error : undefined;
  return { form, fields, result, error, busy };
}
