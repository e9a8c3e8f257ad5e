import type { FormProblem } from './action-result.ts';
import { mayBeStoredAlready, SaveProblem } from './save-problem.tsx';

/**
 * The end of a dialog's form: its problem (the browser's check or the API's refusal, with a
 * Reload when the answer asks for one), then Discard and Save (saying 'Saving…' while busy;
 * off when a new item's save may be stored already: docs/decisions/052).
 */
export function DialogFormEnd({
  problem,
  errorId,
  busy,
  isNew,
  onDiscard,
}: {
  problem: FormProblem;
  errorId?: string;
  busy: boolean;
  isNew: boolean;
  onDiscard: () => void;
}) {
  return (
    <>
      <SaveProblem problem={problem} id={errorId} />
      <div className="dash-form__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onDiscard}>
          Discard
        </button>
        <button
          type="submit"
          className="dash-button dash-button--primary"
          disabled={busy || mayBeStoredAlready(problem, isNew)}
        >
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </>
  );
}
