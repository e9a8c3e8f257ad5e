import { useId } from 'react';
import type { PublicationStatus } from '../../../../shared/api-types.ts';
import './publishing.css';

/** The lists' Status filter (posts and products, docs/decisions/064): a field of their GET form. */
export function StatusFilter({ value }: { value: '' | PublicationStatus }) {
  const id = useId();
  return (
    <div className="dash-field">
      <label htmlFor={id}>Status</label>
      <select id={id} name="status" defaultValue={value}>
        <option value="">Any status</option>
        <option value="draft">Drafts</option>
        <option value="scheduled">Scheduled</option>
        <option value="published">Published</option>
      </select>
    </div>
  );
}
