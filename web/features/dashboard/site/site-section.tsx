import {
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  getFormProps,
  getInputProps,
  getTextareaProps,
} from '@conform-to/react';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import type { FetcherWithComponents } from 'react-router';
import type * as v from 'valibot';
import { utcToIndiaLocal } from '../../../../shared/india-time.ts';
import {
  type SiteDraftState,
  type SitePartName,
  type SitePartState,
  type SiteSettings,
  sitePartLabels,
} from '../../../../shared/site-parts.ts';
import { formatWhen } from '../shell/activity-context.tsx';
import type { ActionResult, FormProblem } from '../ui/action-result.ts';
import { FieldError } from '../ui/field-error.tsx';
import { PreviewLinkControl } from '../ui/preview-link-control.tsx';
import { SaveProblem } from '../ui/save-problem.tsx';
import { useDashboardForm } from '../ui/use-dashboard-form.ts';
import { PartHistory, type ShownHistory } from './part-history.tsx';
import { PartPublishing } from './part-publishing.tsx';
import type { SiteAnswer } from './site-actions.ts';
import { sentWithDefaults } from './site-form.ts';
import { siteFieldId } from './site-parts.ts';

// Loaded only when a part has a draft (the screen's first load is at its 150 KB, docs/decisions/062).
const PartDraft = lazy(() =>
  import('./part-draft-notice.tsx').then((module) => ({ default: module.PartDraft })),
) as typeof import('./part-draft-notice.tsx').PartDraft;

/** What the page hands each part's section: the part and its draft as loaded, the history shown, and who to tell of unsaved changes. */
export interface SitePartProps<P extends SitePartName> {
  loaded: SitePartState<P>;
  /** The part's pending draft (docs/decisions/070), if it has one. */
  loadedDraft?: SiteDraftState<P>;
  history?: ShownHistory;
  /** Told whether the form has unsaved changes (the page's leave guard asks for any). */
  onUnsaved: (part: P, unsaved: boolean) => void;
}

type FormSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>;

/** A part as stored now: the live one and its pending draft. */
interface PartNow<P extends SitePartName> {
  live: SitePartState<P>;
  draft?: SiteDraftState<P>;
}

/**
 * A part's form (useDashboardForm, checked with `schema`) and the props of its section. The
 * part as stored is the one the screen loaded, or the one the last change of this section
 * answered, whichever is newer; the form opens on the pending draft when there is one, else on
 * the live part, and is keyed by both versions, so such an answer becomes the form's new start
 * (docs/decisions/059).
 */
export function useSitePartForm<P extends SitePartName, Schema extends FormSchema>(
  part: P,
  { loaded, loadedDraft, history, onUnsaved }: SitePartProps<P>,
  schema: Schema,
  formValue: (value: SiteSettings[P]) => DefaultValue<v.InferInput<Schema>>,
) {
  const [answered, setAnswered] = useState<PartNow<P>>();
  const now =
    answered && answered.live.version >= loaded.version ? answered : { live: loaded, draft: loadedDraft };
  const keep = (result: ActionResult<SiteAnswer<P>>) => {
    const saved = result.ok ? result.saved : undefined;
    if (saved)
      setAnswered({
        live: saved.live ?? now.live,
        draft: saved.draft === undefined ? now.draft : (saved.draft ?? undefined),
      });
  };
  const { live, draft } = now;
  const { form, fields, fetcher, problem, busy } = useDashboardForm({
    schema,
    id: `site-${part}-${live.version}-${draft?.version ?? 0}`,
    defaultValue: {
      ...formValue((draft ?? live).value),
      ...sentWithDefaults(part, live.version, draft?.version ?? 0),
      publishAt: draft?.publishAt ? utcToIndiaLocal(draft.publishAt) : '',
    },
    onDone: keep,
  });
  const section = {
    part,
    stored: live,
    draft,
    publishAt: (fields as unknown as { publishAt: FieldMetadata<string | undefined> }).publishAt,
    history,
    onUnsaved,
    formProps: getFormProps(form),
    form,
    schema,
    dirty: form.dirty,
    fetcher,
    problem,
    busy,
    onChanged: keep,
  };
  return { form, fields, section };
}

interface SitePartSectionProps<P extends SitePartName>
  extends Omit<SitePartProps<P>, 'loaded' | 'loadedDraft'> {
  part: P;
  /** The live part. */
  stored: SitePartState<P>;
  draft?: SiteDraftState<P>;
  /** The field of the time Schedule publishes the draft at. */
  publishAt: FieldMetadata<string | undefined>;
  /** `getFormProps(form)`: the form's id, its check on submit, no browser checks. */
  formProps: ReturnType<typeof getFormProps>;
  /** The form and its schema, whose current values the preview link shows (docs/decisions/066). */
  form: Pick<FormMetadata, 'id' | 'validate'>;
  schema: FormSchema;
  /** The form has unsaved changes (Conform's `form.dirty`). */
  dirty: boolean;
  fetcher: FetcherWithComponents<unknown>;
  problem: FormProblem;
  busy: boolean;
  /** A restore's or a discard's answer, which the section keeps as the part stored. */
  onChanged: (result: ActionResult<SiteAnswer<P>>) => void;
  hint?: ReactNode;
  children: ReactNode;
}

/**
 * One part of the Site screen: its heading, who published it last, its pending draft, its form
 * (the fields, a preview link of their current values on the page the part is shown on, the
 * API's refusal above the buttons, the versions read going with it) and its history.
 */
export function SitePartSection<P extends SitePartName>({
  part,
  stored,
  draft,
  publishAt,
  formProps,
  form,
  schema,
  dirty,
  fetcher,
  problem,
  busy,
  history,
  onUnsaved,
  onChanged,
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
        Last published by {stored.updatedBy} on {formatWhen(stored.updatedAt)} (version {stored.version})
      </p>
      {draft && (
        <Suspense fallback={null}>
          <PartDraft part={part} draft={draft} onDiscarded={onChanged} />
        </Suspense>
      )}
      <fetcher.Form method="post" {...formProps} className="dash-form">
        {Object.entries(sentWithDefaults(part, stored.version, draft?.version ?? 0)).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        {children}
        <PreviewLinkControl kind="site" form={form} schema={schema} itemId={part} subject={title} />
        <SaveProblem problem={problem} />
        <PartPublishing part={part} publishAt={publishAt} busy={busy} />
      </fetcher.Form>
      <PartHistory part={part} stored={stored} history={history} unsaved={dirty} onRestored={onChanged} />
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
