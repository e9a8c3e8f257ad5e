/**
 * The end of a dialog's form: its error (the browser's check or the API's refusal), then
 * Discard and Save (saying 'Saving…' while busy).
 */
export function DialogFormEnd({
  error,
  errorId,
  busy,
  onDiscard,
}: {
  error: string;
  errorId?: string;
  busy: boolean;
  onDiscard: () => void;
}) {
  return (
    <>
      {error && (
        <p id={errorId} className="dash-error-box" role="alert">
          {error}
        </p>
      )}
      <div className="dash-form__actions">
        <button type="button" className="dash-button dash-button--secondary" onClick={onDiscard}>
          Discard
        </button>
        <button type="submit" className="dash-button dash-button--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
      </div>
    </>
  );
}
