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
