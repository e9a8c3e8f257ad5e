import { type DefaultValue, useForm } from '@conform-to/react';
import { getValibotConstraint, parseWithValibot } from '@conform-to/valibot';
import { useState } from 'react';
import type * as v from 'valibot';
import { type ActionResult, type FormProblem, noProblem } from './action-result.ts';
import { useActionFetcher } from './use-action-fetcher.ts';

/** A schema a form can be checked with: its fields by name in, its values by name out. */
export type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * How every dashboard form checks itself with `schema` (docs/decisions/061), to spread into
 * Conform's `useForm`: the fields' constraints, and the check with the shared schema when the
 * form is sent, then each field as it is typed. A field the admin only passed through shows no
 * message: one appearing on leaving it moved the form under the next click.
 */
export function dashboardFormChecks<Schema extends FormSchema>(schema: Schema) {
  return {
    constraint: getValibotConstraint(schema),
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }: { formData: FormData }) => parseWithValibot(formData, { schema }),
  } as const;
}

export interface DashboardFormOptions<Schema extends FormSchema, Saved> {
  /**
   * The shared valibot schema the action (and the API) checks the submission with: the form
   * checks the same before sending, then each field as it is typed.
   */
  schema: Schema;
  /**
   * The form's identity: a new one starts the form again from `defaultValue` (e.g. the id
   * and version of the stored item, so a save's answer becomes the form's new start).
   * @default an id of the form's own
   */
  id?: string;
  /**
   * The fields as the form opens (and as its dirty state compares them): as their controls will
   * hold them, a one-line input's text through `asInputText`, a textarea's through
   * `asTextareaText` (ui/form-fields.ts), or the form opens already changed. Only the form knows
   * which field is which control: a hidden field (the rich text's HTML, a photo's key) keeps its
   * line breaks.
   */
  defaultValue?: DefaultValue<v.InferInput<Schema>>;
  /** Called once the action answered and the page revalidated (useActionFetcher). */
  onDone?: (result: ActionResult<Saved>) => void;
}

/**
 * A dashboard form through Conform (docs/decisions/061): the fields' messages and the focus
 * on the first of them, the dirty state and the submission all come from the library, checked
 * with the one shared schema (dashboardFormChecks). Render `<fetcher.Form method="post" {...getFormProps(form)}>`;
 * `problem` is the action's refusal for the whole form (the API's message, a reload to offer),
 * shown by SaveProblem until the next submit.
 */
export function useDashboardForm<Schema extends FormSchema, Saved = never>({
  schema,
  id,
  defaultValue,
  onDone,
}: DashboardFormOptions<Schema, Saved>) {
  const [problem, setProblem] = useState<FormProblem>(noProblem);
  const fetcher = useActionFetcher<Saved>((result) => {
    setProblem(result.ok ? noProblem : result);
    onDone?.(result);
  });
  const answer = fetcher.data;
  const [form, fields] = useForm<v.InferInput<Schema>, v.InferOutput<Schema>>({
    id,
    defaultValue,
    lastResult: answer && !answer.ok ? answer.reply : undefined,
    ...dashboardFormChecks(schema),
    // A valid form is sent by the fetcher's own Form; its last refusal goes with the new try.
    onSubmit: () => setProblem(noProblem),
  });
  return {
    form,
    fields,
    fetcher,
    problem,
    /** Takes the refusal's message away: the owner settled it another way (an edit conflict's choice). */
    clearProblem: () => setProblem(noProblem),
    busy: fetcher.state !== 'idle',
  };
}
