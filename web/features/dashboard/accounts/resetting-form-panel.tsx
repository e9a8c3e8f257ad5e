import { getFormProps } from '@conform-to/react';
import type { ReactNode } from 'react';
import { FormOutcome } from '../ui/form-outcome.tsx';
import { type FormSchema, useDashboardForm } from '../ui/use-dashboard-form.ts';

type Fields<Schema extends FormSchema> = ReturnType<typeof useDashboardForm<Schema>>['fields'];

/**
 * A panel with one form (useDashboardForm, checked with `schema`) that posts `intent` to the
 * page's action and empties itself once that succeeds (Conform's reset), keeping the action's
 * notice under it until the next answer: the change-password and add-an-admin panels.
 * `children` renders the fields, each with its message under it.
 */
export function ResettingFormPanel<Schema extends FormSchema>({
  id,
  title,
  hint,
  schema,
  intent,
  submitLabel,
  busyLabel,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  hint: ReactNode;
  schema: Schema;
  intent: string;
  submitLabel: string;
  busyLabel: string;
  children: (fields: Fields<Schema>) => ReactNode;
}) {
  const { form, fields, fetcher, busy } = useDashboardForm({
    schema,
    onDone: (result) => result.ok && form.reset(),
  });
  const answer = fetcher.data;
  return (
    <section className="dash-panel" aria-labelledby={id}>
      <h2 id={id} className="dash-panel__title">
        {title}
      </h2>
      <p className="dash-hint">{hint}</p>
      <fetcher.Form method="post" {...getFormProps(form)} className="dash-form">
        <input type="hidden" name="intent" value={intent} />
        {children(fields)}
        <FormOutcome result={answer} done={answer?.ok ? answer.notice : ''} busy={busy} />
        <div>
          <button type="submit" className="dash-button dash-button--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
