import { type FieldMetadata, getInputProps } from '@conform-to/react';
import type { Publication } from '../../../../shared/api-types.ts';
import { FieldError } from '../ui/field-error.tsx';
import { statusOfItem } from './publication-state.ts';
import { PublicationStatus } from './publication-status.tsx';
import './publishing.css';

type TimeField = FieldMetadata<string | undefined, Record<string, unknown>>;

/**
 * The forms' publishing fields (docs/decisions/064): the item's status, the time Schedule
 * publishes it at and an optional time to take it down, both in India's time. A published item
 * has no publish time to choose (it is live); its take-down time stays.
 */
export function PublicationFields({
  stored,
  publishAt,
  unpublishAt,
}: {
  /** The stored item's publishing; absent for a new one. */
  stored?: Partial<Publication>;
  publishAt: TimeField;
  unpublishAt: TimeField;
}) {
  const published = stored && statusOfItem(stored) === 'published';
  return (
    <fieldset className="dash-publication">
      <legend>Publishing</legend>
      {stored && (
        <p>
          Status: <PublicationStatus item={stored} />
        </p>
      )}
      <div className="dash-form__row">
        {!published && (
          <div className="dash-field">
            <label htmlFor={publishAt.id}>Publish at (India time, for Schedule)</label>
            <input {...getInputProps(publishAt, { type: 'datetime-local' })} />
            <FieldError field={publishAt} />
          </div>
        )}
        <div className="dash-field">
          <label htmlFor={unpublishAt.id}>Take down at (India time, optional)</label>
          <input {...getInputProps(unpublishAt, { type: 'datetime-local' })} />
          <FieldError field={unpublishAt} />
        </div>
      </div>
    </fieldset>
  );
}

/**
 * The forms' save buttons, submit buttons whose value is the `status` saved: a new or draft item
 * offers Save draft, Schedule and Publish; a scheduled one Schedule (the new time), Save draft
 * and Publish now; a published one Unpublish and its save (`saveLabel`). The primary button says
 * `busyLabel` while the form is busy (saving, a photo uploading).
 */
export function PublicationButtons({
  stored,
  blocked,
  busyLabel,
  saveLabel,
}: {
  stored?: Partial<Publication>;
  blocked: boolean;
  busyLabel?: string;
  saveLabel: string;
}) {
  const status = stored ? statusOfItem(stored) : 'draft';
  const button = (value: string, label: string, primary = false) => (
    <button
      type="submit"
      name="status"
      value={value}
      className={`dash-button dash-publication__button ${primary ? 'dash-button--primary dash-publication__primary' : 'dash-button--secondary'}`}
      disabled={blocked}
    >
      {primary && busyLabel ? busyLabel : label}
    </button>
  );
  // The button that keeps the status comes first in the form, so Enter in a field saves as it
  // does (a published item stays published, a draft is not published); publishing.css shows
  // the primary one last.
  if (status === 'published')
    return (
      <>
        {button('published', saveLabel, true)}
        {button('draft', 'Unpublish')}
      </>
    );
  const publish = button('published', status === 'scheduled' ? 'Publish now' : 'Publish', true);
  return status === 'scheduled' ? (
    <>
      {button('scheduled', 'Schedule')}
      {button('draft', 'Save draft')}
      {publish}
    </>
  ) : (
    <>
      {button('draft', 'Save draft')}
      {button('scheduled', 'Schedule')}
      {publish}
    </>
  );
}
