import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { type SitePartName, sitePartLabels } from '../../../../shared/site-parts.ts';
import { FieldError } from '../ui/field-error.tsx';

/**
 * The time Schedule publishes the draft at, in India's time, and the part's three buttons, as
 * the post form's (docs/decisions/064): Save draft first, so Enter in a field keeps a draft and
 * never publishes; Schedule; Publish, the primary one, last.
 */
export function PartPublishing({
  part,
  publishAt,
  busy,
}: {
  part: SitePartName;
  publishAt: FieldMetadata<string | undefined>;
  busy: boolean;
}) {
  const title = sitePartLabels[part];
  const id = `${part}-publish-at`;
  const button = (value: string, label: string, primary = false) => (
    <button
      type="submit"
      name="publishing"
      value={value}
      className={`dash-button ${primary ? 'dash-button--primary' : 'dash-button--secondary'}`}
      disabled={busy}
    >
      {primary && busy ? 'Saving…' : label}
      <span className="dash-visually-hidden"> {title}</span>
    </button>
  );
  return (
    <>
      <div className="dash-field dash-site-schedule">
        <label htmlFor={id}>Schedule for (India time)</label>
        <input {...getInputProps(publishAt, { type: 'datetime-local' })} id={id} key={publishAt.key} />
        <FieldError field={publishAt} />
      </div>
      <div className="dash-form__actions">
        {button('draft', 'Save draft')}
        {button('schedule', 'Schedule')}
        {button('publish', 'Publish', true)}
      </div>
    </>
  );
}
