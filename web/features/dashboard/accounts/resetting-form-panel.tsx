import type { ReactNode } from 'react';
import { FormOutcome } from '../ui/form-outcome.tsx';
import { useResettingForm } from '../ui/use-action-fetcher.ts';

/**
 * A panel with one form that posts `intent` to the page's action and empties itself once that
 * succeeds (useResettingForm): the change-password and add-an-admin panels.
 */
export function ResettingFormPanel({
  id,
  title,
  hint,
  intent,
  submitLabel,
  busyLabel,
  children,
}: {
  /** The heading's id, which names the panel. */
  id: string;
  title: string;
  hint: ReactNode;
  intent: string;
  submitLabel: string;
  busyLabel: string;
  /** The form's fields. */
  children: ReactNode;
}) {
  const { fetcher, formRef, done, onSubmit } = useResettingForm();
  const busy = fetcher.state !== 'idle';
  return (
    <section className="dash-panel" aria-labelledby={id}>
      <h2 id={id} className="dash-panel__title">
        {title}
      </h2>
      <p className="dash-hint">{hint}</p>
      <fetcher.Form method="post" noValidate className="dash-form" ref={formRef} onSubmit={onSubmit}>
        <input type="hidden" name="intent" value={intent} />
        {children}
        <FormOutcome result={fetcher.data} done={done} busy={busy} />
        <div>
          <button type="submit" className="dash-button dash-button--primary" disabled={busy}>
            {busy ? busyLabel : submitLabel}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
