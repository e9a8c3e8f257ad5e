import {
  type DefaultValue,
  type FieldMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
} from '@conform-to/react';
import { type ReactNode, useEffect, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type * as v from 'valibot';
import {
  type SitePartName,
  type SitePartState,
  type SiteSettings,
  sitePartLabels,
} from '../../../../shared/site-parts.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import type { ActionResult, FormProblem } from '../ui/action-result.ts';
import { FieldError } from '../ui/field-error.tsx';
import { SaveProblem } from '../ui/save-problem.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { PartHistory, type ShownHistory } from './part-history.tsx';
import { sentWithDefaults } from './site-form.ts';
import { siteFieldId } from './site-parts.ts';

/** What the page hands each part's section: the part as loaded, the history shown, and who to tell of unsaved changes. */
export interface SitePartProps<P extends SitePartName> {
  loaded: SitePartState<P>;
  history?: ShownHistory;
  /** Told whether the form has unsaved changes (the page's leave guard asks for any). */
  onUnsaved: (part: P, unsaved: boolean) => void;
}

type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/**
 * A part's form (useDashboardForm, checked with `schema`) and the props of its section. The
 * part as stored is the one the screen loaded, or the one the last save or restore of this
 * section answered, whichever is newer; the form is keyed by its version, so such an answer
 * becomes the form's new start (docs/decisions/059).
 */
export function useSitePartForm<P extends SitePartName, Schema extends FormSchema>(
  part: P,
  { loaded, history, onUnsaved }: SitePartProps<P>,
  schema: Schema,
  formValue: (value: SiteSettings[P]) => DefaultValue<v.InferInput<Schema>>,
) {
  const [answered, setAnswered] = useState<SitePartState<P>>();
  const stored = answered && answered.version > loaded.version ? answered : loaded;
  const keep = (result: ActionResult<SitePartState<P>>) => {
    if (result.ok && result.saved) setAnswered(result.saved);
  };
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema,
    id: `site-${part}-${stored.version}`,
    defaultValue: { ...formValue(stored.value), ...sentWithDefaults(part, stored.version) },
    onDone: keep,
  });
  const section = {
    part,
    stored,
    history,
    onUnsaved,
    formProps: getFormProps(form),
    dirty: form.dirty,
    fetcher,
    problem,
    busy,
    onRestored: keep,
  };
  return { form, fields, section };
}

interface SitePartSectionProps<P extends SitePartName> extends Omit<SitePartProps<P>, 'loaded'> {
  part: P;
  stored: SitePartState<P>;
  /** `getFormProps(form)`: the form's id, its check on submit, no browser checks. */
  formProps: ReturnType<typeof getFormProps>;
  /** The form has unsaved changes (Conform's `form.dirty`). */
  dirty: boolean;
  fetcher: FetcherWithComponents<unknown>;
  problem: FormProblem;
  busy: boolean;
  /** A restore's answer, which the section keeps as the part stored. */
  onRestored: (result: ActionResult<SitePartState<P>>) => void;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * One part of the Site screen: its heading, who saved it last, its form (the fields, the API's
 * refusal above Save, the version read going with it) and its history.
 */
export function SitePartSection<P extends SitePartName>({
  part,
  stored,
  formProps,
  dirty,
  fetcher,
  problem,
  busy,
  history,
  onUnsaved,
  onRestored,
  hint,
  children,
}: SitePartSectionProps<P>) {
  const title = sitePartLabels[part];
  // Not `<part>-title`: the search engines' title field has that id.
  const titleId = `${part}-heading`;
  useEffect(() => onUnsaved(part, dirty), [onUnsaved, part, dirty]);
  return (
    <section className="dash-panel dash-site-part" aria-labelledby={titleId}>
      <h2 id={titleId} className="dash-panel__title">
        {title}
      </h2>
      {hint && <p className="dash-hint">{hint}</p>}
      <p className="dash-site-part__saved">
        Last saved by {stored.updatedBy} on {formatWhen(stored.updatedAt)} (version {stored.version})
      </p>
      <fetcher.Form method="post" {...formProps} className="dash-form">
        {Object.entries(sentWithDefaults(part, stored.version)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <SaveProblem problem={problem} />
        <div className="dash-form__actions">
          <button type="submit" className="dash-button dash-button--primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
            <span className="dash-visually-hidden"> {title}</span>
          </button>
        </div>
      </fetcher.Form>
      <PartHistory part={part} stored={stored} history={history} unsaved={dirty} onRestored={onRestored} />
    </section>
  );
}

interface SiteTextFieldProps {
  part: SitePartName;
  field: FieldMetadata<string | undefined>;
  label: ReactNode;
  hint?: ReactNode;
  type?: 'text' | 'email' | 'url' | 'tel';
  inputMode?: 'numeric' | 'decimal';
  /** A textarea of this many rows, for a text of several lines. */
  rows?: number;
}

/**
 * A labelled field of a part with its hint and its message. Its id is the one the launch
 * checklist links to (site-parts.ts), e.g. `company-phone-shown`.
 */
export function SiteTextField({
  part,
  field,
  label,
  hint,
  type = 'text',
  inputMode,
  rows,
}: SiteTextFieldProps) {
  const id = siteFieldId(part, field.name);
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="dash-field">
      <label htmlFor={id}>{label}</label>
      {rows ? (
        <textarea
          {...getTextareaProps(field, { ariaDescribedBy: hintId })}
          id={id}
          key={field.key}
          rows={rows}
        />
      ) : (
        <input
          {...getInputProps(field, { type, ariaDescribedBy: hintId })}
          id={id}
          key={field.key}
          inputMode={inputMode}
          {...(type !== 'text' && { autoCapitalize: 'none', spellCheck: false })}
        />
      )}
      {hint && (
        <p id={hintId} className="dash-field__hint">
          {hint}
        </p>
      )}
      <FieldError field={field} />
    </div>
  );
}
