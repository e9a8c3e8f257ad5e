import type { FormProblem } from './action-result.ts';

/**
 * Why a save was refused, above the form's buttons, announced at once (role=alert). When the
 * answer asks for a reload (another admin's change, or a save the database did not confirm:
 * docs/decisions/052) it offers one: the page loads again with what is stored. Until then the
 * form keeps everything the owner typed, to copy or to save again.
 */
export function SaveProblem({ problem, id }: { problem: FormProblem; id?: string }) {
  if (!problem.error) return null;
  return (
    <div id={id} className="dash-error-box dash-save-problem" role="alert">
      <p>{problem.error}</p>
      {problem.reload && (
        <button
          type="button"
          className="dash-button dash-button--secondary"
          // A full load: the loaders read the stored item again, and a form with unsaved
          // changes asks first (its leave guard), so nothing typed goes unnoticed.
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      )}
    </div>
  );
}

/**
 * Whether a new item's form must not save again: its create may be stored already, and a
 * second one would be a copy (an edit sends its version, so a repeat of a stored save is a 409).
 */
export const mayBeStoredAlready = (problem: FormProblem, isNew: boolean): boolean =>
  isNew && problem.reload === 'unconfirmed';
